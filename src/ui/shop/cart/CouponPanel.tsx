import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { offerName, offerTitle } from '../../../domain/offers/offerMessages';
import { formatRupees } from '../../../domain/text/Money';
import { useCheckoutStore, useOffersStore } from '../checkout/checkoutStores';

/**
 * "Apply coupon", in the cart and at checkout: the code typed, and once applied what it saves or why it does not
 * apply to this cart yet ("Add ₹1,200 more to use WELCOME500"), with the way to remove it.
 */
export const CouponPanel = observer(function CouponPanel() {
  const offers = useOffersStore();
  const checkout = useCheckoutStore();
  const titleId = useId();
  useEffect(() => {
    void offers.load();
  }, [offers]);
  // A group, not a form: at checkout it sits inside the checkout's form, and Enter applies the code rather than placing the order.
  const enter = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void offers.applyCode();
  };
  const { coupon } = offers;
  const refusal = offers.couponRefusalFor(checkout.chosenPayment);
  const saving = checkout.offerChoice.applied.find(({ offer }) => offer.id === coupon?.id)?.discount;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="brand.100"
      rounded="md"
      p="4"
      bg="white"
    >
      <Text id={titleId} fontWeight="semibold" mb="2">
        Apply coupon
      </Text>
      {coupon ? (
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0" minW="0" aria-live="polite">
            <Text fontWeight="semibold">
              {offerName(coupon)}: {offerTitle(coupon)}
            </Text>
            <Text fontSize="sm" color={refusal ? 'red.700' : 'green.800'} data-testid="coupon-status">
              {refusal ??
                (saving !== undefined
                  ? `Applied: you save ${formatRupees(saving)}`
                  : 'Another offer gives you more on this cart')}
            </Text>
          </Stack>
          <Button
            variant="outline"
            size="sm"
            colorPalette="brand"
            onClick={offers.removeCoupon}
            aria-label={`Remove coupon ${offerName(coupon)}`}
          >
            Remove
          </Button>
        </HStack>
      ) : (
        <HStack align="start" gap="2">
          <Field.Root flex="1" invalid={offers.codeError !== null}>
            <Field.Label>Coupon code</Field.Label>
            <Input
              name="coupon-code"
              value={offers.code}
              onChange={(event) => offers.setCode(event.target.value)}
              onKeyDown={enter}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              bg="white"
            />
            <Field.ErrorText>{offers.codeError}</Field.ErrorText>
          </Field.Root>
          <Button
            variant="outline"
            colorPalette="brand"
            mt="6"
            onClick={() => void offers.applyCode()}
            loading={offers.applying}
            loadingText="Applying…"
          >
            Apply
          </Button>
        </HStack>
      )}
    </Box>
  );
});
