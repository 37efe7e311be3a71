import { HStack, Stack, Text } from '@chakra-ui/react';
import type { EmiQuote } from '../../../domain/payments/EmiPlan';
import { noCostEmiNote } from '../../../domain/payments/emiMessages';
import { formatRupees } from '../../../domain/text/Money';

/** The price breakup's no-cost EMI part: the shop's discount, what is paid now, and how the instalments go. */
export function NoCostEmiRows({ total, quote }: { total: number; quote: EmiQuote }) {
  const discount = quote.discountPaise / 100;
  return (
    <Stack gap="2" data-testid="no-cost-emi">
      <Stack gap="2" as="dl">
        <HStack justify="space-between">
          <Text as="dt" color="gray.700">
            No-cost EMI discount
          </Text>
          <Text as="dd" fontWeight="medium" color="green.700" data-testid="emi-discount">
            −{formatRupees(discount)}
          </Text>
        </HStack>
        <HStack justify="space-between" fontWeight="bold">
          <Text as="dt">Paid through the lender</Text>
          <Text as="dd" color="brand.800" data-testid="emi-amount">
            {formatRupees(total - discount)}
          </Text>
        </HStack>
      </Stack>
      <Text fontSize="sm" color="gray.600">
        {noCostEmiNote(quote)}
      </Text>
    </Stack>
  );
}
