import { Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from '../../../domain/orders/Order';
import { PAY_ONLINE, PAY_ONLINE_NOTE } from '../../../domain/payments/onlinePaymentMessages';
import { useCheckoutStore } from './checkoutStores';

/**
 * 'Cash on Delivery', 'UPI' or paying online. Cash on delivery is disabled, with the reason under it, where the pincode's zone takes
 * none or the total is above its limit; UPI is offered once the shop has set its UPI ID, paying online once it has a payment gateway.
 */
export const PaymentChoice = observer(function PaymentChoice({ labelledBy }: { labelledBy: string }) {
  const checkout = useCheckoutStore();
  const codProblem = checkout.codProblem;
  return (
    <RadioGroup.Root
      value={checkout.payment}
      onValueChange={({ value }) => checkout.choosePayment(value as PaymentMethod)}
      colorPalette="brand"
      aria-labelledby={labelledBy}
    >
      <Stack gap="4">
        <RadioGroup.Item value="cod" alignItems="start" disabled={codProblem !== null}>
          <RadioGroup.ItemHiddenInput aria-describedby="cod-note" />
          <RadioGroup.ItemIndicator />
          <Box>
            <RadioGroup.ItemText fontWeight="semibold">Cash on Delivery</RadioGroup.ItemText>
            <Text id="cod-note" fontSize="sm" color={codProblem ? 'red.700' : 'gray.600'}>
              {codProblem ?? 'Pay when your furniture is delivered. No advance payment needed.'}
            </Text>
          </Box>
        </RadioGroup.Item>
        {checkout.upiAvailable ? (
          <RadioGroup.Item value="upi" alignItems="start">
            <RadioGroup.ItemHiddenInput aria-describedby="upi-note" />
            <RadioGroup.ItemIndicator />
            <Box>
              <RadioGroup.ItemText fontWeight="semibold">UPI</RadioGroup.ItemText>
              <Text id="upi-note" fontSize="sm" color="gray.600">
                After placing the order, pay from any UPI app by scanning a QR code or tapping a button, then
                enter the transaction ID (UTR). We confirm your payment against our bank statement.
              </Text>
            </Box>
          </RadioGroup.Item>
        ) : null}
        {checkout.onlineAvailable ? (
          <RadioGroup.Item value="online" alignItems="start">
            <RadioGroup.ItemHiddenInput aria-describedby="online-note" />
            <RadioGroup.ItemIndicator />
            <Box>
              <RadioGroup.ItemText fontWeight="semibold">{PAY_ONLINE}</RadioGroup.ItemText>
              <Text id="online-note" fontSize="sm" color="gray.600">
                {PAY_ONLINE_NOTE}
              </Text>
            </Box>
          </RadioGroup.Item>
        ) : null}
      </Stack>
    </RadioGroup.Root>
  );
});
