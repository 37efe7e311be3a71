import { Heading, HStack, Text } from '@chakra-ui/react';
import { type Complaint, complaintTicket } from '../../../domain/afterSales/Complaint';
import { isOverdue } from '../../../domain/afterSales/ComplaintClock';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

/** A complaint's heading, its ticket and subject (`id` names its card), with its status and whether it is overdue. */
export function ComplaintHeading({
  complaint,
  now,
  id,
  as,
}: {
  complaint: Complaint;
  now: string;
  id: string;
  as: 'h2' | 'h3';
}) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Heading as={as} id={id} fontSize="md" color="brand.900">
        <Text as="span" fontFamily="mono">
          {complaintTicket(complaint)}
        </Text>{' '}
        · {complaint.subject}
      </Heading>
      <ComplaintStatusBadge status={complaint.status} overdue={isOverdue(complaint, now)} />
    </HStack>
  );
}
