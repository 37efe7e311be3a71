import { DEFAULT_HSN_CODE, DEFAULT_PRODUCT_GST_RATE, GST_RATES, HSN_PATTERN } from '../tax/ProductTax';
import { checkDeclarations, mrpProblem } from './ProductDeclarations';
import { isValidBannerImageUrl } from '../storefront/BannerForm';
import { ancestorsOf, findNode, flattenTree, slugify, type NavigationTree } from './NavigationTree';
import type { Product, ProductInput, ProductVariant } from './Product';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { hasOwnVariantStock, variantStockTotal } from './VariantStock';
import { MAX_ASSEMBLY_CHARGE } from './Assembly';
import { formatRupees } from '../text/Money';

/** One variant row of the product form; numbers arrive as typed text. */
export interface ProductVariantForm {
  /** The stored id of an existing variant (kept so carts and orders still find it), '' for a new row. */
  id: string;
  size: string;
  color: string;
  colorHex: string;
  priceModifier: string;
  sku: string;
  /** Units of this variant, as typed. */
  stock: string;
  /** Its own pictures, one path or URL per line; none shows the product's. */
  images: string;
}

/** The product's texts, lists and flags, which the form holds as the product does. */
type ProductFormFields = Pick<
  Product,
  | 'name'
  | 'slug'
  | 'description'
  | 'tags'
  | 'features'
  | 'material'
  | 'dimensions'
  | 'warranty'
  | 'countryOfOrigin'
  | 'manufacturerName'
  | 'manufacturerAddress'
  | 'netQuantity'
  | 'isActive'
  | 'isFeatured'
  | 'isNewArrival'
  | 'isBestSeller'
>;

/** What the admin's product form holds while they type (the fields of docs/architecture.md#data-model); numbers are held as typed text. */
export interface ProductForm extends ProductFormFields {
  hsnCode: string;
  gstRate: string;
  /** Whether the shop's team assembles it, and for what (Assembly). */
  assembly: 'none' | 'free' | 'charged';
  /** The charge per piece as typed; read only when `assembly` is 'charged'. */
  assemblyCharge: string;
  price: string;
  /** The MRP (GST included), struck through beside a lower price; '' when the price is the MRP. */
  originalPrice: string;
  stock: string;
  /** Image URLs, first one is the main image; empty rows are ignored. */
  images: string[];
  /** The main category; '' means the first chosen navigation category. */
  category: string;
  /** Chosen navigation slugs; their ancestors are added on save. */
  categories: string[];
  variants: ProductVariantForm[];
}

/** Everything a product stores that the form decides; ratings come from shoppers, not from the form. */
export type ProductFormValues = Omit<ProductInput, 'rating' | 'reviewCount'>;

/** Problems by field path: 'name', 'images.0', 'variants.1.sku'. */
export type ProductFormErrors = Record<string, string>;
export type ProductFormError = { code: 'PRODUCT.INVALID'; fields: ProductFormErrors };

export const MAX_PRODUCT_PRICE = 10_000_000;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_LIST_ITEMS = 20;
/** firestore.rules check each variant's modifier one by one, and 12 is what fits in their budget. */
export const MAX_PRODUCT_VARIANTS = 12;
const MAX_NAME = 120;
const MAX_TEXT = 5000;
const MAX_SHORT_TEXT = 200;
const MAX_LIST_ITEM = 120;

export const EMPTY_VARIANT_FORM: ProductVariantForm = {
  id: '',
  size: '',
  color: '',
  colorHex: '',
  priceModifier: '0',
  sku: '',
  stock: '0',
  images: '',
};

export const EMPTY_PRODUCT_FORM: ProductForm = {
  name: '',
  slug: '',
  description: '',
  price: '',
  originalPrice: '',
  stock: '0',
  images: [''],
  category: '',
  categories: [],
  tags: [],
  features: [],
  material: '',
  dimensions: '',
  warranty: '',
  countryOfOrigin: '',
  manufacturerName: '',
  manufacturerAddress: '',
  netQuantity: '',
  hsnCode: DEFAULT_HSN_CODE,
  gstRate: String(DEFAULT_PRODUCT_GST_RATE),
  assembly: 'none',
  assemblyCharge: '',
  isActive: true,
  isFeatured: false,
  isNewArrival: false,
  isBestSeller: false,
  variants: [],
};

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX_PATTERN = /^#[0-9a-f]{6}$/i;

/** An integer from typed text ('12,000' too); null for empty or non-integer text. */
export const parseWholeNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/** The trimmed, non-empty, distinct entries of a list field (case-insensitive duplicates dropped). */
export const cleanList = (items: readonly string[]): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const trimmed = item.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(trimmed);
  }
  return result;
};

/** The chosen category slugs plus every ancestor (a sofa in 'l-shaped-sofa' also counts for 'sofas'), in tree order. */
export const withAncestorSlugs = (slugs: readonly string[], tree: NavigationTree): string[] => {
  const wanted = new Set(slugs.flatMap((slug) => ancestorsOf(slug, tree).map((node) => node.slug)));
  return flattenTree(tree)
    .map((node) => node.slug)
    .filter((slug) => wanted.has(slug));
};

const checkText = (
  errors: ProductFormErrors,
  field: string,
  value: string,
  label: string,
  max: number,
): void => {
  if (value.length > max) errors[field] = `The ${label} must be at most ${max} characters.`;
};

const checkRupees = (text: string, label: string): { value: number | null; error?: string } => {
  const value = parseWholeNumber(text);
  if (value === null) return { value, error: `Please enter the ${label} in whole rupees.` };
  if (value < 1) return { value, error: `The ${label} must be at least ₹1.` };
  if (value > MAX_PRODUCT_PRICE) return { value, error: `The ${label} must be at most ₹1,00,00,000.` };
  return { value };
};

const checkList = (errors: ProductFormErrors, field: string, items: string[], label: string): void => {
  if (items.length > MAX_PRODUCT_LIST_ITEMS)
    errors[field] = `Please keep to ${MAX_PRODUCT_LIST_ITEMS} ${label} or fewer.`;
  else if (items.some((item) => item.length > MAX_LIST_ITEM))
    errors[field] = `Each of the ${label} must be at most ${MAX_LIST_ITEM} characters.`;
};

const MAX_STOCK = 1_000_000;

/** The assembly charge per piece the form says: none, free (0) or the typed whole rupees, ₹1 to ₹50,000. */
const checkAssembly = (form: ProductForm, errors: ProductFormErrors): number | undefined => {
  if (form.assembly === 'none') return undefined;
  if (form.assembly === 'free') return 0;
  const charge = parseWholeNumber(form.assemblyCharge);
  if (charge === null || charge < 1 || charge > MAX_ASSEMBLY_CHARGE)
    errors.assemblyCharge = `Please enter the assembly charge in whole rupees, from ₹1 to ${formatRupees(MAX_ASSEMBLY_CHARGE)}.`;
  return charge ?? undefined;
};
const MAX_SKU = 60;

/** What the variant rows' stock adds up to so far (rows not yet a whole number count 0). */
export const typedVariantStock = (variants: readonly ProductVariantForm[]): number =>
  variants.reduce((sum, row) => sum + Math.max(0, parseWholeNumber(row.stock) ?? 0), 0);

/** A stock as typed: a whole number 0..10,00,000, or the problem with it. */
const checkStock = (text: string): { value: number | null; error?: string } => {
  const value = parseWholeNumber(text);
  if (value === null || value < 0)
    return { value: null, error: 'Please enter the stock as a whole number, 0 or more.' };
  if (value > MAX_STOCK) return { value: null, error: 'The stock must be at most 10,00,000.' };
  return { value };
};

/** A variant's pictures, one per line: each checked like the product's images. */
const checkVariantImages = (
  text: string,
  at: (field: string) => string,
  errors: ProductFormErrors,
): string[] => {
  const images = cleanList(text.split('\n'));
  if (images.some((url) => !isValidBannerImageUrl(url)))
    errors[at('images')] = 'Please give one valid image URL per line (jpg, jpeg, png, gif, webp, svg).';
  else if (images.length > MAX_PRODUCT_IMAGES)
    errors[at('images')] = `Please keep to ${MAX_PRODUCT_IMAGES} pictures or fewer.`;
  return images;
};

const validateVariants = (
  form: ProductForm,
  price: number | null,
  errors: ProductFormErrors,
): ProductVariant[] => {
  if (form.variants.length > MAX_PRODUCT_VARIANTS)
    errors.variants = `Please keep to ${MAX_PRODUCT_VARIANTS} variants or fewer.`;
  const skus = form.variants.map((variant) => variant.sku.trim().toLowerCase());
  const usedIds = new Set<string>();
  return form.variants.map((row, index) => {
    const at = (field: string): string => `variants.${index}.${field}`;
    const size = row.size.trim();
    const color = row.color.trim();
    const colorHex = row.colorHex.trim();
    const sku = row.sku.trim();
    if (size === '' && color === '') errors[at('size')] = 'Please give the variant a size or a colour.';
    if (colorHex !== '' && !HEX_PATTERN.test(colorHex))
      errors[at('colorHex')] = 'Please enter the colour as a hex code like #8B5A2B.';
    const modifier = parseWholeNumber(row.priceModifier === '' ? '0' : row.priceModifier);
    if (modifier === null)
      errors[at('priceModifier')] = 'Please enter the price change in whole rupees (e.g. 2000 or -500).';
    else if (price !== null && price + modifier < 1)
      errors[at('priceModifier')] = 'This price change would take the price below ₹1.';
    if (sku === '') errors[at('sku')] = 'Please enter a SKU for the variant.';
    else if (sku.length > MAX_SKU) errors[at('sku')] = `The SKU must be at most ${MAX_SKU} characters.`;
    else if (skus.indexOf(sku.toLowerCase()) !== index) errors[at('sku')] = 'Each variant needs its own SKU.';
    const stock = checkStock(row.stock);
    if (stock.error) errors[at('stock')] = stock.error;
    const images = checkVariantImages(row.images, at, errors);
    let id = row.id.trim() || slugify(sku) || `variant-${index + 1}`;
    while (usedIds.has(id)) id = `${id}-${index + 1}`;
    usedIds.add(id);
    return {
      id,
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
      ...(colorHex ? { colorHex: colorHex.toUpperCase() } : {}),
      priceModifier: modifier ?? 0,
      sku,
      images,
      stock: stock.value ?? 0,
    };
  });
};

/**
 * Checks the product form. On success gives the fields to store: trimmed text, parsed numbers, `image` = the first
 * image, categories with their ancestors and names, the slug from the name when left empty. On failure each
 * problem field has a message; the form itself is never changed, so what was typed stays.
 */
/** Checks the product form; `tree` is the shop's navigation, whose categories the product is filed under. */
export const validateProductForm = (
  form: ProductForm,
  tree: NavigationTree,
): Result<ProductFormValues, ProductFormError> => {
  const errors: ProductFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Please enter the product name.';
  else checkText(errors, 'name', name, 'name', MAX_NAME);

  const typedSlug = form.slug.trim();
  const slug = typedSlug === '' ? slugify(name) : typedSlug;
  if (typedSlug !== '' && !SLUG_PATTERN.test(typedSlug))
    errors.slug = 'Please use lower-case letters, numbers and single hyphens only, e.g. teak-sofa.';
  else if (slug === '' && name !== '')
    errors.slug = 'Please enter a slug: the name has no letters or numbers to make one from.';

  const description = form.description.trim();
  if (description === '') errors.description = 'Please describe the product.';
  else checkText(errors, 'description', description, 'description', MAX_TEXT);

  const price = checkRupees(form.price, 'price');
  if (price.error) errors.price = price.error;
  // The MRP is stored only above the price (struck through beside it); one equal to the price is the price.
  let originalPrice: number | undefined;
  if (form.originalPrice.trim() !== '') {
    const mrp = checkRupees(form.originalPrice, 'MRP');
    if (mrp.error) errors.originalPrice = mrp.error;
    else if (price.value !== null && mrp.value !== null) {
      const problem = mrpProblem(price.value, mrp.value);
      if (problem) errors.originalPrice = problem;
      else if (mrp.value > price.value) originalPrice = mrp.value;
    }
  }

  // A product with variants holds what its variants hold (VariantStock): the typed stock is not asked for.
  const stock: ReturnType<typeof checkStock> =
    form.variants.length > 0 ? { value: 0 } : checkStock(form.stock);
  if (stock.error) errors.stock = stock.error;

  const images: string[] = [];
  form.images.forEach((url, index) => {
    const trimmed = url.trim();
    if (trimmed === '') return;
    if (!isValidBannerImageUrl(trimmed))
      errors[`images.${index}`] = 'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).';
    images.push(trimmed);
  });
  if (images.length === 0) errors.images = 'Please add at least one image URL.';
  else if (images.length > MAX_PRODUCT_IMAGES)
    errors.images = `Please keep to ${MAX_PRODUCT_IMAGES} images or fewer.`;

  // Categories outside the navigation tree (e.g. 'furniture' from an import) are kept as they are.
  const chosen = cleanList(form.categories);
  const malformed = chosen.filter((slug) => !SLUG_PATTERN.test(slug));
  const extra = chosen.filter((slug) => findNode(slug, tree) === null);
  const categories = [...withAncestorSlugs(chosen, tree), ...extra];
  if (malformed.length > 0) errors.categories = `These are not category slugs: ${malformed.join(', ')}.`;
  else if (categories.length === 0) errors.categories = 'Please choose at least one category.';
  const category = form.category.trim() || categories[0] || '';
  if (category !== '' && !SLUG_PATTERN.test(category))
    errors.category = 'Please use lower-case letters, numbers and single hyphens only, e.g. sofas.';

  const tags = cleanList(form.tags).map((tag) => tag.toLowerCase());
  checkList(errors, 'tags', tags, 'tags');
  const features = cleanList(form.features);
  checkList(errors, 'features', features, 'features');
  const material = form.material.trim();
  const dimensions = form.dimensions.trim();
  const warranty = form.warranty.trim();
  checkText(errors, 'material', material, 'material', MAX_SHORT_TEXT);
  checkText(errors, 'dimensions', dimensions, 'dimensions', MAX_SHORT_TEXT);
  checkText(errors, 'warranty', warranty, 'warranty', MAX_SHORT_TEXT);
  const declarations = checkDeclarations(form);
  Object.assign(errors, declarations.errors);
  const hsnCode = form.hsnCode.replace(/\s+/g, '');
  if (!HSN_PATTERN.test(hsnCode)) errors.hsnCode = 'Please enter an HSN code of 4, 6 or 8 digits, e.g. 9403.';
  const gstRate = Number(form.gstRate);
  if (form.gstRate.trim() === '' || !GST_RATES.includes(gstRate)) {
    errors.gstRate = `Please choose a GST rate: ${GST_RATES.join(', ')} %.`;
  }

  const assemblyCharge = checkAssembly(form, errors);

  const variants = validateVariants(form, price.error ? null : price.value, errors);
  const total = variants.length > 0 ? variantStockTotal(variants) : (stock.value ?? 0);
  if (total > MAX_STOCK) errors.stock = "The variants' stock adds up to more than 10,00,000.";

  if (Object.keys(errors).length > 0) return fail({ code: 'PRODUCT.INVALID', fields: errors });
  return ok({
    name,
    slug,
    description,
    price: price.value ?? 0,
    // undefined ends a discount when the values patch a stored product.
    originalPrice,
    image: images[0] ?? '',
    images,
    category,
    categories,
    categoryNames: categories.map((entry) => findNode(entry, tree)?.name ?? entry),
    stock: total,
    features,
    tags,
    material,
    dimensions,
    warranty,
    ...declarations.values,
    hsnCode,
    gstRate,
    // undefined ends the assembly when the values patch a stored product.
    assemblyCharge,
    isActive: form.isActive,
    isFeatured: form.isFeatured,
    isNewArrival: form.isNewArrival,
    isBestSeller: form.isBestSeller,
    variants,
  });
};

/** The form pre-filled for editing a stored product. */
export const productFormFrom = (product: Product): ProductForm => ({
  name: product.name,
  slug: product.slug,
  description: product.description,
  price: String(product.price),
  originalPrice: product.originalPrice === undefined ? '' : String(product.originalPrice),
  stock: String(product.stock),
  images: product.images.length > 0 ? [...product.images] : product.image ? [product.image] : [''],
  category: product.category,
  categories: [...product.categories],
  tags: [...product.tags],
  features: [...product.features],
  material: product.material,
  dimensions: product.dimensions,
  warranty: product.warranty,
  countryOfOrigin: product.countryOfOrigin,
  manufacturerName: product.manufacturerName,
  manufacturerAddress: product.manufacturerAddress,
  netQuantity: product.netQuantity,
  hsnCode: product.hsnCode,
  gstRate: String(product.gstRate),
  assembly: product.assemblyCharge === undefined ? 'none' : product.assemblyCharge === 0 ? 'free' : 'charged',
  assemblyCharge: product.assemblyCharge ? String(product.assemblyCharge) : '',
  isActive: product.isActive,
  isFeatured: product.isFeatured,
  isNewArrival: product.isNewArrival,
  isBestSeller: product.isBestSeller,
  variants: product.variants.map((variant) => ({
    id: variant.id,
    size: variant.size ?? '',
    color: variant.color ?? '',
    colorHex: variant.colorHex ?? '',
    priceModifier: String(variant.priceModifier),
    sku: variant.sku,
    // Stock an older record shared between its variants is not theirs to show: the admin enters each one.
    stock: hasOwnVariantStock(product) ? String(variant.stock) : '',
    images: variant.images.join('\n'),
  })),
});
