import { useEffect } from 'react';
import { HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  LuClock,
  LuMessageSquareWarning,
  LuIndianRupee,
  LuMessageSquare,
  LuPackageX,
  LuShoppingBag,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import { mayWorkOn } from '../../../domain/staff/StaffRole';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { DailyCharts } from './DailyCharts';
import { AdminTable } from '../common/AdminTable';
import { DashboardPanel } from './DashboardPanel';
import { LoadStateView } from '../common/LoadStateView';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { OrderBadges } from '../../shared/components/OrderBadges';
import { orderNumber } from '../../shared/format/orderNumber';
import { PageHeader } from '../common/PageHeader';
import { RefreshButton } from '../common/RefreshButton';
import { StatCard } from './StatCard';
import { StatusChart } from './StatusChart';
import { useStaffRole } from '../common/useStaffRole';
import { createDashboardStore, LOW_STOCK_LIMIT } from './DashboardStore';

/**
 * /admin and /admin/dashboard: headline figures, 30-day charts, recent orders, low stock, reviews waiting and complaints
 * overdue.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { settings } = useStores();
  const role = useStaffRole();
  const store = useScreenStore(createDashboardStore);
  const threshold = settings.settings.lowStockThreshold;
  useEffect(() => {
    void store.load(threshold);
  }, [store, threshold]);
  const { totals } = store;

  return (
    <>
      <PageHeader title="Dashboard" description="The last 30 days at a glance (India time).">
        <RefreshButton
          onClick={() => void store.load(threshold)}
          loading={store.state.status === 'loading'}
        />
      </PageHeader>
      <LoadStateView
        state={store.state}
        empty={store.now === ''}
        emptyText=""
        onRetry={() => void store.load(threshold)}
      >
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              label="Paid revenue"
              value={formatRupees(totals.paidRevenue)}
              hint="Last 30 days, payments received"
              icon={LuIndianRupee}
            />
            <StatCard
              label="Orders' value"
              value={formatRupees(totals.orderValue)}
              hint="Last 30 days, paid or not, without cancelled or refunded"
              icon={LuIndianRupee}
            />
            <StatCard label="Orders" value={String(totals.orders)} hint="Last 30 days" icon={LuShoppingBag} />
            <StatCard
              label="Pending orders"
              value={store.pendingMore ? `${store.pendingCount}+` : String(store.pendingCount)}
              hint="Waiting for confirmation"
              icon={LuClock}
            />
            <StatCard
              label="Customers"
              value={String(totals.customers)}
              hint="Ordered in the last 30 days"
              icon={LuUsers}
            />
            <StatCard
              label="Low-stock products"
              value={
                store.lowStock.length >= LOW_STOCK_LIMIT
                  ? `${LOW_STOCK_LIMIT}+`
                  : String(store.lowStock.length)
              }
              hint={`At or below ${threshold} in stock`}
              icon={LuPackageX}
            />
            <StatCard
              label="Reviews waiting"
              value={String(store.reviewsWaiting)}
              hint="For approval before they show"
              icon={LuMessageSquare}
              to={mayWorkOn(role, 'reviews') ? '/admin/reviews' : undefined}
            />
            <StatCard
              label="Complaints overdue"
              value={String(store.complaints.overdue)}
              hint={`Of ${store.complaints.waiting} waiting: acknowledge in 48 hours, resolve in a month`}
              icon={LuMessageSquareWarning}
              to={mayWorkOn(role, 'complaints') ? '/admin/complaints' : undefined}
            />
          </SimpleGrid>
          <DailyCharts points={store.series} />
          <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
            <StatusChart counts={store.byStatus} />
            <DashboardPanel
              title="Recent orders"
              gridColumn={{ xl: 'span 2' }}
              action={
                <Link asChild fontSize="sm" color="brand.700">
                  <RouterLink to="/admin/orders">View all orders</RouterLink>
                </Link>
              }
            >
              {store.recent.length === 0 ? (
                <Text color="gray.600">No orders yet.</Text>
              ) : (
                <AdminTable
                  framed={false}
                  columns={['Order', 'Customer', 'Placed', 'Status', { header: 'Total', end: true }]}
                >
                  {store.recent.map((order) => (
                    <Table.Row key={order.id}>
                      <Table.Cell fontFamily="mono">{orderNumber(order.id)}</Table.Cell>
                      <Table.Cell>{order.shippingAddress.name || 'Customer'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(order.createdAt)}</Table.Cell>
                      <Table.Cell>
                        <OrderBadges order={order} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatRupees(order.total)}</Table.Cell>
                    </Table.Row>
                  ))}
                </AdminTable>
              )}
            </DashboardPanel>
          </SimpleGrid>
          <DashboardPanel title="Low-stock products">
            {store.lowStock.length === 0 ? (
              <Text color="gray.600">Every product has more than {threshold} in stock.</Text>
            ) : (
              <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
                {store.lowStock.map((product) => (
                  <HStack as="li" key={product.id} justify="space-between" gap="3">
                    {mayWorkOn(role, 'catalogue') ? (
                      <Link asChild color="brand.700">
                        <RouterLink to={`/admin/products/edit/${encodeURIComponent(product.id)}`}>
                          {product.name}
                        </RouterLink>
                      </Link>
                    ) : (
                      <Text>{product.name}</Text>
                    )}
                    <Text
                      fontWeight="semibold"
                      color={product.stock <= 0 ? 'red.700' : 'orange.700'}
                      whiteSpace="nowrap"
                    >
                      {product.stock <= 0 ? 'Out of stock' : `${product.stock} left`}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </DashboardPanel>
        </Stack>
      </LoadStateView>
    </>
  );
});
