import { SimpleGrid } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyPoint } from '../../../domain/AdminDashboard';
import { formatRupees } from '../../../domain/Money';
import { DashboardPanel } from './DashboardPanel';

const dayLabel = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const compactRupees = (value: number): string =>
  value >= 100000
    ? `₹${(value / 100000).toFixed(1)}L`
    : value >= 1000
      ? `₹${Math.round(value / 1000)}k`
      : `₹${value}`;

/** Daily revenue and orders over the last 30 days (@chakra-ui/charts over recharts). */
export function DailyCharts({ points }: { points: DailyPoint[] }) {
  const revenue = useChart({
    data: points,
    series: [{ name: 'revenue', color: 'brand.500', label: 'Revenue' }],
  });
  const orders = useChart({
    data: points,
    series: [{ name: 'orders', color: 'brass.500', label: 'Orders' }],
  });
  const totalRevenue = points.reduce((sum, point) => sum + point.revenue, 0);
  const totalOrders = points.reduce((sum, point) => sum + point.orders, 0);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <DashboardPanel title="Daily revenue, last 30 days">
        <Chart.Root
          maxH="64"
          chart={revenue}
          role="img"
          aria-label={`Daily revenue chart: ${formatRupees(totalRevenue)} over 30 days`}
        >
          <AreaChart responsive data={revenue.data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid stroke={revenue.color('border.muted')} vertical={false} />
            <XAxis
              dataKey={revenue.key('date')}
              tickFormatter={dayLabel}
              tickLine={false}
              axisLine={false}
              minTickGap={24}
            />
            <YAxis tickFormatter={compactRupees} tickLine={false} axisLine={false} width={56} />
            <Tooltip
              cursor={false}
              animationDuration={100}
              content={<Chart.Tooltip formatter={(value: number) => formatRupees(value)} />}
              labelFormatter={(label) => dayLabel(String(label))}
            />
            {revenue.series.map((item) => (
              <Area
                key={item.name}
                isAnimationActive={false}
                dataKey={revenue.key(item.name)}
                fill={revenue.color(item.color)}
                fillOpacity={0.2}
                stroke={revenue.color(item.color)}
                strokeWidth={2}
              />
            ))}
          </AreaChart>
        </Chart.Root>
      </DashboardPanel>
      <DashboardPanel title="Daily orders, last 30 days">
        <Chart.Root
          maxH="64"
          chart={orders}
          role="img"
          aria-label={`Daily orders chart: ${totalOrders} orders over 30 days`}
        >
          <BarChart responsive data={orders.data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid stroke={orders.color('border.muted')} vertical={false} />
            <XAxis
              dataKey={orders.key('date')}
              tickFormatter={dayLabel}
              tickLine={false}
              axisLine={false}
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
            <Tooltip
              cursor={{ fill: orders.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip />}
              labelFormatter={(label) => dayLabel(String(label))}
            />
            {orders.series.map((item) => (
              <Bar
                key={item.name}
                isAnimationActive={false}
                dataKey={orders.key(item.name)}
                fill={orders.color(item.color)}
                radius={[3, 3, 0, 0]}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </DashboardPanel>
    </SimpleGrid>
  );
}
