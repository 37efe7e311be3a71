import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { promisedDeliveryText } from '../../../domain/orders/OrderShipping';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import type { Order } from '../../../domain/orders/Order';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { gstDocumentsLabel } from '../../shared/format/gstDocumentsLabel';
import { OrderTimelineList } from '../../shared/components/OrderTimelineList';
import {
  OrderStatusBadge,
  PAYMENT_METHOD_LABELS,
  PaymentStatusBadge,
} from '../../shared/components/OrderBadges';
import { UpiPaymentPanel } from './UpiPaymentPanel';
import { OnlinePaymentPanel } from './OnlinePaymentPanel';
import { CodConfirmationPanel } from './CodConfirmationPanel';
import { AssemblyPanel } from './AssemblyPanel';
import { DeliverySlotPanel } from './DeliverySlotPanel';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { PLACEHOLDER_IMAGE, fallBackToPlaceholder } from '../../shared/format/productImage';
import { variantLabel } from '../../shared/format/variantLabel';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { discountLabel, orderOfferNames } from '../../../domain/offers/offerMessages';
import { TotalsRows } from '../cart/TotalsRows';
import { assemblyTotalOf } from '../../../domain/catalogue/Assembly';
import { lineAmount } from '../../../domain/checkout/CheckoutPricing';
import { orderNumber } from '../../shared/format/orderNumber';
import { ShippingAddressCard } from './ShippingAddressCard';
import { ShipmentLine } from '../../shared/components/ShipmentLine';
import { CancelOrderButton } from './CancelOrderButton';
import { STATUS_HINTS } from './statusHints';
import { useShopperOrder } from './useShopperOrder';
import { OrderUnavailable } from './OrderUnavailable';
import { SectionCard } from '../common/SectionCard';
import { createOrderReturnsStore } from '../../shared/stores/OrderReturnsStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { OrderReturns } from './OrderReturns';
import { ReviewProductLink } from './ReviewProductLink';

/** One order: lines, address, status timeline and payment; after checkout (?placed=1) also the confirmation. */
export const OrderDetailPage = observer(function OrderDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const result = useShopperOrder(id);
  const justPlaced = params.get('placed') === '1';
  useDocumentTitle(justPlaced ? 'Order confirmed' : `Order ${orderNumber(id)}`);

  if (result.state === 'loading') return <PageSpinner label="Loading your order" />;
  if (result.state === 'missing' || result.state === 'failed') {
    return (
      <OrderUnavailable result={result}>
        <Button asChild mt="6" colorPalette="brand">
          <RouterLink to="/orders">Back to My Orders</RouterLink>
        </Button>
      </OrderUnavailable>
    );
  }
  return (
    <OrderDetail
      order={result.order}
      justPlaced={justPlaced}
      placedEmiMonths={Number(params.get('emi')) || null}
    />
  );
});

const OrderDetail = observer(function OrderDetail({
  order,
  justPlaced,
  placedEmiMonths,
}: {
  order: Order;
  justPlaced: boolean;
  placedEmiMonths: number | null;
}) {
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const promised = promisedDeliveryText(order);
  const returns = useScreenStore(createOrderReturnsStore);
  const { id, userId } = order;
  useEffect(() => returns.follow({ id, userId }), [returns, id, userId]);
  // Checkout's button is gone with its page: the focus goes to the confirmation, so a screen reader reads it out and
  // the keyboard carries on from the top of the order.
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justPlaced) confirmation.current?.focus();
  }, [justPlaced]);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="brand.700" fontSize="sm" mb="4">
        <RouterLink to="/orders">← My Orders</RouterLink>
      </Link>
      {justPlaced ? (
        <Alert.Root ref={confirmation} tabIndex={-1} status="success" rounded="lg" mb="6" p="5">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title fontSize="lg">Thank you! Your order has been placed.</Alert.Title>
            <Alert.Description>
              Order ID{' '}
              <Text as="strong" data-testid="placed-order-id">
                {orderNumber(order.id)}
              </Text>
              .{' '}
              {order.paymentMethod === 'upi'
                ? `Please pay ${formatRupees(order.total)} with UPI below: we start on your order once the payment reaches us.`
                : order.paymentMethod === 'online'
                  ? `Please pay ${formatRupees(order.total)} online below: we start on your order once it is paid.`
                  : `Please keep ${formatRupees(order.total)} ready: you pay in cash when your furniture is delivered.`}
            </Alert.Description>
          </Stack>
        </Alert.Root>
      ) : null}
      <UpiPaymentPanel order={order} />
      <OnlinePaymentPanel order={order} justPlaced={justPlaced} placedEmiMonths={placedEmiMonths} />
      <CodConfirmationPanel order={order} />
      <Stack gap="1" mb="6">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h1" size="2xl" color="brand.800">
            Order {orderNumber(order.id)}
          </Heading>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge order={order} />
        </HStack>
        <Text color="gray.600" fontSize="sm">
          Placed on {formatDateTime(order.createdAt)}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '1fr 320px' }} gap="6" alignItems="start">
        <SectionCard id="order-items-title" title={`Items (${itemCount})`}>
          <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
            {order.lines.map((line) => (
              <HStack as="li" key={`${line.productId}-${line.variant?.id ?? ''}`} gap="3" align="start">
                <Image
                  src={line.image || PLACEHOLDER_IMAGE}
                  alt=""
                  htmlWidth="64"
                  htmlHeight="64"
                  onError={fallBackToPlaceholder}
                  boxSize="16"
                  objectFit="cover"
                  rounded="md"
                  bg="brand.50"
                  flexShrink="0"
                />
                <Box flex="1" minW="0">
                  <Link asChild fontWeight="medium">
                    <RouterLink to={`/products/${encodeURIComponent(line.productId)}`}>
                      {line.name}
                    </RouterLink>
                  </Link>
                  {variantLabel(line.variant) ? (
                    <Text fontSize="sm" color="gray.600">
                      {variantLabel(line.variant)}
                    </Text>
                  ) : null}
                  <Text fontSize="sm" color="gray.600">
                    Qty {line.quantity} × {formatRupees(line.unitPrice)}
                  </Text>
                  {order.status === 'delivered' ? (
                    <ReviewProductLink productId={line.productId} name={line.name} />
                  ) : null}
                </Box>
                <Text fontWeight="semibold">{formatRupees(line.unitPrice * line.quantity)}</Text>
              </HStack>
            ))}
          </Stack>
          {order.cancelledLines?.length ? (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm" color="gray.600">
              {order.cancelledLines.map(({ line, at }) => (
                <Text as="li" key={at}>
                  Cancelled by the shop, not charged: {line.name}
                  {variantLabel(line.variant) ? ` (${variantLabel(line.variant)})` : ''} × {line.quantity},{' '}
                  {formatRupees(lineAmount(line))}
                </Text>
              ))}
            </Stack>
          ) : null}
          <TotalsRows
            totals={order}
            assembly={assemblyTotalOf(order.lines)}
            {...(order.discount
              ? {
                  discount: {
                    amount: order.discount,
                    label: discountLabel(orderOfferNames(order.offerIds ?? [])),
                  },
                }
              : {})}
          />
          <Text fontSize="sm" color="gray.600">
            Prices include GST.
          </Text>
        </SectionCard>
        <Stack gap="6">
          <SectionCard id="order-status-title" title="Status" headingSize="md">
            <Text color={order.status === 'cancelled' ? 'red.700' : 'gray.700'} fontWeight="semibold">
              {STATUS_HINTS[order.status]}
            </Text>
            {promised ? (
              <Text fontSize="sm" data-testid="promised-delivery">
                {promised}
              </Text>
            ) : null}
            {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
            <OrderTimelineList order={order} returns={returns.requests} />
            <CancelOrderButton order={order} focusAfterCancel="order-status-title" />
            {order.invoice ? (
              <Button asChild variant="outline" size="sm" alignSelf="start">
                <RouterLink to={`/orders/${encodeURIComponent(order.id)}/invoice`}>
                  {gstDocumentsLabel({ ...order, invoice: order.invoice })}
                </RouterLink>
              </Button>
            ) : null}
            <Box>
              <Text fontWeight="semibold">Payment</Text>
              <HStack gap="2" mt="1" flexWrap="wrap">
                <Text fontSize="sm">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Text>
                <PaymentStatusBadge order={order} />
              </HStack>
            </Box>
            <Text fontSize="xs" color="gray.600">
              Last updated {formatDateTime(order.updatedAt)}
            </Text>
          </SectionCard>
          <DeliverySlotPanel order={order} />
          <AssemblyPanel order={order} />
          <OrderReturns order={order} store={returns} />
          <ShippingAddressCard order={order} />
        </Stack>
      </Grid>
    </Container>
  );
});
