import type { Category, CategoryInput } from './Category';
import { slugify } from './NavigationTree';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { isHttpsUrl, isSitePath } from '../shared/SafeLink';

/** The admin's category form (the `categories` collection); `order` arrives as typed text. */
export interface CategoryForm {
  name: string;
  slug: string;
  description: string;
  image: string;
  parentSlug: string;
  order: string;
  showInBar: boolean;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryForm, string>>;
export type CategoryFormError = { code: 'CATEGORY.INVALID'; fields: CategoryFormErrors };

export const EMPTY_CATEGORY_FORM: CategoryForm = {
  name: '',
  slug: '',
  description: '',
  image: '',
  parentSlug: '',
  order: '',
  showInBar: true,
};

const MAX_CATEGORY_ORDER = 999;

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const categoryFormFrom = (category: Category): CategoryForm => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  image: category.image,
  parentSlug: category.parentSlug ?? '',
  order: String(category.order),
  showInBar: category.showInBar,
});

type Other = Pick<Category, 'slug' | 'parentSlug' | 'order'>;

/** Whether `slug` is `ancestor` or sits below it, following the other categories' parents. */
const isWithin = (slug: string | null, ancestor: string, others: readonly Other[]): boolean => {
  const seen = new Set<string>();
  for (let current = slug; current !== null && !seen.has(current);) {
    if (current === ancestor) return true;
    seen.add(current);
    current = others.find((other) => other.slug === current)?.parentSlug ?? null;
  }
  return false;
};

/**
 * Checks a category form against the other categories (`others` excludes `editing`, the one being edited, null for
 * a new one): a name, a slug (from the name when empty) no other category uses, a safe image link, a parent that is
 * neither itself nor one of its subcategories, and a position (empty: after its siblings).
 */
export const validateCategoryForm = (
  form: CategoryForm,
  others: readonly Other[],
  editing: Pick<Category, 'slug'> | null = null,
): Result<CategoryInput, CategoryFormError> => {
  const errors: CategoryFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Please enter the category name.';
  else if (name.length > 80) errors.name = 'The name must be at most 80 characters.';
  const slug = form.slug.trim() || slugify(name);
  if (form.slug.trim() !== '' && !SLUG_PATTERN.test(form.slug.trim()))
    errors.slug = 'Please use lower-case letters, numbers and single hyphens only, e.g. coffee-tables.';
  else if (slug === '' && name !== '')
    errors.slug = 'Please enter a slug: the name has no letters or numbers to make one from.';
  else if (others.some((other) => other.slug === slug))
    errors.slug = `Another category already uses the slug "${slug}".`;
  else if (editing && slug !== editing.slug && others.some((other) => other.parentSlug === editing.slug))
    errors.slug = 'This category has subcategories: move them to another parent before changing its slug.';
  const image = form.image.trim();
  if (image !== '' && !isHttpsUrl(image) && !isSitePath(image))
    errors.image = 'Please enter an image path on this site (starting with /) or a secure https:// address.';
  const parentSlug = form.parentSlug.trim() || null;
  if (parentSlug !== null && parentSlug === slug) errors.parentSlug = 'A category cannot be its own parent.';
  else if (editing && isWithin(parentSlug, editing.slug, others))
    errors.parentSlug = 'A category cannot sit under one of its own subcategories.';
  const description = form.description.trim();
  if (description.length > 1000) errors.description = 'The description must be at most 1000 characters.';
  const siblings = others.filter((other) => other.parentSlug === parentSlug);
  const typedOrder = form.order.trim();
  const order =
    typedOrder === ''
      ? Math.min(MAX_CATEGORY_ORDER, Math.max(0, ...siblings.map((other) => other.order)) + 1)
      : Number(typedOrder);
  if (!Number.isInteger(order) || order < 1 || order > MAX_CATEGORY_ORDER)
    errors.order = `Please enter a whole number from 1 to ${MAX_CATEGORY_ORDER}.`;
  if (Object.keys(errors).length > 0) return fail({ code: 'CATEGORY.INVALID', fields: errors });
  return ok({ name, slug, description, image, parentSlug, order, showInBar: form.showInBar });
};
