import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { ProductVariantForm } from '../../../../domain/catalogue/ProductFormValidation';
import { fieldDescription } from '../../../shared/hooks/useFieldDescription';
import type { ProductEditorStore } from '../ProductEditorStore';

const HEX = /^#[0-9a-f]{6}$/i;

/** Variant rows: size, colour, colour hex (with a swatch), price change, SKU, stock and its own pictures. */
export const VariantsField = observer(function VariantsField({ store }: { store: ProductEditorStore }) {
  const variants = store.form.variants;
  const fieldId = useId();
  const describe = (index: number, field: keyof ProductVariantForm, error: string | undefined) =>
    fieldDescription(`${fieldId}-${index}-${field}`, { error: error !== undefined, helper: false });
  const cell = (
    index: number,
    field: keyof ProductVariantForm,
    label: string,
    placeholder: string,
    inputMode?: 'numeric' | 'text',
  ) => {
    const error = store.error(`variants.${index}.${field}`);
    const row = variants[index];
    const description = describe(index, field, error);
    return (
      <Field.Root ids={description.ids} invalid={error !== undefined}>
        <Field.Label fontSize="xs">{label}</Field.Label>
        <Input
          aria-describedby={description.describedBy}
          size="sm"
          value={row?.[field] ?? ''}
          placeholder={placeholder}
          inputMode={inputMode}
          onChange={(event) => store.setVariant(index, field, event.target.value)}
          bg="white"
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };
  const picturesField = (index: number) => {
    const error = store.error(`variants.${index}.images`);
    const description = describe(index, 'images', error);
    return (
      <Field.Root ids={description.ids} invalid={error !== undefined} mt="3">
        <Field.Label fontSize="xs">Pictures (one per line; none shows the product's)</Field.Label>
        <Textarea
          aria-describedby={description.describedBy}
          size="sm"
          rows={2}
          value={variants[index]?.images ?? ''}
          placeholder="/images/products/sofa-grey.svg"
          onChange={(event) => store.setVariant(index, 'images', event.target.value)}
          bg="white"
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };
  return (
    <Stack gap="3">
      {variants.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          No variants: the product sells as it is.
        </Text>
      ) : null}
      {variants.map((variant, index) => (
        <Box
          key={index}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          p="3"
          role="group"
          aria-label={`Variant ${index + 1}`}
        >
          <HStack justify="space-between" mb="2">
            <HStack gap="2">
              <Text fontWeight="medium" fontSize="sm">
                Variant {index + 1}
              </Text>
              {HEX.test(variant.colorHex.trim()) ? (
                <Box
                  w="4"
                  h="4"
                  rounded="full"
                  borderWidth="1px"
                  borderColor="gray.300"
                  bg={variant.colorHex.trim()}
                  aria-hidden
                />
              ) : null}
            </HStack>
            <IconButton
              aria-label={`Remove variant ${index + 1}`}
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => store.removeVariant(index)}
            >
              <LuTrash2 aria-hidden />
            </IconButton>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3">
            {cell(index, 'size', 'Size', 'Queen')}
            {cell(index, 'color', 'Colour', 'Walnut')}
            {cell(index, 'colorHex', 'Colour hex', '#8B5A2B')}
            {cell(index, 'priceModifier', 'Price change (₹)', '0', 'numeric')}
            {cell(index, 'sku', 'SKU', 'BED-Q-WAL')}
            {cell(index, 'stock', 'Stock', '0', 'numeric')}
          </SimpleGrid>
          {picturesField(index)}
        </Box>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={store.addVariant}>
        <LuPlus aria-hidden /> Add variant
      </Button>
    </Stack>
  );
});
