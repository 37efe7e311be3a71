import { Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { noCostEmiOption } from '../../../domain/payments/emiMessages';
import { formatRupees } from '../../../domain/text/Money';
import { useCheckoutStore } from './checkoutStores';

/** Paying online in full, or in one of the shop's no-cost EMI plans for this total (the payment page offers the rest). */
export const EmiChoice = observer(function EmiChoice() {
  const checkout = useCheckoutStore();
  const quotes = checkout.noCostEmiQuotes;
  if (quotes.length === 0) return null;
  return (
    <Box borderTopWidth="1px" borderColor="gray.200" pt="4" mt="4">
      <Text id="emi-choice-title" fontWeight="semibold" mb="2">
        Pay in full or in no-cost EMI
      </Text>
      <RadioGroup.Root
        value={String(checkout.emiQuote?.plan.months ?? 0)}
        onValueChange={({ value }) => checkout.chooseEmi(Number(value) || null)}
        colorPalette="brand"
        aria-labelledby="emi-choice-title"
      >
        <Stack gap="3">
          <RadioGroup.Item value="0">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Pay {formatRupees(checkout.totals.total)} in full</RadioGroup.ItemText>
          </RadioGroup.Item>
          {quotes.map((quote) => (
            <RadioGroup.Item key={quote.plan.months} value={String(quote.plan.months)} alignItems="start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{noCostEmiOption(quote)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
});
