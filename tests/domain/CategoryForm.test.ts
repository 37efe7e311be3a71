import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORY_FORM, validateCategoryForm, type CategoryForm } from '../../src/domain/CategoryForm';

const form = (patch: Partial<CategoryForm>): CategoryForm => ({ ...EMPTY_CATEGORY_FORM, name: 'Coffee Tables', ...patch });
const errors = (patch: Partial<CategoryForm>, others: { slug: string }[] = []) => {
  const result = validateCategoryForm(form(patch), others);
  return result.ok ? {} : result.error.fields;
};

describe('validateCategoryForm', () => {
  it('trims, derives the slug from the name and stores no parent as null', () => {
    expect(validateCategoryForm(form({ name: ' Coffee Tables ', description: ' Low tables ' }), [])).toEqual({
      ok: true,
      value: { name: 'Coffee Tables', slug: 'coffee-tables', description: 'Low tables', image: '', parentSlug: null },
    });
  });

  it.each<[Partial<CategoryForm>, keyof CategoryForm, string]>([
    [{ name: ' ' }, 'name', 'Please enter the category name.'],
    [{ slug: 'Coffee Tables' }, 'slug', 'Please use lower-case letters, numbers and single hyphens only, e.g. coffee-tables.'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Please enter an image path on this site (starting with /) or a secure https:// address.'],
    [{ parentSlug: 'coffee-tables' }, 'parentSlug', 'A category cannot be its own parent.'],
  ])('refuses %j', (patch, field, message) => {
    expect(errors(patch)[field]).toBe(message);
  });

  it('refuses a slug another category uses', () => {
    expect(errors({}, [{ slug: 'coffee-tables' }]).slug).toBe('Another category already uses the slug "coffee-tables".');
  });
});
