import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { useCheckoutStore } from './checkoutStores';

/**
 * While an order waits for the network: says that it is not placed yet and will be, with the Cancel that stops
 * trying. The live region is always in the page, so a screen reader announces the message when it appears.
 */
export const WaitingForNetworkNotice = observer(function WaitingForNetworkNotice({
  onCancelled,
}: {
  /** After Cancel, e.g. to take the focus back to the button that places the order. */
  onCancelled: () => void;
}) {
  const checkout = useCheckoutStore();
  const waiting = checkout.waitingForNetwork;
  return (
    <Box>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {waiting ? (
          <Alert.Root status="warning" rounded="md" data-testid="checkout-waiting">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium">{orderMessageFor('ORDER.WAITING_FOR_NETWORK')}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Box>
      {waiting ? (
        <Stack mt="2" align="end">
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            size="sm"
            minH="11"
            onClick={() => {
              checkout.cancelPlacing();
              onCancelled();
            }}
          >
            {orderMessageFor('ORDER.STOP_WAITING')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
});
