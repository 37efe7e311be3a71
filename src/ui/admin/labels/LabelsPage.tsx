import { Global } from '@emotion/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { printAlone } from '../../shared/components/printAlone';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { orderNumber } from '../../shared/format/orderNumber';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { PageHeader } from '../common/PageHeader';
import { createLabelsStore, type LabelsFor } from './LabelsStore';
import { PackingSlip } from './PackingSlip';
import { ShippingLabel } from './ShippingLabel';

/** Each label on an A6 page of its own, each slip on an A4 one (CSS named pages), nothing else of the screen. */
const PRINT_STYLES = {
  ...printAlone('labels', 'A4', {
    '.shipping-label': { page: 'label', breakAfter: 'page', border: 'none !important' },
    '.packing-slip': { page: 'slip', breakAfter: 'page', border: 'none !important', padding: '0 !important' },
  }),
  // A6, by its measure: not every browser knows the keyword.
  '@page label': { size: '105mm 148mm', margin: '0' },
  '@page slip': { size: 'A4', margin: '12mm' },
};

/**
 * /admin/labels?order=ID, or ?date=YYYY-MM-DD for the day sheet's orders: each order's A6 shipping label and A4
 * packing slip, printed together.
 */
export const LabelsPage = observer(function LabelsPage() {
  const [params] = useSearchParams();
  const order = params.get('order');
  const date = params.get('date') ?? '';
  const what: LabelsFor = order ? { order } : { date };
  const title = order
    ? `Label and slip, order ${orderNumber(order)}`
    : `Labels and slips, ${formatDeliveryDate(date)}`;
  useDocumentTitle(title);
  const store = useScreenStore(createLabelsStore);
  const { settings } = useStores();
  useEffect(() => {
    void store.load(order ? { order } : { date });
  }, [store, order, date]);
  return (
    <>
      <Global styles={PRINT_STYLES} />
      <PageHeader
        title={title}
        description="Each label prints on an A6 page and each packing slip on an A4 page."
      />
      {store.state.status === 'failed' ? (
        <RetryAlert message={store.state.reason} onRetry={() => void store.load(what)} />
      ) : store.state.status !== 'loaded' ? (
        <Text color="gray.600">Loading…</Text>
      ) : store.orders.length === 0 ? (
        <Text color="gray.600">{order ? 'No such order.' : 'No deliveries booked for this day.'}</Text>
      ) : (
        <Stack gap="6">
          <HStack>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <LuPrinter aria-hidden /> Print{' '}
              {store.orders.length === 1 ? 'label and slip' : 'labels and slips'}
            </Button>
          </HStack>
          <Stack id="labels" gap="6">
            {store.orders.map((shown) => (
              <Stack key={shown.id} gap="6">
                <ShippingLabel order={shown} settings={settings.settings} />
                <PackingSlip order={shown} shopName={settings.settings.sellerLegalName || 'Sheesham Home'} />
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </>
  );
});
