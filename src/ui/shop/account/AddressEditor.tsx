import { useState, type FormEvent } from 'react';
import { Button, Checkbox, chakra, HStack, Stack } from '@chakra-ui/react';
import type { ShippingAddress } from '../../../domain/orders/Order';
import {
  EMPTY_ADDRESS_FORM,
  recheckedErrors,
  validateShippingAddress,
  type ShippingAddressErrors,
  type ShippingAddressField,
  type ShippingAddressForm,
} from '../../../domain/checkout/ShippingAddressValidation';
import { stateAfterPincodeChange } from '../../../domain/checkout/PincodeStates';
import { AddressForm } from '../checkout/AddressForm';

interface Props {
  initial?: ShippingAddress;
  /** A new address starts with the pincode the shopper last checked delivery for. */
  pincode?: string;
  /** Offer 'Make this my default address' (not for the first address, which is the default anyway). */
  offerDefault: boolean;
  saving: boolean;
  onSave(address: ShippingAddress, asDefault: boolean): Promise<boolean>;
  onCancel(): void;
}

/**
 * Adds or edits one saved address; checked by the domain on save, keeping what was typed when it fails. After a failed
 * save its messages follow what is typed, each gone once its field is right.
 */
export function AddressEditor({ initial, pincode = '', offerDefault, saving, onSave, onCancel }: Props) {
  // One state for both: a change checks again the messages already shown against the form it makes.
  const [{ form, errors }, setEditor] = useState<{
    form: ShippingAddressForm;
    errors: ShippingAddressErrors;
  }>({
    form: { ...EMPTY_ADDRESS_FORM, pincode, state: stateAfterPincodeChange('', '', pincode), ...initial },
    errors: {},
  });
  const [asDefault, setAsDefault] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateShippingAddress(form);
    setEditor({ form, errors: checked.ok ? {} : checked.error.fields });
    if (checked.ok && (await onSave(checked.value, asDefault))) onCancel();
  };
  const change = (field: ShippingAddressField, value: string) =>
    setEditor((current) => {
      const next = { ...current.form, [field]: value };
      return {
        form: next,
        errors: recheckedErrors(next, Object.keys(current.errors) as ShippingAddressField[]),
      };
    });

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={initial ? 'Edit address' : 'New address'}
    >
      <Stack gap="4">
        <AddressForm form={form} errors={errors} onChange={change} />
        {offerDefault ? (
          <Checkbox.Root
            checked={asDefault}
            onCheckedChange={(details) => setAsDefault(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Make this my default address</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            Save address
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
