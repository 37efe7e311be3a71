import { Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../app/stores/StoresContext';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { shopFacts, type ShopFacts } from './shopFacts';

/** /returns: the return policy of docs/behaviour.md#the-shops-promises, over the shop's own return window (30 days unless the owner sets another). */
export const ReturnsPage = observer(function ReturnsPage() {
  const facts = shopFacts(useStores().settings.settings);
  const days = facts.returnDays;
  return (
    <InfoPageLayout
      title="Returns & Refunds"
      description={
        days > 0
          ? `${days}-day returns on Sheesham Home furniture: free pickup and a full refund if it is not right for your home.`
          : 'Returns and refunds at Sheesham Home: a damaged or wrong piece is repaired, replaced or refunded.'
      }
      intro={
        <Text>
          {days > 0
            ? `Furniture is a big decision, and it should feel right in your home. If it does not, you can return it within ${days} days of delivery.`
            : 'We do not take back furniture that arrived as ordered, but a piece that arrives damaged or is not what you ordered we repair, replace or refund.'}
        </Text>
      }
    >
      {days > 0 ? <ReturnPolicy facts={facts} /> : null}
      <InfoSection title="Damaged or wrong item">
        <Text>
          If a piece arrives damaged or is not what you ordered, please tell us within 48 hours of delivery,
          with a few photos. We will repair or replace it, or refund you — whichever you prefer — at no cost
          to you.
        </Text>
      </InfoSection>
      <InfoSection title="What cannot be returned">
        <ul>
          <li>Pieces made to your own size or design.</li>
          <li>Furniture that has been used, altered, or damaged after delivery.</li>
        </ul>
        <Text>
          Natural differences in grain and shade from the photos are part of natural wood and are not defects.
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
});

/** The window, how to ask (the order's 'Request a return', or a call) and how the refund is paid. */
function ReturnPolicy({ facts }: { facts: ShopFacts }) {
  return (
    <>
      <InfoSection title={`The ${facts.returnDays}-day return policy`}>
        <ul>
          <li>Tell us within {facts.returnDays} days of delivery that you would like to return an item.</li>
          <li>
            The piece should be unused and in the condition it arrived, with any parts and hardware that came
            with it.
          </li>
          <li>We collect it from your home; you do not need to pack it.</li>
          <li>Once it reaches our workshop and passes a quick check, we refund the full price you paid.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How to start a return">
        <Text>
          Open the order in{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/orders">My Orders</RouterLink>
          </Link>{' '}
          and choose &lsquo;Request a return&rsquo;: pick the pieces and how many, and tell us why. You get a
          ticket number at once, and we reply within 48 hours to agree a pickup date. You can also call us on{' '}
          <Link href={facts.phoneHref} color="brand.700">
            {facts.phone}
          </Link>{' '}
          or write to{' '}
          <Link href={facts.emailHref} color="brand.700">
            {facts.email}
          </Link>{' '}
          with your order number.
        </Text>
      </InfoSection>
      <InfoSection title="Refunds">
        <Text>
          We refund a UPI payment to the account it came from, and a cash payment by bank transfer or UPI to
          an account you name, within 7 working days of the pickup. If your order qualified for free shipping,
          returning part of it does not change that.
        </Text>
      </InfoSection>
    </>
  );
}
