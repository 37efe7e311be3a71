import { Text } from '@chakra-ui/react';
import { formatRupees } from '../../../domain/text/Money';
import { observer } from 'mobx-react-lite';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { upiOffered } from '../../../domain/orders/UpiPayment';
import { useStores } from '../../app/stores/StoresContext';
import { InfoLink } from './InfoLink';
import { InfoSection } from './InfoPageLayout';

/**
 * The Terms of Sale on delivery (by pincode, through the shop's delivery zones), payment (cash on delivery, and UPI
 * only while the settings name a UPI ID) and cancellation.
 */
export const TermsDeliveryAndPayment = observer(function TermsDeliveryAndPayment() {
  const { settings } = useStores().settings;
  const upi = upiOffered(settings);
  return (
    <>
      <InfoSection title="Delivery">
        <Text>
          We deliver to the pincodes our delivery zones cover, and how fast depends on the pincode. Enter
          yours under &lsquo;Check delivery&rsquo; on a product page or in the cart: it says whether we
          deliver there, the date we promise, and whether cash on delivery is taken there and up to what
          amount. Delivery times count working days; Sundays do not count. Checkout takes no order to a
          pincode we do not serve.
        </Text>
        <Text>
          Please check each piece when it arrives. If anything is damaged or is not what you ordered, tell us
          within 48 hours of delivery, with photos.
        </Text>
      </InfoSection>
      <InfoSection title="Payment">
        <ul>
          <li>
            <strong>Cash on delivery</strong>, where your pincode&apos;s zone takes it and up to its limit:
            you pay when your furniture arrives.
            {settings.codConfirmAbove > 0
              ? ` An order above ${formatRupees(settings.codConfirmAbove)} waits for you to confirm it on its page, under My Orders, within ${settings.codConfirmWithinHours} hours; one not confirmed by then is cancelled and its items go back on sale.`
              : ''}
          </li>
          {upi ? (
            <li>
              <strong>UPI</strong>: after placing the order you pay from your own UPI app to our UPI ID{' '}
              {settings.upiId} ({settings.upiPayeeName}), by QR code or payment link, and enter the UTR your
              app shows. We mark the order paid once we find the payment on our bank statement; until then it
              reads &lsquo;Verifying payment&rsquo;. An order whose UTR has not reached us{' '}
              {settings.paymentWindowHours} hours after it was placed is cancelled and its items go back on
              sale; an order whose payment we could not find may be cancelled after the same time.
            </li>
          ) : null}
        </ul>
        <Text>
          {upi
            ? 'We never ask for your UPI PIN, and we take no card payments.'
            : 'We take cash on delivery only, and no card payments.'}
        </Text>
      </InfoSection>
      <InfoSection title="Cancelling an order">
        <Text>
          You can cancel an order yourself under <InfoLink to="/orders">My Orders</InfoLink> until it is
          shipped; the pieces go back on sale at once.
          {upi ? ` ${orderMessageFor('ORDER.UPI_REFUND')}` : ''} Once an order has shipped, our Return Policy
          applies instead.
        </Text>
      </InfoSection>
    </>
  );
});
