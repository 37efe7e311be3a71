import { storedGstRate, storedHsnCode } from '../../domain/tax/ProductTax';
import type { DocumentData } from 'firebase/firestore';
import type { OrderLineVariant } from '../../domain/orders/Order';
import type { Product, ProductVariant } from '../../domain/catalogue/Product';
import { storedDeclarations } from '../../domain/catalogue/ProductDeclarations';
import { categoryKeysOf, nameSortKey } from '../../domain/storefront/ProductFilter';
import type { ProductQuery } from '../../domain/storefront/ProductQuery';
import { searchableText, searchKeysOf } from '../../domain/storefront/ProductSearch';
import { storedVariantStock } from '../../domain/catalogue/VariantStock';
import { nameKey, numberKey, ratingKey } from './sortKeys';
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

/** Stored sort keys, one per sort of docs/behaviour.md#browsing-and-search (see sortKeys.ts). */
export const SORT_FIELDS = {
  name: 'sortName',
  'price-low': 'sortPriceAsc',
  'price-high': 'sortPriceDesc',
  rating: 'sortRating',
  newest: 'sortNewest',
} as const;

/** The stored document: the product (timestamps as Timestamps, no id) plus the derived query fields of docs/architecture.md#bounded-reads. */
export const toProductDocument = (product: Product): DocumentData => {
  const { id, createdAt, updatedAt, ...fields } = product;
  const categoryKeys = categoryKeysOf(product);
  const document: DocumentData = {
    ...fields,
    variants: product.variants.map(storedVariant),
    createdAt: fromIso(createdAt),
    updatedAt: fromIso(updatedAt),
    variantModifiers: Object.fromEntries(
      product.variants.map((variant) => [variant.id, variant.priceModifier]),
    ),
    // What an order line stores of each variant: the rules compare a line's variant with it in one step.
    orderVariants: Object.fromEntries(
      product.variants.map((variant) => [variant.id, orderVariantOf(variant)]),
    ),
    // Each variant's stock lives here only (not in `variants`): a checkout decrements a map entry, which the rules
    // check against the order's line; rewriting the array would cost them a check of every variant.
    variantStock: Object.fromEntries(product.variants.map((variant) => [variant.id, variant.stock])),
    // The picture an order line of each variant with pictures of its own may show, and all the variants'
    // pictures in one list: the rules check them at once.
    variantImage: Object.fromEntries(
      product.variants.flatMap((variant) => (variant.images[0] ? [[variant.id, variant.images[0]]] : [])),
    ),
    variantImages: product.variants.flatMap((variant) => variant.images),
    categoryKeys,
    listingKeys: listingKeysOf(product, categoryKeys),
    searchKeys: searchKeysOf(searchableText(product)),
    sortName: nameKey(nameSortKey(product.name), id),
    sortPriceAsc: numberKey(product.price, 'asc', id),
    sortPriceDesc: numberKey(product.price, 'desc', id),
    sortRating: ratingKey(product.rating, id),
    sortNewest: numberKey(Date.parse(createdAt), 'desc', id),
  };
  if (product.originalPrice === undefined) delete document['originalPrice'];
  if (product.assemblyCharge === undefined) delete document['assemblyCharge'];
  return document;
};

export const orderVariantOf = ({ id, size, color }: ProductVariant): OrderLineVariant => ({
  id,
  ...(size === undefined ? {} : { size }),
  ...(color === undefined ? {} : { color }),
});

/** The stored variantStock map ({} for a document written before variants had stock). */
export const variantStockOf = (data: DocumentData): Record<string, unknown> => stockMap(data['variantStock']);

/**
 * What a checkout writes of variant stock: the stored map with each variant's stock after the order. A variant the
 * map lacks (an older document) keeps selling from the product's stock, so it gains no entry; a product without
 * variants writes nothing, as before.
 */
export const variantStockUpdate = (stored: Record<string, unknown>, after: Product): DocumentData => {
  if (Object.keys(stored).length === 0) return {};
  const updated = { ...stored };
  for (const variant of after.variants)
    if (Object.hasOwn(stored, variant.id)) updated[variant.id] = variant.stock;
  return { variantStock: updated };
};

/** A variant as `variants` stores it: no undefined values, and no stock (see variantStock). */
const storedVariant = ({ stock: _stock, ...variant }: ProductVariant): DocumentData =>
  Object.fromEntries(Object.entries(variant).filter(([, value]) => value !== undefined));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (...values: unknown[]): number => {
  const found = values.find((value) => typeof value === 'number' && Number.isFinite(value));
  return typeof found === 'number' ? found : 0;
};
const stockMap = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** A stored variant; one written before variants had pictures and stock shows the product's and sells from its stock. */
const variantOf = (value: unknown, stocks: Record<string, unknown>, productStock: number): ProductVariant => {
  const raw = (value ?? {}) as Record<string, unknown>;
  const id = text(raw['id']);
  const variant: ProductVariant = {
    id,
    priceModifier: num(raw['priceModifier']),
    sku: text(raw['sku']),
    images: texts(raw['images']),
    stock: storedVariantStock(Object.hasOwn(stocks, id) ? stocks[id] : undefined, productStock),
  };
  for (const key of ['size', 'color', 'colorHex'] as const)
    if (typeof raw[key] === 'string') variant[key] = raw[key];
  return variant;
};

/**
 * A stored document as a domain Product. Documents written by other tools may use the original data model's field names:
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
    ...storedDeclarations(data),
    hsnCode: storedHsnCode(data['hsnCode']),
    gstRate: storedGstRate(data['gstRate']),
    isActive: data['isActive'] === true,
    isFeatured: data['isFeatured'] === true,
    isNewArrival: data['isNewArrival'] === true,
    isBestSeller: data['isBestSeller'] === true,
    variants: Array.isArray(data['variants'])
      ? data['variants'].map((variant) => variantOf(variant, variantStockOf(data), num(data['stock'])))
      : [],
    createdAt: toIso(data['createdAt']),
    updatedAt: toIso(data['updatedAt']),
  };
  if (typeof data['originalPrice'] === 'number') product.originalPrice = data['originalPrice'];
  if (Number.isInteger(data['assemblyCharge']) && (data['assemblyCharge'] as number) >= 0)
    product.assemblyCharge = data['assemblyCharge'] as number;
  return product;
};
