import { describe, expect, it } from 'vitest';
import {
  EMPTY_CATEGORY_FORM,
  validateCategoryForm,
  type CategoryForm,
} from '../../src/domain/catalogue/CategoryForm';

const form = (patch: Partial<CategoryForm>): CategoryForm => ({
  ...EMPTY_CATEGORY_FORM,
  name: 'Coffee Tables',
  ...patch,
});
type Other = { slug: string; parentSlug: string | null; order: number };
const errors = (patch: Partial<CategoryForm>, others: Other[] = []) => {
  const result = validateCategoryForm(form(patch), others);
  return result.ok ? {} : result.error.fields;
};

describe('validateCategoryForm', () => {
  it('trims, derives the slug from the name and stores no parent as null', () => {
    expect(validateCategoryForm(form({ name: ' Coffee Tables ', description: ' Low tables ' }), [])).toEqual({
      ok: true,
      value: {
        name: 'Coffee Tables',
        slug: 'coffee-tables',
        description: 'Low tables',
        image: '',
        parentSlug: null,
        order: 1,
        showInBar: true,
      },
    });
  });

  it.each<[Partial<CategoryForm>, keyof CategoryForm, string]>([
    [{ name: ' ' }, 'name', 'Please enter the category name.'],
    [
      { slug: 'Coffee Tables' },
      'slug',
      'Please use lower-case letters, numbers and single hyphens only, e.g. coffee-tables.',
    ],
    [
      { image: 'javascript:alert(1)' },
      'image',
      'Please enter an image path on this site (starting with /) or a secure https:// address.',
    ],
    [{ parentSlug: 'coffee-tables' }, 'parentSlug', 'A category cannot be its own parent.'],
  ])('refuses %j', (patch, field, message) => {
    expect(errors(patch)[field]).toBe(message);
  });

  it('refuses a slug another category uses', () => {
    expect(errors({}, [{ slug: 'coffee-tables', parentSlug: null, order: 1 }]).slug).toBe(
      'Another category already uses the slug "coffee-tables".',
    );
  });

  it('puts a new category after its siblings unless a position is typed, and refuses a position out of range', () => {
    const others = [
      { slug: 'beds', parentSlug: null, order: 4 },
      { slug: 'wooden-sofa', parentSlug: 'sofas', order: 7 },
    ];
    const saved = (patch: Partial<CategoryForm>) => {
      const result = validateCategoryForm(form(patch), others);
      return result.ok ? result.value : null;
    };
    expect(saved({})?.order).toBe(5);
    expect(saved({ parentSlug: 'sofas' })?.order).toBe(8);
    expect(saved({ order: ' 2 ', showInBar: false })).toMatchObject({ order: 2, showInBar: false });
    for (const order of ['0', '1000', '2.5', 'first'])
      expect(errors({ order }, others).order).toBe('Please enter a whole number from 1 to 999.');
  });

  it('refuses a parent below the category itself, and a new slug while subcategories point at the old one', () => {
    const others = [
      { slug: 'fabric-sofa', parentSlug: 'sofas', order: 1 },
      { slug: 'l-shaped-sofa', parentSlug: 'fabric-sofa', order: 1 },
    ];
    const editing = { slug: 'sofas' };
    const check = (patch: Partial<CategoryForm>) => {
      const result = validateCategoryForm(form({ name: 'Sofa', slug: 'sofas', ...patch }), others, editing);
      return result.ok ? {} : result.error.fields;
    };
    expect(check({ parentSlug: 'l-shaped-sofa' }).parentSlug).toBe(
      'A category cannot sit under one of its own subcategories.',
    );
    expect(check({ slug: 'couches' }).slug).toBe(
      'This category has subcategories: move them to another parent before changing its slug.',
    );
    expect(check({ name: 'Sofas & Couches' })).toEqual({});
  });
});
