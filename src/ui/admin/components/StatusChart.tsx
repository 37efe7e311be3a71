import { Box, Heading } from '@chakra-ui/react';
import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import type { OrderStatus } from '../../../domain/Order';
import { STATUS_LABEL } from './orderLabels';

/** Orders of the last 30 days by status, as a bar list (every status shown, 0 included). */
export function StatusChart({ counts }: { counts: { status: OrderStatus; count: number }[] }) {
  const chart = useChart<BarListData>({
    data: counts.map(({ status, count }) => ({ name: STATUS_LABEL[status], value: count })),
    series: [{ name: 'name', color: 'brand.200' }],
  });
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Heading as="h2" size="md" mb="3">
        Orders by status, last 30 days
      </Heading>
      <BarList.Root chart={chart}>
        <BarList.Content>
          <BarList.Bar />
          <BarList.Value />
        </BarList.Content>
      </BarList.Root>
    </Box>
  );
}
