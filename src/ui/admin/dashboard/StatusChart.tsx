import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import type { OrderStatus } from '../../../domain/orders/Order';
import { DashboardPanel } from './DashboardPanel';
import { ORDER_STATUS_LABELS } from '../../shared/components/OrderBadges';

/** Orders of the last 30 days by status, as a bar list (every status shown, 0 included). */
export function StatusChart({ counts }: { counts: { status: OrderStatus; count: number }[] }) {
  const chart = useChart<BarListData>({
    data: counts.map(({ status, count }) => ({ name: ORDER_STATUS_LABELS[status], value: count })),
    series: [{ name: 'name', color: 'brand.200' }],
  });
  return (
    <DashboardPanel title="Orders by status, last 30 days">
      <BarList.Root chart={chart}>
        <BarList.Content>
          <BarList.Bar />
          <BarList.Value />
        </BarList.Content>
      </BarList.Root>
    </DashboardPanel>
  );
}
