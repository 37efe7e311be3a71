import { HStack, Stack, Text } from '@chakra-ui/react';
import type { CheckoutTotals } from '../../../domain/checkout/CheckoutPricing';
import { formatRupees } from '../../../domain/text/Money';

interface Props {
  totals: CheckoutTotals;
  /** The part of the subtotal that pays for booked assembly (Assembly.assemblyTotalOf), shown on its own. */
  assembly?: number;
  itemCount?: number;
  /** What offers took off the total, and the line's name (offerMessages.discountLabel). */
  discount?: { amount: number; label: string };
}

/**
 * Subtotal, assembly when charged, shipping ('Free' or the fee), offers' discount and total, as in the cart, the
 * checkout and an order.
 */
export function TotalsRows({ totals, assembly = 0, itemCount, discount }: Props) {
  return (
    <Stack gap="2" as="dl">
      <HStack justify="space-between">
        <Text as="dt" color="gray.700">
          Subtotal{itemCount !== undefined ? ` (${itemCount} ${itemCount === 1 ? 'item' : 'items'})` : ''}
        </Text>
        <Text as="dd" fontWeight="medium" data-testid="subtotal">
          {formatRupees(totals.subtotal - assembly)}
        </Text>
      </HStack>
      {assembly > 0 ? (
        <HStack justify="space-between">
          <Text as="dt" color="gray.700">
            Assembly
          </Text>
          <Text as="dd" fontWeight="medium" data-testid="assembly">
            {formatRupees(assembly)}
          </Text>
        </HStack>
      ) : null}
      <HStack justify="space-between">
        <Text as="dt" color="gray.700">
          Shipping
        </Text>
        <Text
          as="dd"
          fontWeight="medium"
          color={totals.shipping === 0 ? 'green.700' : undefined}
          data-testid="shipping"
        >
          {totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}
        </Text>
      </HStack>
      {discount && discount.amount > 0 ? (
        <HStack justify="space-between" gap="3">
          <Text as="dt" color="gray.700">
            {discount.label}
          </Text>
          <Text as="dd" fontWeight="medium" color="green.700" data-testid="discount" whiteSpace="nowrap">
            −{formatRupees(discount.amount)}
          </Text>
        </HStack>
      ) : null}
      <HStack justify="space-between" fontSize="lg" borderTopWidth="1px" borderColor="gray.200" pt="2">
        <Text as="dt" fontWeight="bold">
          Total
        </Text>
        <Text as="dd" fontWeight="bold" color="brand.800" data-testid="total">
          {formatRupees(totals.total)}
        </Text>
      </HStack>
    </Stack>
  );
}
