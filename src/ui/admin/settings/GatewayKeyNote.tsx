import { Alert } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { gatewayKeyCheckText } from '../../../domain/payments/onlinePaymentMessages';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createGatewayKeyStore } from './GatewayKeyStore';

const STATUS = { accepted: 'success', refused: 'error', unreachable: 'warning' } as const;

/**
 * What the gateway says of the saved key id with the server's secret, asked again whenever the saved gateway or key
 * changes: a wrong pair is told here, before any shopper meets it.
 */
export const GatewayKeyNote = observer(function GatewayKeyNote() {
  const { settings } = useStores();
  const store = useScreenStore(createGatewayKeyStore);
  const { paymentGateway, paymentGatewayKeyId } = settings.settings;
  useEffect(() => {
    void store.load();
  }, [store, paymentGateway, paymentGatewayKeyId]);
  const { check } = store;
  const text = check ? gatewayKeyCheckText(check) : null;
  if (!check || check.state === 'none' || !text) return null;
  return (
    <Alert.Root status={STATUS[check.state]} rounded="md" data-testid="gateway-key-check">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
});
