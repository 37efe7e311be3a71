import { observer } from 'mobx-react-lite';
import { Alert, Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { orderMessageFor } from '../../domain/orderMessages';
import { PageSpinner } from '../components/PageSpinner';
import { orderNumber } from '../components/orderNumber';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { InvoiceOrNotice } from './invoice/InvoiceOrNotice';
import { useShopperOrder } from './orders/useShopperOrder';

/** /orders/:id/invoice: the signed-in shopper's tax invoice of one of their orders. */
export const InvoicePage = observer(function InvoicePage() {
  const { id = '' } = useParams();
  const result = useShopperOrder(id);
  useDocumentTitle(`Tax invoice, order ${orderNumber(id)}`);
  if (result.state === 'loading') return <PageSpinner label="Loading your invoice" />;
  if (result.state === 'missing') {
    return (
      <Container maxW="3xl" py="16">
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{orderMessageFor('ORDER.NOT_FOUND')}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return (
    <InvoiceOrNotice
      order={result.order}
      backTo={`/orders/${encodeURIComponent(id)}`}
      backLabel="Back to the order"
    />
  );
});
