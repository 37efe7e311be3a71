import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ASSEMBLY_GST_RATE, ASSEMBLY_SAC } from '../../../../domain/catalogue/Assembly';
import type { ProductForm } from '../../../../domain/catalogue/ProductFormValidation';
import type { ProductEditorStore } from '../ProductEditorStore';
import { TextField } from './TextField';

const CHOICES: { value: ProductForm['assembly']; label: string }[] = [
  { value: 'none', label: 'Not needed' },
  { value: 'free', label: 'Free, by our team' },
  { value: 'charged', label: 'By our team, at a charge' },
];

/** Whether the shop's team assembles the product at the shopper's home, and the charge per piece when not free. */
export const AssemblyField = observer(function AssemblyField({ store }: { store: ProductEditorStore }) {
  const { form } = store;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root>
        <Field.Label>Assembly</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.assembly}
            onChange={(event) => store.setField('assembly', event.target.value as ProductForm['assembly'])}
            bg="white"
          >
            {CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {form.assembly === 'charged' ? (
        <TextField
          label="Assembly charge per piece (₹)"
          required
          inputMode="numeric"
          value={form.assemblyCharge}
          onChange={(value) => store.setField('assemblyCharge', value)}
          error={store.error('assemblyCharge')}
          helper={`GST included; the invoice shows it as its own line (SAC ${ASSEMBLY_SAC}, ${ASSEMBLY_GST_RATE} %).`}
        />
      ) : null}
    </SimpleGrid>
  );
});
