import type { Category, CategoryInput } from './Category';
import { slugify } from './NavigationTree';
import { fail, ok } from './Result';
import type { Result } from './Result';
import { isHttpsUrl, isSitePath } from './SafeLink';

/** The admin's category form (the `categories` collection). */
export interface CategoryForm {
  name: string;
  slug: string;
  description: string;
  image: string;
  parentSlug: string;
}

export type CategoryFormErrors = Partial<Record<keyof CategoryForm, string>>;
export type CategoryFormError = { code: 'CATEGORY.INVALID'; fields: CategoryFormErrors };

export const EMPTY_CATEGORY_FORM: CategoryForm = { name: '', slug: '', description: '', image: '', parentSlug: '' };

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const categoryFormFrom = (category: Category): CategoryForm => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  image: category.image,
  parentSlug: category.parentSlug ?? '',
});

/**
 * Checks a category form against the other categories (`others` excludes the one being edited): a name, a slug
 * (from the name when empty) no other category uses, a safe image link, and a parent that is not itself.
 */
export const validateCategoryForm = (
  form: CategoryForm,
  others: readonly Pick<Category, 'slug'>[],
): Result<CategoryInput, CategoryFormError> => {
  const errors: CategoryFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Please enter the category name.';
  else if (name.length > 80) errors.name = 'The name must be at most 80 characters.';
  const slug = form.slug.trim() || slugify(name);
  if (form.slug.trim() !== '' && !SLUG_PATTERN.test(form.slug.trim()))
    errors.slug = 'Please use lower-case letters, numbers and single hyphens only, e.g. coffee-tables.';
  else if (slug === '' && name !== '') errors.slug = 'Please enter a slug: the name has no letters or numbers to make one from.';
  else if (others.some((other) => other.slug === slug)) errors.slug = `Another category already uses the slug "${slug}".`;
  const image = form.image.trim();
  if (image !== '' && !isHttpsUrl(image) && !isSitePath(image))
    errors.image = 'Please enter an image path on this site (starting with /) or a secure https:// address.';
  const parentSlug = form.parentSlug.trim() || null;
  if (parentSlug !== null && parentSlug === slug) errors.parentSlug = 'A category cannot be its own parent.';
  const description = form.description.trim();
  if (description.length > 1000) errors.description = 'The description must be at most 1000 characters.';
  if (Object.keys(errors).length > 0) return fail({ code: 'CATEGORY.INVALID', fields: errors });
  return ok({ name, slug, description, image, parentSlug });
};
