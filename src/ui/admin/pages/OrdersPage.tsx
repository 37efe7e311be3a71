import { useEffect, useState } from 'react';
import { Button, HStack, Input, NativeSelect, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { LuRefreshCw } from 'react-icons/lu';
import { messageFor } from '../../../domain/messages';
import { formatRupees } from '../../../domain/Money';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../../../domain/Order';
import { Clock } from '../../../ports/Clock';
import { OrderRepository } from '../../../ports/OrderRepository';
import { useInjection } from '../../di/ContainerContext';
import { useStores } from '../../stores/StoresContext';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadState } from '../components/LoadState';
import { OrderDetailDialog } from '../components/OrderDetailDialog';
import { PaymentBadge, StatusBadge } from '../components/OrderBadges';
import { formatDateTime, PAYMENT_LABEL, shortOrderId, STATUS_LABEL } from '../components/orderLabels';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { useAdminStore } from '../hooks/useAdminStore';
import { useDebounced } from '../hooks/useDebounced';
import { AdminOrdersStore } from '../stores/AdminOrdersStore';
import { toasterNotifier } from '../stores/toasterNotifier';

/** /admin/orders: newest first, filters, search, detail with status and payment changes, delete. */
export const OrdersPage = observer(function OrdersPage() {
  const repository = useInjection(OrderRepository);
  const clock = useInjection(Clock);
  const { notifications } = useStores();
  const store = useAdminStore(() => new AdminOrdersStore(repository, clock, toasterNotifier));
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    void store.firstPage();
  }, [store]);
  // A new order arriving while the first page shows joins it.
  useEffect(
    () =>
      reaction(
        () => notifications.list.filter((item) => item.type === 'new_order').length,
        () => {
          if (store.pageIndex === 0) void store.load();
        },
      ),
    [notifications, store],
  );
  useDebounced(search, store.setSearch);

  return (
    <>
      <PageHeader title="Orders" description="Newest first.">
        <Button variant="outline" size="sm" onClick={() => void store.load()} loading={store.loading}>
          <LuRefreshCw aria-hidden /> Refresh
        </Button>
      </PageHeader>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
        <Input
          type="search"
          aria-label="Search orders by id or customer name"
          placeholder="Search by order id or customer"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          bg="white"
        />
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filter by status"
            value={store.status}
            onChange={(event) => store.setStatus(event.target.value as OrderStatus | '')}
            bg="white"
          >
            <option value="">Every status</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filter by payment status"
            value={store.paymentStatus}
            onChange={(event) => store.setPaymentStatus(event.target.value as PaymentStatus | '')}
            bg="white"
          >
            <option value="">Every payment status</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                Payment {PAYMENT_LABEL[status].toLowerCase()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SimpleGrid>
      <LoadState
        loading={store.loading}
        error={store.error}
        empty={store.items.length === 0}
        emptyText="No orders match these filters."
        onRetry={() => void store.load()}
      >
        <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
          <Table.Root size="sm" aria-label="Orders" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Placed</Table.ColumnHeader>
                <Table.ColumnHeader>Items</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
                      aria-label={`Open order ${shortOrderId(order.id)}`}
                    >
                      {shortOrderId(order.id)}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{order.shippingAddress.name || 'Customer'}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {order.customerEmail}
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(order.createdAt)}</Table.Cell>
                  <Table.Cell>{order.lines.reduce((sum, line) => sum + line.quantity, 0)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <StatusBadge status={order.status} />
                      <PaymentBadge status={order.paymentStatus} />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatRupees(order.total)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
      <Pager
        label="Order pages"
        page={store.pageIndex + 1}
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext}
        onPrevious={() => void store.previousPage()}
        onNext={() => void store.nextPage()}
      />
      {store.openOrder ? (
        <OrderDetailDialog store={store} order={store.openOrder} onDelete={() => setDeleting(store.openId)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete order"
        message={messageFor('ORDER.DELETE_CONFIRM')}
        onConfirm={() => (deleting ? store.remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
});
