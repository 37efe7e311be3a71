import { chakra, Stack, Text } from '@chakra-ui/react';
import { emiFromRupees, type EmiQuote } from '../../../domain/payments/EmiPlan';
import { EMI_PLANS_NOTE, emiFromText, emiPlanName, emiQuoteText } from '../../../domain/payments/emiMessages';
import { PlainList } from '../../shared/components/PlainList';

/**
 * "EMI from ₹X/month" under the price, and the plans it comes from behind a native disclosure: no script to open it,
 * and nothing below moves until the shopper asks.
 */
export function EmiOffer({ quotes }: { quotes: readonly EmiQuote[] }) {
  const from = emiFromRupees(quotes);
  if (from === null) return null;
  return (
    <chakra.details data-testid="emi-offer" fontSize="sm">
      <chakra.summary cursor="pointer" color="brand.800" fontWeight="semibold" w="fit-content">
        {emiFromText(from)}
      </chakra.summary>
      <Stack gap="2" mt="2" p="3" bg="gray.50" rounded="md">
        <PlainList gap="1" aria-label="EMI plans">
          {quotes.map((quote) => (
            <Text as="li" key={`${quote.plan.months}-${quote.plan.lender}`}>
              <Text as="span" fontWeight="semibold">
                {emiPlanName(quote)}:
              </Text>{' '}
              {emiQuoteText(quote)}
            </Text>
          ))}
        </PlainList>
        <Text color="gray.600">{EMI_PLANS_NOTE}</Text>
      </Stack>
    </chakra.details>
  );
}
