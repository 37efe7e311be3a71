import { Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatPaise } from '../../../domain/text/formatPaise';
import { DEMO_PAYMENT_TITLE } from '../../../domain/payments/onlinePaymentMessages';
import { DialogFrame } from '../../shared/components/DialogFrame';
import type { DemoGatewayStore } from './DemoGatewayStore';

/**
 * The demo backend's payment page, standing where Razorpay's checkout opens on a real shop: a successful payment, a
 * failed one, or leaving it, each driving the same steps as the real gateway's.
 */
export const DemoGatewayDialog = observer(function DemoGatewayDialog({ store }: { store: DemoGatewayStore }) {
  useEffect(() => store.watch(), [store]);
  const checkout = store.checkout;
  return (
    <DialogFrame
      open={checkout !== null}
      onOpenChange={({ open }) => {
        if (!open) store.choose('cancel');
      }}
      placement="center"
      title={DEMO_PAYMENT_TITLE}
      subtitle={
        checkout
          ? [
              checkout.description,
              formatPaise(checkout.amountPaise),
              ...(checkout.emi ? [`No-cost EMI, ${checkout.emi.months} months, ${checkout.emi.lender}`] : []),
            ].join(' · ')
          : undefined
      }
      closeLabel="Leave the payment page"
      bodyGap="3"
      footerProps={{ flexWrap: 'wrap', gap: '2' }}
      footer={
        <>
          <Button variant="outline" onClick={() => store.choose('fail')}>
            Fail the payment
          </Button>
          <Button colorPalette="brand" onClick={() => store.choose('succeed')}>
            Pay successfully
          </Button>
        </>
      }
    >
      <Text>
        This is the demo shop: no card, bank or UPI app is asked for, and no money moves. A real shop opens
        its payment gateway's page here.
      </Text>
    </DialogFrame>
  );
});
