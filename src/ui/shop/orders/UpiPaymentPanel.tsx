import { Alert, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import type { FormEvent } from 'react';
import {
  payWithin,
  payWithUpi,
  reportProblemOf,
  UPI_REPORTED,
} from '../../../domain/checkout/deliveryMessages';
import type { Order } from '../../../domain/orders/Order';
import {
  awaitingUpiPayment,
  awaitingVerification,
  paymentDeadline,
  upiOffered,
  upiPaymentLink,
} from '../../../domain/orders/UpiPayment';
import { FormTextField } from '../common/FormTextField';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { SectionCard } from '../common/SectionCard';
import { useStores } from '../../app/stores/StoresContext';
import { createUpiPaymentStore } from './UpiPaymentStore';
import { useScreenStore } from '../../app/stores/useScreenStore';

/**
 * How a UPI order is paid: a QR code of the UPI payment link to scan, a button that opens the same link in a UPI app
 * on a phone, and the UTR the shopper reports afterwards. Once reported: the thanks, until the shop has checked it.
 */
export const UpiPaymentPanel = observer(function UpiPaymentPanel({ order }: { order: Order }) {
  const { settings } = useStores();
  const store = useScreenStore(createUpiPaymentStore);
  if (awaitingVerification(order)) {
    return (
      <Alert.Root status="info" rounded="lg" mb="6" data-testid="upi-reported">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{UPI_REPORTED}</Alert.Title>
          <Alert.Description>UPI transaction ID (UTR) {order.utr}</Alert.Description>
        </Stack>
      </Alert.Root>
    );
  }
  if (!awaitingUpiPayment(order) || !upiOffered(settings.settings)) return null;
  const hours = settings.settings.paymentWindowHours;
  if (store.lapsed(order, hours)) {
    return (
      <Alert.Root status="warning" rounded="lg" mb="6" data-testid="upi-lapsed">
        <Alert.Indicator />
        <Alert.Title>{reportProblemOf({ code: 'PAYMENT.WINDOW_CLOSED', hours })}</Alert.Title>
      </Alert.Root>
    );
  }
  const link = upiPaymentLink(settings.settings, order);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void store.report(order);
  };
  return (
    <Box mb="6">
      <SectionCard id="upi-title" title={payWithUpi(order.total)}>
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
          <Box bg="white" p="2" borderWidth="1px" borderColor="gray.200" rounded="md" alignSelf="center">
            <QRCodeSVG
              value={link}
              size={176}
              level="M"
              role="img"
              aria-label={`UPI QR code to pay ${settings.settings.upiPayeeName}`}
            />
          </Box>
          <Stack gap="3" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="semibold" data-testid="upi-deadline">
              {payWithin(hours)}: by {formatDateTime(paymentDeadline(order, hours))}.
            </Text>
            <Text fontSize="sm" color="gray.700">
              Scan the code with any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank's), or on this
              phone tap the button. The payment goes to {settings.settings.upiPayeeName} (
              {settings.settings.upiId}).
            </Text>
            <Button asChild colorPalette="brand" alignSelf="start">
              <a href={link}>Pay with a UPI app</a>
            </Button>
            <chakra.form onSubmit={submit} noValidate aria-label="Report your UPI payment">
              <Stack gap="3">
                <FormTextField
                  name="utr"
                  label="UPI transaction ID (UTR)"
                  value={store.utr}
                  onChange={store.setUtr}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={14}
                  helper="12 digits, shown in your UPI app after paying."
                  error={store.error ?? undefined}
                />
                <Button
                  type="submit"
                  variant="outline"
                  colorPalette="brand"
                  alignSelf="start"
                  loading={store.sending}
                >
                  I have paid
                </Button>
              </Stack>
            </chakra.form>
          </Stack>
        </Flex>
      </SectionCard>
    </Box>
  );
});
