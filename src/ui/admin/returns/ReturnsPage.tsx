import { useEffect, useState } from 'react';
import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  RETURN_STATUSES,
  returnedLines,
  returnRefund,
  returnTicket,
  type ReturnRequest,
} from '../../../domain/afterSales/ReturnRequest';
import { formatRupees } from '../../../domain/text/Money';
import type { Order } from '../../../domain/orders/Order';
import { RETURN_STATUS_LABELS } from '../../../domain/afterSales/returnMessages';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import { ReturnPhotoList } from '../../shared/components/ReturnPhotoList';
import { ReturnStatusBadge } from '../../shared/components/ReturnStatusBadge';
import { variantLabel } from '../../shared/format/variantLabel';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { AdminTable } from '../common/AdminTable';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { RejectReturnDialog } from './RejectReturnDialog';
import type { FilterOption } from '../common/FilterSelect';
import { FilteredListHeader } from '../common/FilteredListHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { type AdminReturnsStore, createAdminReturnsStore, type ReturnFilter } from './AdminReturnsStore';
import { refundGoesTo } from '../../../domain/orders/RefundDestination';

const FILTERS: FilterOption<ReturnFilter>[] = [
  { value: 'open', label: 'Open requests' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
  { value: 'all', label: 'Every request' },
];

/** /admin/returns: return requests oldest first, with the 48-hour reply clock and the moves of each. */
export const ReturnsPage = observer(function ReturnsPage() {
  const store = useScreenStore(createAdminReturnsStore);
  const [rejecting, setRejecting] = useState<ReturnRequest | null>(null);
  const [refunding, setRefunding] = useState<ReturnRequest | null>(null);
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);

  return (
    <>
      <FilteredListHeader
        title="Returns"
        description="Oldest first: every request gets a reply within 48 hours."
        list={store}
        filters={FILTERS}
      />
      <PagedLoadState pager={store.pager} label="Return pages" emptyText="No return requests here.">
        <AdminTable
          label="Return requests"
          columns={[
            'Request',
            { header: 'Items', hideBelow: 'md' },
            { header: 'Reason', hideBelow: 'md' },
            { header: 'Actions', end: true },
          ]}
        >
          {store.items.map((request) => (
            <ReturnRow
              key={request.id}
              store={store}
              request={request}
              onReject={() => setRejecting(request)}
              onRefund={() => setRefunding(request)}
            />
          ))}
        </AdminTable>
      </PagedLoadState>
      <RejectReturnDialog store={store} request={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmDialog
        open={refunding !== null}
        title="Mark this return refunded?"
        message={refundMessage(refunding && store.orderOf(refunding), refunding)}
        confirmLabel="Mark refunded"
        dismissLabel="Not yet"
        onConfirm={async () => {
          if (refunding) await store.move(refunding, 'refunded');
        }}
        onClose={() => setRefunding(null)}
      />
    </>
  );
});

/** What the refund gives back, as the admin confirms it: the price paid for the returned units. */
const refundMessage = (order: Order | null, request: ReturnRequest | null): string =>
  order && request && order.paymentMethod === 'online'
    ? `Mark it refunded: the shop's server gives ${formatRupees(returnRefund(order, request))} for the returned items back through the payment gateway, to the card, UPI or bank account the order was paid from, and the order records the refund.`
    : order && request
      ? `Give ${formatRupees(returnRefund(order, request))} back to the customer for the returned items (${refundGoesTo(request.refundTo)}), then mark it refunded: the order records the refund.`
      : 'Mark it refunded once the money for the returned items is back with the customer.';

const ReplyClock = observer(function ReplyClock({
  store,
  request,
}: {
  store: AdminReturnsStore;
  request: ReturnRequest;
}) {
  if (request.status !== 'requested') return <ReturnStatusBadge status={request.status} />;
  const hours = store.hoursLeft(request);
  return hours >= 0 ? (
    <Text fontWeight="medium" color={hours < 12 ? 'orange.700' : 'gray.800'}>
      {hours} h left to reply
    </Text>
  ) : (
    <Text fontWeight="bold" color="red.700">
      Reply overdue by {-hours} h
    </Text>
  );
});

const ReturnRow = observer(function ReturnRow({
  store,
  request,
  onReject,
  onRefund,
}: {
  store: AdminReturnsStore;
  request: ReturnRequest;
  onReject: () => void;
  onRefund: () => void;
}) {
  const order = store.orderOf(request);
  const ticket = returnTicket(request);
  const working = store.working === request.id;
  const items = order ? returnedLines(order, request) : [];
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">
        <Text fontWeight="semibold" fontFamily="mono">
          {ticket}
        </Text>
        <Text fontSize="xs" color="gray.600">
          Order {orderNumber(request.orderId)} · {order?.shippingAddress.name || 'Customer'}
        </Text>
        <Text fontSize="xs" color="gray.600">
          Asked {formatDateTime(request.createdAt)}
        </Text>
        <Text fontSize="xs" color="gray.600" whiteSpace="normal">
          Refund to: {refundGoesTo(request.refundTo)}
        </Text>
        <Box mt="1">
          <ReplyClock store={store} request={request} />
        </Box>
        <ReturnPhotoList request={request} mt="2" />
      </Table.Cell>
      <Table.Cell hideBelow="md" whiteSpace="normal" minW="40">
        <Stack gap="0" fontSize="sm">
          {items.map((line) => (
            <Text key={`${line.productId}-${line.variant?.id ?? ''}`}>
              {line.quantity} × {[line.name, variantLabel(line.variant)].filter(Boolean).join(' — ')}
            </Text>
          ))}
        </Stack>
      </Table.Cell>
      <Table.Cell hideBelow="md" whiteSpace="normal" minW="48">
        <Text fontSize="sm" fontWeight="medium">
          {request.reason}
        </Text>
        {request.comment ? (
          <Text fontSize="sm" color="gray.600">
            “{request.comment}”
          </Text>
        ) : null}
        {request.rejectReason ? (
          <Text fontSize="sm" color="red.700">
            Rejected: {request.rejectReason}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" justify="end" align="end">
          {request.status === 'requested' ? (
            <>
              <Button
                size="sm"
                colorPalette="brand"
                loading={working}
                aria-label={`Approve ${ticket}`}
                onClick={() => void store.move(request, 'approved')}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Reject ${ticket}`}
                onClick={onReject}
              >
                Reject
              </Button>
            </>
          ) : null}
          {request.status === 'approved' ? (
            <Button
              size="sm"
              colorPalette="brand"
              loading={working}
              aria-label={`Mark ${ticket} picked up`}
              onClick={() => void store.move(request, 'picked-up')}
            >
              Mark picked up
            </Button>
          ) : null}
          {request.status === 'picked-up' ? (
            <Button size="sm" colorPalette="brand" aria-label={`Mark ${ticket} refunded`} onClick={onRefund}>
              Mark refunded
            </Button>
          ) : null}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
});
