import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuShoppingCart } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { CheckoutAddressForm } from './CheckoutAddressForm';
import { SaveAddressOption } from './SaveAddressOption';
import { SavedAddressChoice } from './SavedAddressChoice';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentChoice } from './PaymentChoice';
import { EmiChoice } from './EmiChoice';
import { deliveryStoreOf } from './DeliveryStore';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { SectionCard } from '../common/SectionCard';
import { useAddressBookStore, useCheckoutStore } from './checkoutStores';
import { EmptyStateCard } from '../common/EmptyStateCard';

const FORM_ID = 'checkout-form';

/**
 * Checkout (login required): shipping address checked against the delivery zones, order summary with its price
 * breakup, cash on delivery or UPI, the shopper's consent to the terms, and one atomic placeOrder. The cart
 * is emptied only after the order is confirmed; a refused order keeps the cart and says which product and why.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  useDocumentTitle(
    'Checkout',
    'Enter your delivery address and place your Sheesham Home order, paid cash on delivery or by UPI.',
  );
  const root = useStores();
  const { cart, session } = root;
  const checkout = useCheckoutStore();
  const addressBook = useAddressBookStore();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [placed, setPlaced] = useState(false);

  const uid = session.user?.uid ?? '';
  // Before the address choice's effects, which may fill the form this prepares.
  useLayoutEffect(() => checkout.prepare(uid, session.displayName), [checkout, uid, session.displayName]);
  useLayoutEffect(() => checkout.askConsentAgain(), [checkout]);
  useEffect(() => void deliveryStoreOf(root).load(), [root]);
  // An order that committed although the shopper cancelled (its answer came late): show it rather than hide it.
  const placedLate = checkout.placedLate;
  useEffect(() => {
    if (!placedLate) return;
    checkout.forgetPlacedLate();
    setPlaced(true);
    notify.success(orderMessageFor('ORDER.PLACED'));
    navigate(checkout.placedPath(placedLate), { replace: true });
  }, [checkout, placedLate, navigate]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const keep = checkout.saveAddress;
    const outcome = await checkout.placeOrder();
    if (outcome.ok) {
      // Until the confirmation arrives, hold this page's place at its top: the emptied cart's short page would
      // bring the footer under the finger, and a phone's second tap would follow one of its links.
      setPlaced(true);
      window.scrollTo?.({ top: 0 });
      notify.success(orderMessageFor('ORDER.PLACED'));
      if (keep) void addressBook.keepAddress(outcome.order.shippingAddress);
      navigate(checkout.placedPath(outcome.order), { replace: true });
      return;
    }
    if (outcome.kind === 'address' || outcome.kind === 'consent') {
      // Let the errors render, then take the shopper to the first field to fix (the consent box is the last).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    } else if (outcome.kind === 'order') {
      notify.error(outcome.message);
    }
  };

  if (placed) return <PageSpinner label="Opening your order confirmation" />;
  if (cart.isEmpty && !checkout.placing) {
    return (
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <EmptyStateCard
          icon={<LuShoppingCart />}
          title="Your cart is empty"
          description="Add some furniture to your cart before checking out."
          link={{ to: '/products', label: 'Browse products' }}
        />
      </Container>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" color="brand.800" mb="6">
        Checkout
      </Heading>
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Checkout"
      >
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 400px' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <Stack gap="6">
            <SectionCard id="address-title" title="Shipping address">
              <SavedAddressChoice
                uid={uid}
                newAddress={
                  <>
                    <CheckoutAddressForm />
                    <SaveAddressOption />
                  </>
                }
              />
            </SectionCard>
            <SectionCard id="payment-title" title="Payment">
              <PaymentChoice labelledBy="payment-title" />
              <EmiChoice />
            </SectionCard>
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '40' }}>
            <CheckoutSummary formId={FORM_ID} />
          </Box>
        </Grid>
      </form>
    </Container>
  );
});
