import { type FormEvent, useEffect, useRef } from 'react';
import { Button, chakra, Field, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { typedVariantStock } from '../../../../domain/catalogue/ProductFormValidation';
import type { ProductForm } from '../../../../domain/catalogue/ProductFormValidation';
import { GST_RATES } from '../../../../domain/tax/ProductTax';
import { useFieldDescription } from '../../../shared/hooks/useFieldDescription';
import type { ProductEditorStore, ScalarField } from '../ProductEditorStore';
import { AssemblyField } from './AssemblyField';
import { CategoriesField } from './CategoriesField';
import { FlagsField } from './FlagsField';
import { FormSection } from './FormSection';
import { ImagesField } from './ImagesField';
import { StringListField } from './StringListField';
import { TextField } from './TextField';
import { VariantsField } from './VariantsField';

/** The form's fields a text input edits. */
type TextKey = { [K in ScalarField]: ProductForm[K] extends string ? K : never }[ScalarField];

const FOCUSABLE = 'input, textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the form's first invalid field (document order is the order on screen) and puts the cursor in it; an
 * invalid group (the categories) gives its first control.
 */
export const focusFirstInvalid = (form: HTMLElement | null): void => {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
  // jsdom has no scrollIntoView; a browser centres the field below the sticky top bar.
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
};

/** Every product field of docs/architecture.md#data-model; a refused save marks the fields and keeps what was typed. */
export const ProductFormView = observer(function ProductFormView({
  store,
  onSubmit,
  onCancel,
}: {
  store: ProductEditorStore;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { form } = store;
  const formRef = useRef<HTMLFormElement>(null);
  const { refusedSaves } = store;
  const gstRateDescription = useFieldDescription({
    error: store.error('gstRate') !== undefined,
    helper: false,
  });
  // After the refused save has rendered its messages, so the invalid fields are marked.
  useEffect(() => {
    if (refusedSaves > 0) focusFirstInvalid(formRef.current);
  }, [refusedSaves]);
  /** A text field's value, change and error, bound to `key` of the form. */
  const bound = (key: TextKey) => ({
    value: form[key],
    onChange: (value: string) => store.setField(key, value),
    error: store.error(key),
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <chakra.form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={store.isEdit ? 'Edit product' : 'Add product'}
    >
      <Stack gap="5">
        <FormSection title="Basics">
          <TextField label="Name" required {...bound('name')} />
          <TextField
            label="Slug"
            {...bound('slug')}
            helper="The product's web address. Leave empty to make it from the name."
            placeholder="royal-teak-sofa"
          />
          <TextField label="Description" required multiline {...bound('description')} />
        </FormSection>
        <FormSection
          title="Price and stock"
          description="Whole rupees, GST included. An MRP above the price shows struck through, with the discount."
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField label="Price (₹)" required inputMode="numeric" {...bound('price')} />
            <TextField
              label="MRP (₹)"
              inputMode="numeric"
              {...bound('originalPrice')}
              helper="Incl. of all taxes. Leave empty when the price is the MRP."
            />
            {form.variants.length > 0 ? (
              <TextField
                label="Stock"
                readOnly
                value={String(typedVariantStock(form.variants))}
                onChange={() => undefined}
                helper="The variants' stock added up; set it on each variant below."
                error={store.error('stock')}
              />
            ) : (
              <TextField label="Stock" required inputMode="numeric" {...bound('stock')} />
            )}
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Images"
          description="Image addresses (https:// or a path on this site) ending in jpg, jpeg, png, gif, webp or svg."
        >
          <ImagesField store={store} />
        </FormSection>
        <FormSection title="Categories">
          <CategoriesField store={store} />
        </FormSection>
        <FormSection
          title="Tax"
          description="Prices include GST. The tax invoice prints the HSN code and splits the tax at this rate."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label="HSN code"
              required
              {...bound('hsnCode')}
              inputMode="numeric"
              helper="9403 for furniture."
            />
            <Field.Root ids={gstRateDescription.ids} invalid={store.error('gstRate') !== undefined} required>
              <Field.Label>
                GST rate (%)
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-describedby={gstRateDescription.describedBy}
                  value={form.gstRate}
                  onChange={(event) => store.setField('gstRate', event.target.value)}
                  bg="white"
                >
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {rate} %
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{store.error('gstRate')}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </FormSection>
        <FormSection
          title="Assembly"
          description="Whether our team assembles it at the shopper's home. A charge is paid with the order."
        >
          <AssemblyField store={store} />
        </FormSection>
        <FormSection title="Details">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField label="Material" {...bound('material')} placeholder="Sheesham wood" />
            <TextField label="Dimensions" {...bound('dimensions')} placeholder="200 x 90 x 85 cm" />
            <TextField label="Warranty" {...bound('warranty')} placeholder="1 year" />
          </SimpleGrid>
          <StringListField
            store={store}
            field="features"
            label="Features"
            itemLabel="Feature"
            placeholder="Hand-polished finish"
          />
          <StringListField
            store={store}
            field="tags"
            label="Tags (also used for category counts)"
            itemLabel="Tag"
            placeholder="modern"
          />
        </FormSection>
        <FormSection
          title="Declarations"
          description="What the law asks a listing to declare. The product page shows them, with the MRP, dimensions and warranty, under 'Product declarations'."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label="Country of origin"
              required
              {...bound('countryOfOrigin')}
              helper="Where the product was made, e.g. India."
            />
            <TextField
              label="Net quantity"
              required
              {...bound('netQuantity')}
              helper="How many pieces: 1 N for one, 1 set of 3 for a set."
            />
          </SimpleGrid>
          <TextField
            label="Manufacturer or importer"
            required
            {...bound('manufacturerName')}
            helper="The maker's name, or the importer's for an imported product."
          />
          <TextField
            label="Address of the manufacturer or importer"
            required
            multiline
            {...bound('manufacturerAddress')}
          />
        </FormSection>
        <FormSection
          title="Variants"
          description="Sizes or colours; each one's price is the product price plus its price change."
        >
          <VariantsField store={store} />
        </FormSection>
        <FormSection title="Visibility">
          <FlagsField store={store} />
        </FormSection>
        <HStack justify="end" gap="3" pb="6">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={store.saving}>
            {store.isEdit ? 'Update Product' : 'Create Product'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
});
