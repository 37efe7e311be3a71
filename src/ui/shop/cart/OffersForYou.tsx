import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  offerConditions,
  offerName,
  offerRefusalText,
  offerTitle,
} from '../../../domain/offers/offerMessages';
import { formatRupees } from '../../../domain/text/Money';
import { PlainList } from '../../shared/components/PlainList';
import { useCheckoutStore, useOffersStore } from '../checkout/checkoutStores';

/**
 * "Offers for you" in the cart: the offers this cart qualifies for or nearly does, best first, each with what it
 * would take off, its conditions, and how far the cart is from it; a coupon is applied from here with one tap.
 */
export const OffersForYou = observer(function OffersForYou() {
  const offers = useOffersStore();
  const checkout = useCheckoutStore();
  const listed = offers.forYou;
  if (listed.length === 0) return null;
  const applied = new Set(checkout.offerChoice.applied.map(({ offer }) => offer.id));
  return (
    <Box as="section" aria-labelledby="offers-for-you-title">
      <Text as="h3" id="offers-for-you-title" fontWeight="semibold" mb="2">
        Offers for you
      </Text>
      <PlainList gap="2">
        {listed.map(({ offer, discount, short }) => (
          <HStack
            as="li"
            key={offer.id}
            justify="space-between"
            align="start"
            gap="3"
            borderWidth="1px"
            borderColor="green.200"
            bg="green.50"
            rounded="md"
            p="3"
          >
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">
                {offer.code ? `${offerName(offer)}: ` : ''}
                {offerTitle(offer)}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {[`Saves ${formatRupees(discount)} on this cart`, ...offerConditions(offer)].join(' · ')}
              </Text>
              {short > 0 ? (
                <Text fontSize="sm" color="orange.800">
                  {offerRefusalText(offer, { reason: 'minimum', short })}
                </Text>
              ) : applied.has(offer.id) ? (
                <Text fontSize="sm" color="green.800">
                  Applied
                </Text>
              ) : null}
            </Stack>
            {offer.code && short === 0 ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                onClick={() => offers.applyListed(offer)}
                aria-label={`Apply ${offerName(offer)}`}
              >
                Apply
              </Button>
            ) : null}
          </HStack>
        ))}
      </PlainList>
    </Box>
  );
});
