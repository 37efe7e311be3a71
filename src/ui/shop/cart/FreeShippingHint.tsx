import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { LuTruck } from 'react-icons/lu';
import { amountToFreeShipping } from '../../../domain/checkout/CheckoutPricing';
import { formatRupees } from '../../../domain/text/Money';
import type { ShopSettings } from '../../../domain/settings/ShopSettings';

/** 'Add ₹X more for free shipping' below the shop's threshold, a confirmation at or above it. */
export function FreeShippingHint({ subtotal, settings }: { subtotal: number; settings: ShopSettings }) {
  const missing = amountToFreeShipping(subtotal, settings);
  const threshold = settings.freeShippingThreshold;
  return (
    <Box bg={missing > 0 ? 'brass.50' : 'green.50'} rounded="md" px="3" py="2.5" role="status">
      <HStack gap="2" fontSize="sm" color={missing > 0 ? 'brass.900' : 'green.800'}>
        <LuTruck aria-hidden />
        <Text data-testid="free-shipping-hint">
          {missing > 0
            ? `Add ${formatRupees(missing)} more for free shipping`
            : `Your order ships free (free shipping on orders of ${formatRupees(threshold)} or more)`}
        </Text>
      </HStack>
      {missing > 0 && threshold > 0 ? (
        <Progress.Root
          value={Math.min(100, Math.round((subtotal / threshold) * 100))}
          size="xs"
          colorPalette="brass"
          mt="2"
          aria-label="Progress towards free shipping"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Box>
  );
}
