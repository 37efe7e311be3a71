import { ColorSwatch, HStack, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyPoint } from '../../../domain/staff/AdminDashboard';
import { formatRupees } from '../../../domain/text/Money';
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

const REVENUE_SERIES = [
  { name: 'paid', color: 'brand.500', label: 'Paid revenue' },
  { name: 'value', color: 'brass.400', label: "Orders' value" },
] as const;

/**
 * The revenue tooltip, every value in rupees (₹0, ₹1,24,999). Chart.Tooltip drops a value of 0 (`value && …`
 * renders the bare 0, hence 'Revenue 0'), so this one is ours.
 */
function RupeeTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string>) {
  if (!active || !payload?.length) return null;
  return (
    <Stack gap="1" minW="8rem" rounded="l2" bg="bg.panel" px="2.5" py="1" textStyle="xs" shadow="md">
      <Text fontWeight="medium">{dayLabel(String(label))}</Text>
      {payload.map((item) => (
        <HStack key={String(item.dataKey)} justify="space-between" gap="3">
          <HStack gap="1.5">
            <ColorSwatch value={String(item.color ?? 'currentColor')} boxSize="2" rounded="full" />
            <Span color="fg.muted">
              {REVENUE_SERIES.find((series) => series.name === item.dataKey)?.label ?? item.name}
            </Span>
          </HStack>
          <Text fontFamily="mono" fontWeight="medium" fontVariantNumeric="tabular-nums">
            {formatRupees(Number(item.value ?? 0))}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Daily paid revenue beside the orders' value, and orders, over the last 30 days (@chakra-ui/charts over recharts). */
export function DailyCharts({ points }: { points: DailyPoint[] }) {
  const revenue = useChart({
    data: points,
    series: [...REVENUE_SERIES],
  });
  const orders = useChart({
    data: points,
    series: [{ name: 'orders', color: 'brass.500', label: 'Orders' }],
  });
  const totalPaid = points.reduce((sum, point) => sum + point.paid, 0);
  const totalValue = points.reduce((sum, point) => sum + point.value, 0);
  const totalOrders = points.reduce((sum, point) => sum + point.orders, 0);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <DashboardPanel title="Daily revenue, last 30 days">
        <Chart.Root
          maxH="64"
          chart={revenue}
          role="img"
          aria-label={`Daily revenue chart: ${formatRupees(totalPaid)} paid of ${formatRupees(totalValue)} ordered over 30 days`}
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
            <Legend verticalAlign="top" align="right" content={<Chart.Legend />} />
            <Tooltip
              cursor={false}
              animationDuration={100}
              content={(props) => (
                <RupeeTooltip {...(props as TooltipContentProps<TooltipValueType, string>)} />
              )}
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
