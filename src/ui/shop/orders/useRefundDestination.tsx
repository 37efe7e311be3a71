import { Checkbox, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import {
  EMPTY_REFUND_DESTINATION,
  type RefundDestination,
  type RefundDestinationErrors,
  validateRefundDestination,
} from '../../../domain/orders/RefundDestination';
import { RefundDestinationFields } from './RefundDestinationFields';

interface RefundDestinationQuestion {
  /** The fields to show in the form. */
  fields: ReactNode;
  /** The destination to send; undefined: back the way the money came; null: a field to correct, now marked. */
  check: () => RefundDestination | undefined | null;
  reset: () => void;
}

/**
 * Asks where a refund goes: always when it cannot go back the way the money came (`required`: cash), else only if
 * the shopper ticks that they want it elsewhere than the UPI ID they paid from.
 */
export const useRefundDestination = (required: boolean): RefundDestinationQuestion => {
  const [elsewhere, setElsewhere] = useState(false);
  const [form, setForm] = useState(EMPTY_REFUND_DESTINATION);
  const [errors, setErrors] = useState<RefundDestinationErrors>({});
  const asked = required || elsewhere;
  return {
    fields: (
      <Stack gap="3">
        {required ? null : (
          <Checkbox.Root
            checked={elsewhere}
            onCheckedChange={(event) => setElsewhere(event.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Send my refund to another UPI ID or a bank account</Checkbox.Label>
          </Checkbox.Root>
        )}
        {asked ? (
          <RefundDestinationFields
            legend={required ? 'Where should we send your refund?' : 'Send my refund to'}
            value={form}
            errors={errors}
            onChange={setForm}
          />
        ) : null}
      </Stack>
    ),
    check: () => {
      if (!asked) return undefined;
      const checked = validateRefundDestination(form);
      setErrors(checked.ok ? {} : checked.error.fields);
      return checked.ok ? checked.value : null;
    },
    reset: () => {
      setElsewhere(false);
      setForm(EMPTY_REFUND_DESTINATION);
      setErrors({});
    },
  };
};
