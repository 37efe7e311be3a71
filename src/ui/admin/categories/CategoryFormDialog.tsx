import { useState } from 'react';
import { Checkbox, Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { Category } from '../../../domain/catalogue/Category';
import {
  categoryFormFrom,
  EMPTY_CATEGORY_FORM,
  type CategoryForm,
  type CategoryFormErrors,
} from '../../../domain/catalogue/CategoryForm';
import type { CategorySaveOutcome } from './AdminCategoriesStore';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';
import { FormDialog } from '../common/FormDialog';
import { TextField } from '../products/productForm/TextField';

/** Add or edit a category; a refused save keeps the text and marks the fields. */
export function CategoryFormDialog({
  category,
  categories,
  onSave,
  onClose,
}: {
  category: Category | null;
  categories: Category[];
  onSave: (form: CategoryForm) => Promise<CategorySaveOutcome>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<CategoryForm>(() =>
    category ? categoryFormFrom(category) : EMPTY_CATEGORY_FORM,
  );
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const set = (field: Exclude<keyof CategoryForm, 'showInBar'>) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const parentDescription = useFieldDescription({ error: errors.parentSlug !== undefined, helper: false });
  const save = async (): Promise<boolean> => {
    const outcome = await onSave(form);
    if (!outcome.ok) setErrors(outcome.errors);
    return outcome.ok;
  };
  return (
    <FormDialog
      title={category ? 'Edit Category' : 'Add Category'}
      submitLabel={category ? 'Update Category' : 'Create Category'}
      size={{ base: 'full', sm: 'md' }}
      onSubmit={save}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField label="Name" required value={form.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Slug"
          value={form.slug}
          onChange={set('slug')}
          error={errors.slug}
          helper="Leave empty to make it from the name."
        />
        <TextField
          label="Description"
          multiline
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <TextField
          label="Image URL"
          value={form.image}
          onChange={set('image')}
          error={errors.image}
          placeholder="/images/categories/sofas.svg"
        />
        <Field.Root ids={parentDescription.ids} invalid={errors.parentSlug !== undefined}>
          <Field.Label>Parent category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-describedby={parentDescription.describedBy}
              value={form.parentSlug}
              onChange={(event) => set('parentSlug')(event.target.value)}
              bg="white"
            >
              <option value="">None (top level)</option>
              {categories
                .filter((other) => other.id !== category?.id)
                .map((other) => (
                  <option key={other.id} value={other.slug}>
                    {other.name}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.parentSlug ? <Field.ErrorText>{errors.parentSlug}</Field.ErrorText> : null}
        </Field.Root>
        <TextField
          label="Position"
          inputMode="numeric"
          value={form.order}
          onChange={set('order')}
          error={errors.order}
          helper="1 comes first among its siblings in the header and on the category pages. Leave empty to put it last."
        />
        <Checkbox.Root
          checked={form.showInBar}
          onCheckedChange={(event) =>
            setForm((current) => ({ ...current, showInBar: event.checked === true }))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show in the header's category bar</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
