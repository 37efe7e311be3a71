import type { DocumentData } from 'firebase/firestore';
import { navigationSlugsOf } from '../../domain/NavigationTree';
import type { OrderLineVariant } from '../../domain/Order';
import type { Product, ProductVariant } from '../../domain/Product';
import { categoryKeysOf, nameSortKey } from '../../domain/ProductFilter';
import type { ProductQuery } from '../../domain/ProductQuery';
import { searchableText, searchKeysOf } from '../../domain/ProductSearch';
import { nameKey, numberKey } from './sortKeys';
import { fromIso, toIso } from './timestamps';

type Flag = NonNullable<ProductQuery['flag']>;
const FLAGS: readonly Flag[] = ['isFeatured', 'isNewArrival', 'isBestSeller'];

/**
 * The one array a storefront listing filters on: "flag and category" pairs of an active product, so a listing is a
 * single array-contains plus the price and rating ranges. Inactive products have none and never list.
 */
export const listingKey = (flag: ProductQuery['flag'], category: string): string =>
  `${flag ?? 'any'}${category === '' ? '#all' : `|${category}`}`;

const listingKeysOf = (product: Product, categoryKeys: string[]): string[] => {
  if (!product.isActive) return [];
  const flags = [undefined, ...FLAGS.filter((flag) => product[flag])];
  return flags.flatMap((flag) => [listingKey(flag, ''), ...categoryKeys.map((key) => listingKey(flag, key))]);
};

/** Stored sort keys, one per SPEC §4 sort (see sortKeys.ts). */
export const SORT_FIELDS = {
  name: 'sortName',
  'price-low': 'sortPriceAsc',
  'price-high': 'sortPriceDesc',
  rating: 'sortRating',
  newest: 'sortNewest',
} as const;

/** The stored document: the product (timestamps as Timestamps, no id) plus the derived query fields of DESIGN §4. */
export const toProductDocument = (product: Product): DocumentData => {
  const { id, createdAt, updatedAt, ...fields } = product;
  const categoryKeys = categoryKeysOf(product);
  const document: DocumentData = {
    ...fields,
    variants: product.variants.map(stripUndefined),
    createdAt: fromIso(createdAt),
    updatedAt: fromIso(updatedAt),
    variantModifiers: Object.fromEntries(
      product.variants.map((variant) => [variant.id, variant.priceModifier]),
    ),
    // What an order line stores of each variant: the rules compare a line's variant with it in one step.
    orderVariants: Object.fromEntries(
      product.variants.map((variant) => [variant.id, orderVariantOf(variant)]),
    ),
    categoryKeys,
    listingKeys: listingKeysOf(product, categoryKeys),
    navSlugs: navigationSlugsOf(product),
    searchKeys: searchKeysOf(searchableText(product)),
    sortName: nameKey(nameSortKey(product.name), id),
    sortPriceAsc: numberKey(product.price, 'asc', id),
    sortPriceDesc: numberKey(product.price, 'desc', id),
    sortRating: numberKey(product.rating, 'desc', id),
    sortNewest: numberKey(Date.parse(createdAt), 'desc', id),
  };
  if (product.originalPrice === undefined) delete document['originalPrice'];
  return document;
};

export const orderVariantOf = ({ id, size, color }: ProductVariant): OrderLineVariant => ({
  id,
  ...(size === undefined ? {} : { size }),
  ...(color === undefined ? {} : { color }),
});

const stripUndefined = (variant: ProductVariant): ProductVariant =>
  Object.fromEntries(
    Object.entries(variant).filter(([, value]) => value !== undefined),
  ) as unknown as ProductVariant;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (...values: unknown[]): number => {
  const found = values.find((value) => typeof value === 'number' && Number.isFinite(value));
  return typeof found === 'number' ? found : 0;
};
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const variantOf = (value: unknown): ProductVariant => {
  const raw = (value ?? {}) as Record<string, unknown>;
  const variant: ProductVariant = {
    id: text(raw['id']),
    priceModifier: num(raw['priceModifier']),
    sku: text(raw['sku']),
  };
  for (const key of ['size', 'color', 'colorHex'] as const)
    if (typeof raw[key] === 'string') variant[key] = raw[key];
  return variant;
};

/**
 * A stored document as a domain Product. Documents written by other tools may use SPEC's older field names:
 * averageRating for rating, totalRatings / numRatings / reviews for the review count.
 */
export const fromProductDocument = (id: string, data: DocumentData): Product => {
  const product: Product = {
    id,
    name: text(data['name']),
    slug: text(data['slug']),
    description: text(data['description']),
    price: num(data['price']),
    image: text(data['image']),
    images: texts(data['images']),
    category: text(data['category']),
    categories: texts(data['categories']),
    categoryNames: texts(data['categoryNames']),
    stock: num(data['stock']),
    rating: num(data['rating'], data['averageRating']),
    reviewCount: num(data['reviewCount'], data['totalRatings'], data['numRatings'], data['reviews']),
    features: texts(data['features']),
    tags: texts(data['tags']),
    material: text(data['material']),
    dimensions: text(data['dimensions']),
    warranty: text(data['warranty']),
    isActive: data['isActive'] === true,
    isFeatured: data['isFeatured'] === true,
    isNewArrival: data['isNewArrival'] === true,
    isBestSeller: data['isBestSeller'] === true,
    variants: Array.isArray(data['variants']) ? data['variants'].map(variantOf) : [],
    createdAt: toIso(data['createdAt']),
    updatedAt: toIso(data['updatedAt']),
  };
  if (typeof data['originalPrice'] === 'number') product.originalPrice = data['originalPrice'];
  return product;
};
