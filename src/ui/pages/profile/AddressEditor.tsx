import { useState, type FormEvent } from 'react';
import { Button, Checkbox, chakra, HStack, Stack } from '@chakra-ui/react';
import type { ShippingAddress } from '../../../domain/Order';
import {
  EMPTY_ADDRESS_FORM,
  validateShippingAddress,
  type ShippingAddressErrors,
  type ShippingAddressForm,
} from '../../../domain/ShippingAddressValidation';
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

/** Adds or edits one saved address; checked by the domain on save, keeping what was typed when it fails. */
export function AddressEditor({ initial, pincode = '', offerDefault, saving, onSave, onCancel }: Props) {
  const [form, setForm] = useState<ShippingAddressForm>({ ...EMPTY_ADDRESS_FORM, pincode, ...initial });
  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const [asDefault, setAsDefault] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateShippingAddress(form);
    if (!checked.ok) {
      setErrors(checked.error.fields);
      return;
    }
    setErrors({});
    if (await onSave(checked.value, asDefault)) onCancel();
  };

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={initial ? 'Edit address' : 'New address'}
    >
      <Stack gap="4">
        <AddressForm
          form={form}
          errors={errors}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          onLeave={(field) => {
            if (!errors[field]) return;
            const checked = validateShippingAddress(form);
            const message = checked.ok ? undefined : checked.error.fields[field];
            setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
          }}
        />
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
