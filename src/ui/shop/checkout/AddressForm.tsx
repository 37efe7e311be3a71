import { Field, Grid, GridItem, NativeSelect, Stack } from '@chakra-ui/react';
import {
  type ShippingAddressErrors,
  type ShippingAddressField,
  type ShippingAddressForm,
} from '../../../domain/checkout/ShippingAddressValidation';
import { stateAfterPincodeChange } from '../../../domain/checkout/PincodeStates';
import { FormTextField } from '../common/FormTextField';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';
import { IndianStateOptions } from '../../shared/components/IndianStateOptions';

export interface AddressFormProps {
  form: ShippingAddressForm;
  errors: ShippingAddressErrors;
  onChange(field: ShippingAddressField, value: string): void;
  /** A field was left (or the state chosen): the owner of the form may check it now. */
  onLeave?(field: ShippingAddressField): void;
  /** Under the pincode instead of '6 digits' (the checkout's promised delivery date). */
  pincodeHelper?: string | undefined;
}

/**
 * The fields of an Indian delivery address, with the domain's messages; what is typed lives with the caller. A PIN
 * code that can be in only one state fills that state in, unless the shopper chose another.
 */
export function AddressForm({ form, errors, onChange, onLeave, pincodeHelper }: AddressFormProps) {
  const stateDescription = useFieldDescription({ error: Boolean(errors.state), helper: false });
  const change = (field: ShippingAddressField, value: string) => {
    onChange(field, value);
    if (field !== 'pincode') return;
    const state = stateAfterPincodeChange(form.state, form.pincode, value);
    if (state !== form.state) onChange('state', state);
  };
  const text = (field: ShippingAddressField) => ({
    name: field,
    value: form[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => onLeave?.(field),
    error: errors[field],
  });
  return (
    <Stack gap="4">
      <FormTextField {...text('name')} label="Full name" autoComplete="shipping name" required />
      <FormTextField
        {...text('phone')}
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel-national"
        helper="10-digit mobile number, for delivery updates."
        startAddon="+91"
        required
      />
      <FormTextField
        {...text('line1')}
        label="Address line 1"
        placeholder="House no., building, street"
        autoComplete="shipping address-line1"
        required
      />
      <FormTextField
        {...text('line2')}
        label="Address line 2 (optional)"
        placeholder="Area, landmark"
        autoComplete="shipping address-line2"
      />
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="4">
        <GridItem>
          <FormTextField {...text('city')} label="City" autoComplete="shipping address-level2" required />
        </GridItem>
        <GridItem>
          <Field.Root ids={stateDescription.ids} invalid={Boolean(errors.state)} required>
            <Field.Label>
              State / Union territory
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root bg="white">
              <NativeSelect.Field
                name="state"
                aria-describedby={stateDescription.describedBy}
                placeholder="Select a state"
                autoComplete="shipping address-level1"
                value={form.state}
                onChange={(event) => {
                  change('state', event.currentTarget.value);
                  onLeave?.('state');
                }}
                onBlur={() => onLeave?.('state')}
              >
                <IndianStateOptions />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.state}</Field.ErrorText>
          </Field.Root>
        </GridItem>
      </Grid>
      <FormTextField
        {...text('pincode')}
        label="PIN code"
        inputMode="numeric"
        autoComplete="shipping postal-code"
        helper={pincodeHelper ?? '6 digits'}
        maxW={{ sm: '48' }}
        required
      />
    </Stack>
  );
}
