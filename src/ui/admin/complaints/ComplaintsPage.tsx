import { useEffect, useId, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type Complaint, complaintTicket } from '../../../domain/afterSales/Complaint';
import { isOverdue } from '../../../domain/afterSales/ComplaintClock';
import { staffClockLines } from '../../shared/format/complaintClockText';
import { ComplaintReplyBox } from '../../shared/components/ComplaintReplyBox';
import { ComplaintHeading } from '../../shared/components/ComplaintHeading';
import { ComplaintThread } from '../../shared/components/ComplaintThread';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import { useScreenStore } from '../../app/stores/useScreenStore';
import type { FilterOption } from '../common/FilterSelect';
import { FilteredListHeader } from '../common/FilteredListHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { ResolveComplaintDialog } from './ResolveComplaintDialog';
import {
  type AdminComplaintsStore,
  type ComplaintFilter,
  createAdminComplaintsStore,
} from './AdminComplaintsStore';

const FILTERS: FilterOption<ComplaintFilter>[] = [
  { value: 'waiting', label: 'Waiting on us, overdue first' },
  { value: 'open', label: 'Not yet acknowledged' },
  { value: 'acknowledged', label: 'Acknowledged, not yet resolved' },
  { value: 'resolved', label: 'Resolved, latest first' },
];

/** /admin/complaints: the grievance tickets with their two clocks, overdue first, and what the staff do with each. */
export const ComplaintsPage = observer(function ComplaintsPage() {
  const store = useScreenStore(createAdminComplaintsStore);
  const [resolving, setResolving] = useState<Complaint | null>(null);
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);

  return (
    <>
      <FilteredListHeader
        title="Complaints"
        description="Overdue first. Acknowledge each complaint within 48 hours of filing, and resolve it within one month."
        list={store}
        filters={FILTERS}
        filterLabel="Show complaints"
        filterWidth="sm"
      />
      <PagedLoadState pager={store.pager} label="Complaint pages" emptyText="No complaints here.">
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label="Complaints">
          {store.items.map((complaint) => (
            <ComplaintCard
              key={complaint.id}
              store={store}
              complaint={complaint}
              onResolve={() => setResolving(complaint)}
            />
          ))}
        </Stack>
      </PagedLoadState>
      <ResolveComplaintDialog store={store} complaint={resolving} onClose={() => setResolving(null)} />
    </>
  );
});

const ComplaintCard = observer(function ComplaintCard({
  store,
  complaint,
  onResolve,
}: {
  store: AdminComplaintsStore;
  complaint: Complaint;
  onResolve: () => void;
}) {
  const headingId = useId();
  const ticket = complaintTicket(complaint);
  const now = store.now();
  const waiting = complaint.status !== 'resolved';
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor={isOverdue(complaint, now) ? 'red.300' : 'gray.200'}
      rounded="lg"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Stack gap="1" minW="0">
            <ComplaintHeading complaint={complaint} now={now} id={headingId} as="h2" />
            <Text fontSize="sm" color="gray.600" wordBreak="break-word">
              Filed {formatDateTime(complaint.createdAt)} · Reach the customer at {complaint.contact}
              {complaint.orderId ? ` · Order ${orderNumber(complaint.orderId)}` : ''}
            </Text>
          </Stack>
          {complaint.status === 'open' ? (
            <Button
              size="sm"
              colorPalette="brand"
              loading={store.working === complaint.id}
              aria-label={`Acknowledge ${ticket}`}
              onClick={() => void store.acknowledge(complaint)}
            >
              Acknowledge
            </Button>
          ) : null}
        </HStack>
        <Stack gap="0.5" aria-label={`Clocks of ${ticket}`} role="group">
          {staffClockLines(complaint, now).map((line) => (
            <Text
              key={line.text}
              fontSize="sm"
              fontWeight={line.overdue ? 'bold' : 'medium'}
              color={line.overdue ? 'red.700' : 'gray.800'}
            >
              {line.text}
            </Text>
          ))}
        </Stack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {complaint.description}
        </Text>
        <ComplaintThread replies={complaint.replies} shopperName="Customer" label={`Replies on ${ticket}`} />
        {waiting ? (
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
            <Box flex="1">
              <ComplaintReplyBox
                label={`Reply to the customer on ${ticket}`}
                sending={store.working === complaint.id}
                onSend={(text) => store.reply(complaint, text)}
              />
            </Box>
            <Button size="sm" variant="outline" aria-label={`Resolve ${ticket}`} onClick={onResolve}>
              Resolve…
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
});
