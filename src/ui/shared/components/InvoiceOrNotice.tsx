import { Alert, Button, Container, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '../../../domain/orders/Order';
import { taxCreditNotesOf, taxInvoiceOf } from '../../../domain/tax/TaxInvoice';
import { TaxInvoiceView } from './TaxInvoiceView';

/**
 * An order's tax invoice and the credit notes of its refunded returns, or why it has none yet (not confirmed, or
 * cancelled before it was).
 */
export function InvoiceOrNotice({
  order,
  backTo,
  backLabel,
}: {
  order: Order;
  backTo: string;
  backLabel: string;
}) {
  const { invoice } = order;
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Button asChild variant="ghost" size="sm" alignSelf="start" className="no-print">
          <RouterLink to={backTo}>← {backLabel}</RouterLink>
        </Button>
        {invoice ? (
          <Stack id="gst-documents" gap="6">
            <TaxInvoiceView invoice={taxInvoiceOf(order, invoice)} orderId={order.id} />
            {taxCreditNotesOf(order, invoice).map((creditNote) => (
              <TaxInvoiceView key={creditNote.number} invoice={creditNote} orderId={order.id} />
            ))}
          </Stack>
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
