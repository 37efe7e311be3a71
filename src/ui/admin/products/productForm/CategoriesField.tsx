import { Box, Checkbox, Field, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { withAncestorSlugs } from '../../../../domain/catalogue/ProductFormValidation';
import { useFieldDescription } from '../../../shared/hooks/useFieldDescription';
import { useStores } from '../../../app/stores/StoresContext';
import type { ProductEditorStore } from '../ProductEditorStore';
import { categoryOptions, CategorySelect } from '../CategorySelect';

/** The shop's categories to list the product under (ancestors are added on save) and its main category. */
export const CategoriesField = observer(function CategoriesField({ store }: { store: ProductEditorStore }) {
  const { tree } = useStores().summary;
  const options = categoryOptions(tree);
  const chosen = store.form.categories;
  const error = store.error('categories');
  const known = new Set(options.map((option) => option.slug));
  const extra = chosen.filter((slug) => !known.has(slug));
  const mainDescription = useFieldDescription({
    error: store.error('category') !== undefined,
    helper: false,
  });
  const toggle = (slug: string): void =>
    store.setCategories(chosen.includes(slug) ? chosen.filter((entry) => entry !== slug) : [...chosen, slug]);
  return (
    <>
      {/* A fieldset, not a Field: a Field would give every checkbox inside it the same id and label. */}
      <Box as="fieldset" aria-describedby="product-categories-help" aria-invalid={error !== undefined}>
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
          Categories{' '}
          <Text as="span" color="red.600" aria-hidden>
            *
          </Text>
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" w="full">
          {options.map((option) => (
            <Checkbox.Root
              key={option.slug}
              checked={chosen.includes(option.slug)}
              onCheckedChange={() => toggle(option.slug)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label whiteSpace="pre">{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        <Text id="product-categories-help" fontSize="sm" mt="2" color={error ? 'red.700' : 'gray.600'}>
          {error ?? 'Parent categories are added for you.'}
        </Text>
        {extra.length > 0 ? (
          <Text fontSize="sm" color="gray.600">
            Also listed under: {extra.join(', ')}
          </Text>
        ) : null}
      </Box>
      <Field.Root ids={mainDescription.ids} invalid={store.error('category') !== undefined}>
        <Field.Label>Main category</Field.Label>
        <CategorySelect
          tree={tree}
          value={store.form.category}
          onChange={(slug) => store.setField('category', slug)}
          allLabel="The first chosen category"
          label="Main category"
          only={withAncestorSlugs(chosen, tree)}
          describedBy={mainDescription.describedBy}
        />
        {store.error('category') ? <Field.ErrorText>{store.error('category')}</Field.ErrorText> : null}
      </Field.Root>
    </>
  );
});
