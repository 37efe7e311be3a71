import { Badge } from '@chakra-ui/react';
import type { ReturnStatus } from '../../../domain/afterSales/ReturnRequest';
import { RETURN_STATUS_LABELS } from '../../../domain/afterSales/returnMessages';

const PALETTE: Readonly<Record<ReturnStatus, string>> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  'picked-up': 'purple',
  refunded: 'green',
};

/** A return request's status as a coloured badge. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md" data-testid="return-status">
      Return {RETURN_STATUS_LABELS[status].toLowerCase()}
    </Badge>
  );
}
