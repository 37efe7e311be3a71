import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type {
  RefundDestination,
  RefundDestinationErrors,
  RefundDestinationForm,
} from '../../../domain/RefundDestination';
import { FormTextField } from '../../components/FormTextField';

/**
 * Where the shopper's refund goes: a UPI ID (name@bank) or a bank account (its number twice, the branch's IFSC and
 * the holder's name), with each field's problem under it. What was typed stays when the kind changes.
 */
export function RefundDestinationFields({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: RefundDestinationForm;
  errors: RefundDestinationErrors;
  onChange: (next: RefundDestinationForm) => void;
}) {
  const legendId = useId();
  const set = (field: keyof RefundDestinationForm) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <Stack as="fieldset" gap="3" aria-labelledby={legendId}>
      <Text as="legend" id={legendId} fontWeight="semibold" mb="1">
        {legend}
      </Text>
      <RadioGroup.Root
        value={value.kind}
        onValueChange={({ value: kind }) => onChange({ ...value, kind: kind as RefundDestination['kind'] })}
        colorPalette="brand"
        aria-labelledby={legendId}
      >
        <HStack gap="6" wrap="wrap">
          <RadioGroup.Item value="upi">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>UPI ID</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="bank">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Bank account</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
      {value.kind === 'upi' ? (
        <FormTextField
          name="refundUpiId"
          label="UPI ID"
          value={value.upiId}
          onChange={set('upiId')}
          error={errors.upiId}
          helper="Like name@okaxis, as your UPI app shows it."
          autoComplete="off"
          required
        />
      ) : (
        <>
          <FormTextField
            name="refundAccountNumber"
            label="Account number"
            value={value.accountNumber}
            onChange={set('accountNumber')}
            error={errors.accountNumber}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <FormTextField
            name="refundAccountNumberAgain"
            label="Account number again"
            value={value.accountNumberAgain}
            onChange={set('accountNumberAgain')}
            error={errors.accountNumberAgain}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <FormTextField
            name="refundIfsc"
            label="IFSC"
            value={value.ifsc}
            onChange={set('ifsc')}
            error={errors.ifsc}
            helper="11 characters, on your cheque book or passbook, like HDFC0001234."
            autoComplete="off"
            textTransform="uppercase"
            required
          />
          <FormTextField
            name="refundHolder"
            label="Account holder's name"
            value={value.holder}
            onChange={set('holder')}
            error={errors.holder}
            autoComplete="name"
            required
          />
        </>
      )}
    </Stack>
  );
}
