import { Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../domain/checkout/CheckoutPricing';
import { formatRupees } from '../../../domain/text/Money';
import { SECONDS_BETWEEN_ORDERS } from '../../../domain/orders/OrderLimits';
import { useStores } from '../../app/stores/StoresContext';
import { GrievanceOfficerDetails } from './GrievanceOfficerDetails';
import { InfoLink } from './InfoLink';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { shopFacts, WARRANTY_YEARS } from './shopFacts';
import { TermsDeliveryAndPayment } from './TermsDeliveryAndPayment';

/**
 * /terms: the Terms of Sale shoppers agree to at checkout. Every figure (seller, shipping, limits, return window,
 * payment) is the shop's settings as they stand, so the terms never contradict the checkout.
 */
export const TermsPage = observer(function TermsPage() {
  const { settings } = useStores().settings;
  const facts = shopFacts(settings);
  const seller = [
    settings.sellerLegalName,
    settings.sellerAddress,
    settings.sellerGstin === '' ? '' : `GSTIN ${settings.sellerGstin}`,
  ].filter((part) => part !== '');
  return (
    <InfoPageLayout
      title="Terms of Sale"
      description="The terms on which Sheesham Home sells furniture online in India: orders, prices, delivery by pincode, payment, cancellation, returns, warranty and complaints."
      intro={
        <Text>
          These terms apply to every order you place on Sheesham Home. Please read them together with our{' '}
          <InfoLink to="/returns">Return Policy</InfoLink>: checkout asks you to agree to both before you
          place an order.
        </Text>
      }
    >
      <InfoSection title="Who sells to you">
        <Text>
          {seller.length > 0
            ? `Sheesham Home is run by ${seller.join(', ')}. That is the seller you buy from, and the one named on your tax invoice.`
            : 'You buy every piece on this site from Sheesham Home, the seller named on your tax invoice.'}
        </Text>
        <Text>
          Customer care answers on{' '}
          <Link href={facts.phoneHref} color="brand.700">
            {facts.phone}
          </Link>{' '}
          and at{' '}
          <Link href={facts.emailHref} color="brand.700" wordBreak="break-all">
            {facts.email}
          </Link>{' '}
          during the opening hours shown on this page.
        </Text>
      </InfoSection>
      <InfoSection title="Placing an order">
        <ul>
          <li>You need an account with a verified e-mail address to place an order.</li>
          <li>
            Before you place it, checkout shows each item, the shipping charge, the GST included and the total
            you pay. Your order is placed when checkout confirms it, and you can follow it under{' '}
            <InfoLink to="/orders">My Orders</InfoLink>.
          </li>
          <li>
            We confirm your order and issue its GST tax invoice, which you can open from the order. If we
            cannot supply it (a piece no longer available, an obvious error in a price), we cancel it, tell
            you, and refund anything you paid.
          </li>
          <li>
            So that a few people cannot reserve all our stock, an order holds at most {MAX_LINE_QUANTITY}{' '}
            units of a product and {MAX_ORDER_LINES} different items; an account may have{' '}
            {settings.maxOpenOrders} cash-on-delivery orders and {settings.maxOpenPrepaidOrders} prepaid
            orders open (not yet shipped), and {formatRupees(settings.maxOpenCodValue)} to pay on delivery at
            once, and place one order every {SECONDS_BETWEEN_ORDERS} seconds. Checkout tells you if you reach
            a limit.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Prices and taxes">
        <Text>
          Prices are in Indian rupees and include GST. You pay the price shown at checkout when you place your
          order; a later change of price does not change your order. Where a product shows a struck-through
          price, that is its MRP (maximum retail price, inclusive of all taxes) and you pay the lower price
          beside it.
        </Text>
        <Text>
          Shipping is free on orders of {facts.freeShippingAbove} or more; smaller orders pay{' '}
          {facts.shippingFee}. The cart and checkout show the charge before you order (see our{' '}
          <InfoLink to="/shipping">Shipping Policy</InfoLink>).
        </Text>
      </InfoSection>
      <TermsDeliveryAndPayment />
      <InfoSection title="Returns, refunds and warranty">
        <Text>
          {facts.returnDays > 0
            ? `You may return a piece within ${facts.returnDays} days of delivery, as our Return Policy describes.`
            : 'We do not take back furniture that arrived as ordered.'}{' '}
          A piece that arrives damaged or is not what you ordered we repair, replace or refund: tell us within
          48 hours of delivery. See our <InfoLink to="/returns">Return Policy</InfoLink>.
        </Text>
        <Text>
          Every piece carries a warranty of up to {WARRANTY_YEARS} years against manufacturing and structural
          defects; its product page states its own period (see our{' '}
          <InfoLink to="/warranty">Warranty</InfoLink>
          page).
        </Text>
      </InfoSection>
      <InfoSection title="What we tell you about each piece">
        <Text>
          Each product page gives the piece&apos;s price, dimensions, material and warranty, and its product
          declarations: country of origin, manufacturer or importer, and net quantity. Solid wood varies in
          grain and shade from piece to piece and from the photos; these natural differences are not defects.
        </Text>
      </InfoSection>
      <InfoSection title="Your account and your data">
        <Text>
          Keep your password to yourself: orders placed from your account are taken as yours. What we do with
          your personal data, and your rights over it, are set out in our{' '}
          <InfoLink to="/privacy">Privacy Notice</InfoLink>.
        </Text>
      </InfoSection>
      <InfoSection title="Complaints">
        <Text>
          Register a complaint on our <InfoLink to="/grievance">Grievance Redressal</InfoLink> page
          {settings.grievanceOfficerName === '' ? '' : ' or write to our grievance officer'}. We acknowledge
          every complaint within 48 hours and resolve it within one month.
        </Text>
        <GrievanceOfficerDetails headingLevel="h3" />
        <Text>
          Nothing in these terms takes away your rights as a consumer under the Consumer Protection Act, 2019.
          If we have not resolved your complaint, you can also call the National Consumer Helpline on 1915 or
          file it with the Consumer Commission. These terms are governed by the laws of India.
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
});
