import { Alert, Button, Container, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../../../domain/Order';
import { taxInvoiceOf } from '../../../domain/TaxInvoice';
import { TaxInvoiceView } from '../../components/TaxInvoiceView';

/** An order's tax invoice, or why it has none yet (not confirmed, or cancelled before it was). */
export function InvoiceOrNotice({
  order,
  backTo,
  backLabel,
}: {
  order: Order;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Button asChild variant="ghost" size="sm" alignSelf="start" className="no-print">
          <RouterLink to={backTo}>← {backLabel}</RouterLink>
        </Button>
        {order.invoice ? (
          <TaxInvoiceView invoice={taxInvoiceOf(order, order.invoice)} orderId={order.id} />
        ) : (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Title>
              {order.status === 'cancelled'
                ? 'This order was cancelled before it was confirmed, so no invoice was issued.'
                : 'The invoice is issued when the shop confirms your order.'}
            </Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  );
}
