import { Badge } from '@chakra-ui/react';
import type { ComplaintStatus } from '../../../domain/afterSales/Complaint';
import { COMPLAINT_STATUS_LABELS } from '../../../domain/afterSales/complaintMessages';

const PALETTE: Readonly<Record<ComplaintStatus, string>> = {
  open: 'yellow',
  acknowledged: 'blue',
  resolved: 'green',
};

/** A complaint's status as a coloured badge; an overdue one says so beside it. */
export function ComplaintStatusBadge({
  status,
  overdue = false,
}: {
  status: ComplaintStatus;
  overdue?: boolean;
}) {
  return (
    <>
      <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
        {COMPLAINT_STATUS_LABELS[status]}
      </Badge>
      {overdue ? (
        <Badge colorPalette="red" variant="solid" size="md">
          Overdue
        </Badge>
      ) : null}
    </>
  );
}
