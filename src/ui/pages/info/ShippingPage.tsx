import { Link, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { shopFacts } from './shopFacts';

const DELIVERY_TIMES = [
  {
    area: 'Metro cities (Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune)',
    days: '7–10 working days',
  },
  { area: 'Other cities and towns', days: '10–15 working days' },
  { area: 'North-east, Jammu & Kashmir, Ladakh, islands', days: '15–21 working days' },
];

/** /shipping: the charges come from the one free-shipping setting (DESIGN.md §3), so every page says the same. */
export const ShippingPage = observer(function ShippingPage() {
  const facts = shopFacts(useStores().settings.settings);
  return (
    <InfoPageLayout
      title="Shipping Policy"
      description={`Free shipping on orders above ${facts.freeShippingAbove}. Delivery across India with cash on delivery.`}
      intro={
        <Text>
          We deliver across India. Shipping is free on orders of {facts.freeShippingAbove} or more; smaller
          orders pay a flat {facts.shippingFee}.
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
          Every piece is checked and packed at our workshop after you order. Typical times from order to door:
        </Text>
        <Table.Root size="sm" variant="outline" bg="white" rounded="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Where</Table.ColumnHeader>
              <Table.ColumnHeader>Usually delivered in</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {DELIVERY_TIMES.map((row) => (
              <Table.Row key={row.area}>
                <Table.Cell>{row.area}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.days}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text>We call you a day before delivery to agree a convenient time.</Text>
      </InfoSection>
      <InfoSection title="Payment">
        <Text>
          We accept cash on delivery: you pay when your furniture arrives. All prices include GST, and you
          receive a GST invoice with your delivery.
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
