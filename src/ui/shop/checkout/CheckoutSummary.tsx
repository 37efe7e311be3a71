import { Alert, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_ORDER_LINES } from '../../../domain/checkout/CheckoutPricing';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { formatRupees } from '../../../domain/text/Money';
import { PlainList } from '../../shared/components/PlainList';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { variantLabel } from '../../shared/format/variantLabel';
import { useStores } from '../../app/stores/StoresContext';
import { CartItemPicture } from '../cart/CartItemPicture';
import { FreeShippingHint } from '../cart/FreeShippingHint';
import { GstIncludedNote } from '../cart/GstIncludedNote';
import { TotalsRows } from '../cart/TotalsRows';
import { CouponPanel } from '../cart/CouponPanel';
import { SectionCard } from '../common/SectionCard';
import { useCheckoutStore } from './checkoutStores';
import { placeOrderLabel } from './placeOrderLabel';
import { TermsConsent } from './TermsConsent';
import { NoCostEmiRows } from './NoCostEmiRows';
import { WaitingForNetworkNotice } from './WaitingForNetworkNotice';

/**
 * The order summary beside the address: each line, the totals with the GST they include, the consent to the terms,
 * why the last attempt failed, and the button that places the order for that total.
 */
export const CheckoutSummary = observer(function CheckoutSummary({ formId }: { formId: string }) {
  const { cart, settings } = useStores();
  const checkout = useCheckoutStore();
  const placeButton = useRef<HTMLButtonElement>(null);
  return (
    <SectionCard id="checkout-summary-title" title="Order summary">
      <PlainList gap="3" aria-label="Items">
        {cart.items.map((item) => (
          <HStack as="li" key={item.key} gap="3" align="start">
            <CartItemPicture item={item} pixels={56} boxSize="14" rounded="md" bg="brand.50" flexShrink="0" />
            <Box flex="1" minW="0">
              <Text fontWeight="medium" lineClamp="2">
                {item.name}
              </Text>
              {variantLabel(item.variant) ? (
                <Text fontSize="sm" color="gray.600">
                  {variantLabel(item.variant)}
                </Text>
              ) : null}
              <Text fontSize="sm" color="gray.600">
                Qty {item.quantity} × {formatRupees(item.price)}
              </Text>
            </Box>
            <Text fontWeight="semibold">{formatRupees(item.price * item.quantity)}</Text>
          </HStack>
        ))}
      </PlainList>
      <Link asChild fontSize="sm" color="brand.700" w="fit-content">
        <RouterLink to="/cart">Edit cart</RouterLink>
      </Link>
      <TotalsRows totals={checkout.totals} itemCount={cart.totalItems} discount={checkout.discount} />
      {checkout.emiQuote ? <NoCostEmiRows total={checkout.totals.total} quote={checkout.emiQuote} /> : null}
      <FreeShippingHint subtotal={checkout.totals.subtotal} settings={settings.settings} />
      <CouponPanel />
      <GstIncludedNote gstPaise={checkout.gstIncludedPaise} rates={checkout.gstRates} />
      {checkout.tooManyLines ? (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{orderMessageFor('ORDER.TOO_MANY_LINES', { max: MAX_ORDER_LINES })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {checkout.error ? (
        <Alert.Root status="error" rounded="md" role="alert" data-testid="checkout-error">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{checkout.error}</Alert.Title>
            <Link asChild fontSize="sm" fontWeight="semibold">
              <RouterLink to="/cart">Review your cart</RouterLink>
            </Link>
          </Stack>
        </Alert.Root>
      ) : null}
      <TermsConsent />
      <WaitingForNetworkNotice
        // The notice and its button go away: the focus goes back to the button that places the order.
        onCancelled={() => requestAnimationFrame(() => placeButton.current?.focus())}
      />
      {settings.state.status === 'failed' ? (
        <RetryAlert message={orderMessageFor('ORDER.SETTINGS_LOAD_FAILED')} onRetry={settings.retry} />
      ) : null}
      <Button
        ref={placeButton}
        type="submit"
        form={formId}
        colorPalette="brand"
        size="lg"
        // The amount and the way of paying make a long label: on a phone it wraps rather than widen the page.
        whiteSpace="normal"
        h="auto"
        minH="12"
        py="2"
        loading={checkout.placing || (!checkout.settingsAndZonesLoaded && settings.state.status !== 'failed')}
        loadingText={checkout.placing ? 'Placing order…' : 'Loading…'}
        disabled={checkout.placing || !checkout.settingsAndZonesLoaded || checkout.tooManyLines}
      >
        {placeOrderLabel(checkout.amountToPay, checkout.payment)}
      </Button>
    </SectionCard>
  );
});
