import { Link, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeliveryZone } from '../../../domain/checkout/DeliveryZones';
import { formatRupees } from '../../../domain/text/Money';
import { upiOffered } from '../../../domain/orders/UpiPayment';
import { deliveryStoreOf } from '../checkout/DeliveryStore';
import { useStores } from '../../app/stores/StoresContext';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { shopFacts } from './shopFacts';

const workingDays = ({ minDays, maxDays }: DeliveryZone): string =>
  minDays === maxDays
    ? `${maxDays} working ${maxDays === 1 ? 'day' : 'days'}`
    : `${minDays}–${maxDays} working days`;

/** The delivery zones as the shop keeps them (Admin → Delivery), so the page promises what checkout does. */
const DeliveryTimes = observer(function DeliveryTimes() {
  const delivery = deliveryStoreOf(useStores());
  useEffect(() => void delivery.load(), [delivery]);
  if (delivery.state.status !== 'loaded') {
    return delivery.state.status === 'failed' ? (
      <Text color="red.700">We could not load the delivery times just now. Please reload the page.</Text>
    ) : (
      <Text color="gray.600">Loading delivery times…</Text>
    );
  }
  return (
    <Table.Root size="sm" variant="outline" bg="white" rounded="md">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Where</Table.ColumnHeader>
          <Table.ColumnHeader>Delivered in</Table.ColumnHeader>
          <Table.ColumnHeader>Cash on delivery</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {delivery.zones.map((zone) => (
          <Table.Row key={zone.id}>
            <Table.Cell>{zone.name}</Table.Cell>
            <Table.Cell>{workingDays(zone)}</Table.Cell>
            <Table.Cell>
              {zone.codAllowed ? `Up to ${formatRupees(zone.codLimit)}` : 'Not available'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
});

/** /shipping: the charges come from the one free-shipping setting (docs/architecture.md#data-model), so every page says the same. */
export const ShippingPage = observer(function ShippingPage() {
  const { settings } = useStores().settings;
  const facts = shopFacts(settings);
  const upi = upiOffered(settings);
  return (
    <InfoPageLayout
      title="Shipping Policy"
      description={`Free shipping on orders above ${facts.freeShippingAbove}. Delivery times and cash on delivery by region.`}
      intro={
        <Text>
          We deliver to the pincodes of the regions below. Shipping is free on orders of{' '}
          {facts.freeShippingAbove} or more; smaller orders pay a flat {facts.shippingFee}.
        </Text>
      }
    >
      <InfoSection title="Shipping charges">
        <Table.Root size="sm" variant="outline" bg="white" rounded="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order value (incl. GST)</Table.ColumnHeader>
              <Table.ColumnHeader>Shipping</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>{facts.freeShippingAbove} or more</Table.Cell>
              <Table.Cell fontWeight="semibold">Free</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>Below {facts.freeShippingAbove}</Table.Cell>
              <Table.Cell fontWeight="semibold">{facts.shippingFee} per order</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <Text>
          Your cart shows the shipping charge and how much more would make it free before you check out.
        </Text>
      </InfoSection>
      <InfoSection title="Delivery times">
        <Text>
          Every piece is checked and packed at our workshop after you order. From order to door (working days;
          Sundays do not count):
        </Text>
        <DeliveryTimes />
        <Text>
          Enter your pincode under &lsquo;Check delivery&rsquo; on a product page or in your cart to see the
          date we promise for it. We call you a day before delivery to agree a convenient time.
        </Text>
      </InfoSection>
      <InfoSection title="Payment">
        <Text>
          We take cash on delivery where your region does, up to its limit above
          {upi ? ', and UPI: you pay from your own UPI app after placing the order' : ''}. All prices include
          GST, and you receive a GST invoice with your delivery.
        </Text>
      </InfoSection>
      <InfoSection title="Tracking your order">
        <Text>
          Follow your order under{' '}
          <Link asChild color="brand.700">
            <RouterLink to="/orders">My Orders</RouterLink>
          </Link>
          : it moves from <strong>pending</strong> to <strong>confirmed</strong>, <strong>shipped</strong> and{' '}
          <strong>delivered</strong>, and the page updates by itself when the status changes.
        </Text>
      </InfoSection>
      <InfoSection title="On delivery day">
        <ul>
          <li>Our team carries the furniture to the room you choose and unpacks it.</li>
          <li>Beds, wardrobes and large tables are assembled on the spot at no extra cost.</li>
          <li>
            Please check the piece before signing. If anything is damaged, note it on the delivery slip and
            tell us within 48 hours, with photos.
          </li>
          <li>
            Measure doors, lifts and staircases beforehand — our{' '}
            <Link asChild color="brand.700">
              <RouterLink to="/size-guide">size guide</RouterLink>
            </Link>{' '}
            lists typical dimensions.
          </li>
        </ul>
      </InfoSection>
    </InfoPageLayout>
  );
});
