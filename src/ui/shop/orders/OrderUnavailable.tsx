import type { ReactNode } from 'react';
import { Alert, Container } from '@chakra-ui/react';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { RetryAlert } from '../../shared/components/RetryAlert';
import type { ShopperOrder } from './useShopperOrder';

/** Why a shopper's order page shows no order: it is not theirs (or not there), or it could not be read. */
export function OrderUnavailable({
  result,
  children,
}: {
  result: Extract<ShopperOrder, { state: 'missing' | 'failed' }>;
  children?: ReactNode;
}) {
  return (
    <Container maxW="3xl" py="16">
      {result.state === 'failed' ? (
        <RetryAlert message={orderMessageFor('ORDER.LOAD_FAILED')} onRetry={result.retry} />
      ) : (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{orderMessageFor('ORDER.NOT_FOUND')}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </Container>
  );
}
