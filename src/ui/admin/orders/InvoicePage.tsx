import { useEffect } from 'react';
import { Alert, Container } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { orderNumber } from '../../shared/format/orderNumber';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { InvoiceOrNotice } from '../../shared/components/InvoiceOrNotice';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createAdminOrderStore } from './AdminOrderStore';

/** /admin/orders/:id/invoice: any order's tax invoice, for the shop's records and for printing. */
export function InvoicePage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Tax invoice, order ${orderNumber(id)}`);
  return <OrderInvoice key={id} id={id} />;
}

const OrderInvoice = observer(function OrderInvoice({ id }: { id: string }) {
  const store = useScreenStore(createAdminOrderStore, id);
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.state === 'loading') return <PageSpinner label="Loading the invoice" />;
  if (store.state !== 'found' || !store.order) {
    return (
      <Container maxW="3xl" py="16">
        <Alert.Root status={store.state === 'failed' ? 'error' : 'warning'} rounded="md">
          <Alert.Indicator />
          <Alert.Title>
            {adminMessageFor(store.state === 'failed' ? 'ORDERS.LOAD_FAILED' : 'ORDER.NOT_FOUND')}
          </Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <InvoiceOrNotice order={store.order} backTo="/admin/orders" backLabel="Back to orders" />;
});
