import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { orderNumber } from '../../shared/format/orderNumber';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { InvoiceOrNotice } from '../../shared/components/InvoiceOrNotice';
import { OrderUnavailable } from './OrderUnavailable';
import { useShopperOrder } from './useShopperOrder';

/** /orders/:id/invoice: the signed-in shopper's tax invoice of one of their orders. */
export const InvoicePage = observer(function InvoicePage() {
  const { id = '' } = useParams();
  const result = useShopperOrder(id);
  useDocumentTitle(`Tax invoice, order ${orderNumber(id)}`);
  if (result.state === 'loading') return <PageSpinner label="Loading your invoice" />;
  if (result.state === 'missing' || result.state === 'failed') return <OrderUnavailable result={result} />;
  return (
    <InvoiceOrNotice
      order={result.order}
      backTo={`/orders/${encodeURIComponent(id)}`}
      backLabel="Back to the order"
    />
  );
});
