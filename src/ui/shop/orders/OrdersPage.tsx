import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPackage } from 'react-icons/lu';
import { failureOf } from '../../shared/stores/LoadState';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useStores } from '../../app/stores/StoresContext';
import { OrderListItem } from './OrderListItem';
import { EmptyStateCard } from '../common/EmptyStateCard';

/** My Orders: the shopper's orders newest first, live (an admin's status change shows without a reload). */
export const OrdersPage = observer(function OrdersPage() {
  useDocumentTitle('My Orders', 'Your Sheesham Home orders, their status and delivery details.');
  const { orders } = useStores();
  const failure = failureOf(orders.state);
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl" color="brand.800">
          My Orders
        </Heading>
        <Text color="gray.600">Track your orders. Status changes show here as they happen.</Text>
      </Stack>
      {failure ? (
        <Box mb="4">
          <RetryAlert message={failure} onRetry={orders.retry} />
        </Box>
      ) : null}
      {orders.state.status === 'loading' ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading your orders">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="40" rounded="lg" />
          ))}
        </Stack>
      ) : orders.orders.length === 0 ? (
        failure ? null : (
          <EmptyStateCard
            icon={<LuPackage />}
            title="No orders yet"
            description="When you place an order, you can follow it here."
            link={{ to: '/products', label: 'Start shopping' }}
          />
        )
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-label="Your orders">
          {orders.orders.map((order) => (
            <li key={order.id}>
              <OrderListItem order={order} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
});
