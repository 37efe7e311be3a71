import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type {
  RefundDestination,
  RefundDestinationErrors,
  RefundDestinationForm,
} from '../../../domain/orders/RefundDestination';
import { FormTextField } from '../common/FormTextField';

const KINDS: readonly [RefundDestination['kind'], string][] = [
  ['upi', 'UPI ID'],
  ['bank', 'Bank account'],
];

type BankField = Exclude<keyof RefundDestinationErrors, 'upiId'>;

const BANK_FIELDS: readonly {
  field: BankField;
  label: string;
  helper?: string;
  inputMode?: 'numeric';
  autoComplete: string;
  textTransform?: 'uppercase';
}[] = [
  { field: 'accountNumber', label: 'Account number', inputMode: 'numeric', autoComplete: 'off' },
  { field: 'accountNumberAgain', label: 'Account number again', inputMode: 'numeric', autoComplete: 'off' },
  {
    field: 'ifsc',
    label: 'IFSC',
    helper: '11 characters, on your cheque book or passbook, like HDFC0001234.',
    autoComplete: 'off',
    textTransform: 'uppercase',
  },
  { field: 'holder', label: "Account holder's name", autoComplete: 'name' },
];

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
          {KINDS.map(([kind, label]) => (
            <RadioGroup.Item key={kind} value={kind}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
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
        BANK_FIELDS.map(({ field, label, helper, ...input }) => (
          <FormTextField
            key={field}
            name={`refund-${field}`}
            label={label}
            value={value[field]}
            onChange={set(field)}
            error={errors[field]}
            {...(helper ? { helper } : {})}
            {...input}
            required
          />
        ))
      )}
    </Stack>
  );
}
