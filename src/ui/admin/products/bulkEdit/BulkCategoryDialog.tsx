import { useState } from 'react';
import { Field, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { categoryEdit } from '../../../../domain/catalogue/BulkProductEdit';
import { findNode, type NavigationTree } from '../../../../domain/catalogue/NavigationTree';
import type { ProductBulkEditStore } from '../ProductBulkEditStore';
import { useFieldDescription } from '../../../shared/hooks/useFieldDescription';
import { CategorySelect } from '../CategorySelect';
import { FormDialog } from '../../common/FormDialog';

/** Files the chosen products under one category (its parents are added, as in the product form). */
export const BulkCategoryDialog = observer(function BulkCategoryDialog({
  bulk,
  tree,
  count,
  onClose,
}: {
  bulk: ProductBulkEditStore;
  tree: NavigationTree;
  /** How many products are chosen; null for every product matching the filters. */
  count: number | null;
  onClose: () => void;
}) {
  const [slug, setSlug] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && slug === '' ? 'Please choose a category.' : undefined;
  const description = useFieldDescription({ error: error !== undefined, helper: false });
  return (
    <FormDialog
      title="Move to a category"
      submitLabel="Move products"
      size="md"
      onClose={onClose}
      onSubmit={async () => {
        setTouched(true);
        if (slug === '') return false;
        return bulk.apply(categoryEdit(slug, tree), `moved to ${findNode(slug, tree)?.name ?? slug}`);
      }}
    >
      <Stack gap="3">
        <Text>
          {count === null
            ? 'Every product matching the filters'
            : `The ${count} chosen ${count === 1 ? 'product' : 'products'}`}{' '}
          will be listed under this category (and its parent categories) only.
        </Text>
        <Field.Root ids={description.ids} invalid={error !== undefined}>
          <CategorySelect
            tree={tree}
            value={slug}
            onChange={setSlug}
            allLabel="Choose a category"
            label="Category"
            describedBy={description.describedBy}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
});
