import { useEffect, useState } from 'react';
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { LuDownload } from 'react-icons/lu';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { formatRupees } from '../../../domain/text/Money';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order, type OrderStatus } from '../../../domain/orders/Order';
import { notificationStoreOf } from '../layout/NotificationStore';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { AdminTable } from '../common/AdminTable';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect, type FilterOption } from '../common/FilterSelect';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrdersExportDialog } from './OrdersExportDialog';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { ORDER_STATUS_LABELS, OrderBadges, PAYMENT_STATUS_NAMES } from '../../shared/components/OrderBadges';
import { orderNumber } from '../../shared/format/orderNumber';
import { PageHeader } from '../common/PageHeader';
import { RefreshButton } from '../common/RefreshButton';
import { PagedLoadState } from '../common/PagedLoadState';
import { useRowDeletion } from '../common/useRowDeletion';
import { createAdminOrdersStore, type PaymentFilter } from './AdminOrdersStore';

const STATUS_OPTIONS: FilterOption<OrderStatus | ''>[] = [
  { value: '', label: 'Every status' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
const PAYMENT_OPTIONS: FilterOption<PaymentFilter>[] = [
  { value: '', label: 'Every payment status' },
  { value: 'upi-pending', label: 'UPI to verify or chase' },
  ...PAYMENT_STATUSES.map((status) => ({
    value: status,
    label: `Payment ${PAYMENT_STATUS_NAMES[status].toLowerCase()}`,
  })),
];

/** /admin/orders: newest first, filters, search, detail with status and payment changes, delete. */
export const OrdersPage = observer(function OrdersPage() {
  const notifications = notificationStoreOf(useStores());
  const store = useScreenStore(createAdminOrdersStore);
  const deletion = useRowDeletion<Order>(() => store.items);
  const [exporting, setExporting] = useState(false);
  const [params, setParams] = useSearchParams();
  const offer = params.get('offer') ?? '';
  useEffect(() => {
    store.setOffer(offer);
  }, [store, offer]);
  useEffect(() => store.cancelLapsedOrders(), [store]);
  const openId = store.openId;
  useEffect(() => (openId ? store.follow(openId) : undefined), [store, openId]);
  // A new order arriving while the first page shows joins it.
  useEffect(
    () =>
      reaction(
        () => notifications.list.filter((item) => item.type === 'new_order').length,
        () => {
          if (store.pager.pageIndex === 0) void store.pager.load();
        },
      ),
    [notifications, store],
  );

  return (
    <>
      <PageHeader title="Orders" description="Newest first." headingRef={deletion.headingRef}>
        <RefreshButton pager={store.pager} />
        <Button variant="outline" size="sm" onClick={() => setExporting(true)}>
          <LuDownload aria-hidden /> Export CSV
        </Button>
        {exporting ? <OrdersExportDialog onClose={() => setExporting(false)} /> : null}
      </PageHeader>
      {offer ? (
        <HStack mb="3" gap="3" flexWrap="wrap" role="status">
          <Text>
            Orders placed with <strong>{offer.startsWith('auto-') ? 'the automatic offer' : offer}</strong>
          </Text>
          <Button size="xs" variant="outline" onClick={() => setParams({})}>
            Show all orders
          </Button>
        </HStack>
      ) : null}
      <FilterBar
        searchLabel="Search orders by id or customer name"
        searchPlaceholder="Search by order id or customer"
        onSearch={store.setSearch}
      >
        <FilterSelect
          label="Filter by status"
          value={store.status}
          options={STATUS_OPTIONS}
          onChange={store.setStatus}
        />
        <FilterSelect
          label="Filter by payment status"
          value={store.paymentStatus}
          options={PAYMENT_OPTIONS}
          onChange={store.setPaymentStatus}
        />
      </FilterBar>
      <PagedLoadState pager={store.pager} label="Order pages" emptyText="No orders match these filters.">
        <AdminTable
          label="Orders"
          interactive
          columns={[
            'Order',
            { header: 'Customer', hideBelow: 'md' },
            { header: 'Placed', hideBelow: 'md' },
            { header: 'Items', hideBelow: 'md' },
            'Status and payment',
            { header: 'Total', end: true },
          ]}
        >
          {store.items.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell>
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  fontFamily="mono"
                  color="brand.700"
                  onClick={() => store.open(order.id)}
                  ref={deletion.rowButtonRef(order.id)}
                  aria-label={`Open order ${orderNumber(order.id)}`}
                >
                  {orderNumber(order.id)}
                </Button>
                {/* A phone leaves the customer, date and items columns out: the name stays under the id. */}
                <Text fontSize="xs" color="gray.600" hideFrom="md">
                  {order.shippingAddress.name || 'Customer'}
                </Text>
              </Table.Cell>
              <Table.Cell hideBelow="md">
                <Text>{order.shippingAddress.name || 'Customer'}</Text>
                <Text fontSize="xs" color="gray.600">
                  {order.customerEmail}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" hideBelow="md">
                {formatDateTime(order.createdAt)}
              </Table.Cell>
              <Table.Cell hideBelow="md">
                {order.lines.reduce((sum, line) => sum + line.quantity, 0)}
              </Table.Cell>
              <Table.Cell>
                <OrderBadges order={order} overdue={store.paymentOverdue(order)} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatRupees(order.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      </PagedLoadState>
      {store.openOrder ? (
        <OrderDetailDialog store={store} order={store.openOrder} onDelete={deletion.ask} />
      ) : null}
      <ConfirmDialog
        open={deletion.deleting !== null}
        title="Delete order"
        message={adminMessageFor('ORDER.DELETE_CONFIRM')}
        onConfirm={() => (deletion.deleting ? store.remove(deletion.deleting.id) : undefined)}
        onClose={deletion.close}
        // Kept, the order's detail is still open: the focus goes back into it.
        finalFocusEl={() => (store.openOrder ? null : deletion.focusAfter())}
      />
    </>
  );
});
