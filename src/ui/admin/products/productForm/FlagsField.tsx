import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ProductEditorStore } from '../ProductEditorStore';

const FLAGS = [
  ['isActive', 'Active (shown in the shop)'],
  ['isFeatured', 'Featured'],
  ['isNewArrival', 'New arrival'],
  ['isBestSeller', 'Best seller'],
] as const;

export const FlagsField = observer(function FlagsField({ store }: { store: ProductEditorStore }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {FLAGS.map(([flag, label]) => (
        <Checkbox.Root
          key={flag}
          checked={store.form[flag]}
          onCheckedChange={(event) => store.setField(flag, event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </SimpleGrid>
  );
});
