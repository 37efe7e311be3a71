import { Alert } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { GatewayKeyCheck } from '../../../domain/payments/PaymentGateway';
import { gatewayKeyCheckText } from '../../../domain/payments/onlinePaymentMessages';
import { useStores } from '../../app/stores/StoresContext';

const STATUS = { accepted: 'success', refused: 'error', unreachable: 'warning' } as const;

/**
 * What the gateway says of the saved key id with the server's secret, asked again whenever the saved gateway or key
 * changes: a wrong pair is told here, before any shopper meets it.
 */
export const GatewayKeyNote = observer(function GatewayKeyNote() {
  const root = useStores();
  const { paymentGateway, paymentGatewayKeyId } = root.settings.settings;
  const [check, setCheck] = useState<GatewayKeyCheck | null>(null);
  useEffect(() => {
    let current = true;
    setCheck(null);
    void root.ports.onlinePayments.checkGateway().then((answer) => {
      if (current) setCheck(answer);
    });
    return () => {
      current = false;
    };
  }, [root, paymentGateway, paymentGatewayKeyId]);
  const text = check ? gatewayKeyCheckText(check) : null;
  if (!check || check.state === 'none' || !text) return null;
  return (
    <Alert.Root status={STATUS[check.state]} rounded="md" data-testid="gateway-key-check">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
});
