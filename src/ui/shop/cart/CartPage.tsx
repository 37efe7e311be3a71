import { paymentWaysText } from '../../../domain/payments/onlinePaymentMessages';
import { Box, Button, Card, Container, Grid, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import type { CartItem } from '../../../domain/checkout/Cart';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { CartLineItem } from './CartLineItem';
import { ClearCartButton } from './ClearCartButton';
import { FreeShippingHint } from './FreeShippingHint';
import { GstIncludedNote } from './GstIncludedNote';
import { TotalsRows } from './TotalsRows';
import { CouponPanel } from './CouponPanel';
import { OffersForYou } from './OffersForYou';
import { DeliveryCheck } from '../common/DeliveryCheck';
import { useCheckoutStore } from '../checkout/checkoutStores';
import { EmptyStateCard } from '../common/EmptyStateCard';

/** The cart: lines with steppers and remove, clear, totals with the shop's shipping rule, and the way to checkout. */
export const CartPage = observer(function CartPage() {
  const { cart, settings } = useStores();
  const checkout = useCheckoutStore();
  const navigate = useNavigate();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyTitle = useRef<HTMLHeadingElement>(null);
  const wasEmpty = useRef(cart.isEmpty);
  useDocumentTitle(
    cart.isEmpty ? 'Your cart' : `Your cart (${cart.totalItems})`,
    'Your Sheesham Home shopping cart: review your furniture, quantities and delivery charges before checkout.',
  );

  // Emptying the cart takes away whatever had the focus on the page; the empty state takes it instead.
  useEffect(() => {
    if (cart.isEmpty && !wasEmpty.current && document.activeElement === document.body) {
      emptyTitle.current?.focus();
    }
    wasEmpty.current = cart.isEmpty;
  }, [cart.isEmpty]);

  // The focus moves to the next line's remove button, else the previous line's, before this line goes.
  const remove = (item: CartItem): void => {
    const at = cart.items.findIndex((line) => line.key === item.key);
    const neighbour = cart.items[at + 1] ?? cart.items[at - 1];
    if (neighbour) removeButtons.current.get(neighbour.key)?.focus();
    cart.removeLine(item.key);
    notify.success(`${item.name} removed from cart`);
  };

  if (cart.isEmpty) {
    return (
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size="2xl" color="brand.800" mb="6">
          Shopping Cart
        </Heading>
        <EmptyStateCard
          icon={<LuShoppingCart />}
          title="Your cart is empty"
          description="Browse our furniture and add something you love."
          titleRef={emptyTitle}
          link={{ to: '/products', label: 'Start shopping' }}
        />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" align="baseline" mb="4" flexWrap="wrap" gap="2">
        <Heading as="h1" size="2xl" color="brand.800">
          Shopping Cart
        </Heading>
        <Text color="gray.600">
          {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'}
        </Text>
      </HStack>
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 380px' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Box as="section" aria-label="Items in your cart" layerStyle="shopPanel" px={{ base: '3', md: '5' }}>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {cart.items.map((item) => (
              <CartLineItem
                key={item.key}
                item={item}
                onRemove={() => remove(item)}
                removeButtonRef={(button) => {
                  if (button) removeButtons.current.set(item.key, button);
                  else removeButtons.current.delete(item.key);
                }}
              />
            ))}
          </Box>
          <HStack justify="space-between" py="3" flexWrap="wrap">
            <Link asChild color="brand.700" fontSize="sm">
              <RouterLink to="/products">← Continue shopping</RouterLink>
            </Link>
            <ClearCartButton />
          </HStack>
        </Box>
        <Card.Root
          as="section"
          aria-labelledby="cart-summary-title"
          variant="outline"
          bg="white"
          borderColor="brand.100"
          position={{ lg: 'sticky' }}
          top={{ lg: '40' }}
        >
          <Card.Header>
            <Heading as="h2" id="cart-summary-title" size="lg">
              Order summary
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            <TotalsRows totals={checkout.totals} itemCount={cart.totalItems} discount={checkout.discount} />
            <FreeShippingHint subtotal={checkout.totals.subtotal} settings={settings.settings} />
            <CouponPanel />
            <OffersForYou />
            <GstIncludedNote gstPaise={checkout.gstIncludedPaise} rates={checkout.gstRates}>
              {paymentWaysText(checkout.upiAvailable, checkout.onlineAvailable)}
            </GstIncludedNote>
            <DeliveryCheck />
            <Button colorPalette="brand" size="lg" onClick={() => navigate('/checkout')}>
              Proceed to checkout
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Container>
  );
});
