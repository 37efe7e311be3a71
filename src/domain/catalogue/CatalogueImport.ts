import {
  isVariantRow,
  VARIANT_COLUMNS,
  type CatalogueColumn,
  type CatalogueFile,
  type CsvRow,
} from './CatalogueCsv';
import type { ActivityTarget } from '../staff/Activity';
import { productTarget } from '../staff/ActivityTargets';
import { csvMessageFor } from '../text/csvMessages';
import { slugify, type NavigationTree } from './NavigationTree';
import type { Product, ProductInput } from './Product';
import {
  EMPTY_PRODUCT_FORM,
  EMPTY_VARIANT_FORM,
  productFormFrom,
  validateProductForm,
  type ProductForm,
  type ProductFormValues,
  type ProductVariantForm,
} from './ProductFormValidation';
import { DEFAULT_HSN_CODE, DEFAULT_PRODUCT_GST_RATE } from '../tax/ProductTax';
import type { ProductWrite } from './ProductWrite';

/** A product row of the file with its variant rows, and how the catalogue finds the product it names. */
export interface ProductEntry {
  line: number;
  row: CsvRow;
  variants: CsvRow[];
  /** By the Product ID column when filled, else by the slug (typed, or made from the name). */
  key: { by: 'id'; id: string } | { by: 'slug'; slug: string };
}

/** A row that will not be imported, and why, in words. */
export interface RefusedLine {
  line: number;
  reason: string;
}

export interface PlannedCreate {
  line: number;
  name: string;
  input: ProductInput;
}
export interface PlannedUpdate {
  line: number;
  id: string;
  name: string;
  /** Only the fields the file changes. */
  patch: Partial<ProductInput>;
  /** Each changed field from what to what, as the activity log would record it (the preview says it). */
  changes: ActivityTarget;
}
export interface UnchangedProduct {
  line: number;
  id: string;
  name: string;
}

/** What an import would do: nothing is written until the admin confirms it. */
export interface ImportPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: UnchangedProduct[];
  /** In line order. */
  refused: RefusedLine[];
  ignoredColumns: string[];
}

const keyText = (key: ProductEntry['key']): string => `${key.by}:${key.by === 'id' ? key.id : key.slug}`;

/** Groups the rows into products with their variants; duplicate products and orphan variant rows are refused. */
export const groupCatalogueRows = (
  file: CatalogueFile,
): { entries: ProductEntry[]; refused: RefusedLine[] } => {
  const entries: ProductEntry[] = [];
  const refused: RefusedLine[] = [];
  const byKey = new Map<string, ProductEntry>();
  const bySlug = new Map<string, ProductEntry>();
  for (const row of file.rows) {
    if (isVariantRow(row)) continue;
    const id = row.cells['Product ID'] ?? '';
    const slug = row.cells.Slug || slugify(row.cells.Name ?? '');
    const key: ProductEntry['key'] = id ? { by: 'id', id } : { by: 'slug', slug };
    const first = byKey.get(keyText(key));
    if (first) {
      refused.push({ line: row.line, reason: csvMessageFor('CSV.DUPLICATE_PRODUCT', { first: first.line }) });
      continue;
    }
    const entry: ProductEntry = { line: row.line, row, variants: [], key };
    entries.push(entry);
    byKey.set(keyText(key), entry);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, entry);
  }
  for (const row of file.rows) {
    if (!isVariantRow(row)) continue;
    const id = row.cells['Product ID'] ?? '';
    const slug = row.cells.Slug ?? '';
    const owner = id
      ? byKey.get(keyText({ by: 'id', id }))
      : slug
        ? bySlug.get(slug)
        : entries.filter((entry) => entry.line < row.line).at(-1);
    if (owner) owner.variants.push(row);
    else refused.push({ line: row.line, reason: csvMessageFor('CSV.ORPHAN_VARIANT') });
  }
  return { entries, refused };
};

/**
 * The slugs to look up before planning: those that products found by id are given in the file, where they differ
 * from the stored ones. `matched[i]` is the stored product of `entries[i]` (null when none).
 */
export const slugsToCheck = (
  entries: readonly ProductEntry[],
  matched: readonly (Product | null)[],
): string[] =>
  entries.flatMap((entry, index) => {
    const stored = matched[index];
    const slug = entry.row.cells.Slug ?? '';
    return stored && slug && slug !== stored.slug ? [slug] : [];
  });

const listOf = (text: string, separators: RegExp): string[] => text.split(separators);
const money = (text: string): string => text.replace(/₹|rs\.?|inr|\s/gi, '');
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** The file's cells over what the form holds (the stored product's, or a new product's); columns not in the file stay. */
const formOf = (
  entry: ProductEntry,
  stored: Product | null,
  columns: readonly CatalogueColumn[],
  problems: string[],
): ProductForm => {
  const form = stored ? productFormFrom(stored) : structuredClone(EMPTY_PRODUCT_FORM);
  const cell = (column: CatalogueColumn): string | undefined =>
    columns.includes(column) ? (entry.row.cells[column] ?? '') : undefined;
  const text = (column: CatalogueColumn, set: (value: string) => void): void => {
    const value = cell(column);
    if (value !== undefined) set(value);
  };
  text('Name', (value) => (form.name = value));
  text('Slug', (value) => (form.slug = value || form.slug));
  text('Description', (value) => (form.description = value));
  text('Price', (value) => (form.price = money(value)));
  text('MRP', (value) => (form.originalPrice = money(value)));
  text('Stock', (value) => (form.stock = value));
  text('Categories', (value) => (form.categories = listOf(value, /[,\n]/)));
  text('Main category', (value) => (form.category = value));
  text('Images', (value) => (form.images = listOf(value, /\n/)));
  text('Material', (value) => (form.material = value));
  text('Dimensions', (value) => (form.dimensions = value));
  text('Warranty', (value) => (form.warranty = value));
  text('Country of origin', (value) => (form.countryOfOrigin = value));
  text('Manufacturer or importer', (value) => (form.manufacturerName = value));
  text('Manufacturer or importer address', (value) => (form.manufacturerAddress = value));
  text('Net quantity', (value) => (form.netQuantity = value));
  text('Tags', (value) => (form.tags = listOf(value, /[,\n]/)));
  text('Features', (value) => (form.features = listOf(value, /\n/)));
  text('HSN code', (value) => (form.hsnCode = value || DEFAULT_HSN_CODE));
  text(
    'GST rate',
    (value) => (form.gstRate = value.replace(/%$/, '').trim() || String(DEFAULT_PRODUCT_GST_RATE)),
  );
  const flags: [CatalogueColumn, 'isActive' | 'isFeatured' | 'isNewArrival' | 'isBestSeller'][] = [
    ['Active', 'isActive'],
    ['Featured', 'isFeatured'],
    ['New arrival', 'isNewArrival'],
    ['Best seller', 'isBestSeller'],
  ];
  for (const [column, field] of flags) {
    const value = cell(column)?.toLowerCase() ?? '';
    if (YES.has(value)) form[field] = true;
    else if (NO.has(value)) form[field] = false;
    else if (value !== '') problems.push(csvMessageFor('CSV.YES_NO', { column }));
  }
  if (VARIANT_COLUMNS.some((column) => columns.includes(column))) {
    const storedForms = form.variants;
    form.variants = entry.variants.map((row) => variantFormOf(row, stored, storedForms, columns));
  }
  return form;
};

const variantFormOf = (
  row: CsvRow,
  stored: Product | null,
  storedForms: readonly ProductVariantForm[],
  columns: readonly CatalogueColumn[],
): ProductVariantForm => {
  const id = row.cells['Variant ID'] ?? '';
  const sku = (row.cells['Variant SKU'] ?? '').toLowerCase();
  const variants = stored?.variants ?? [];
  let position = id ? variants.findIndex((variant) => variant.id === id) : -1;
  if (position < 0 && sku) position = variants.findIndex((variant) => variant.sku.toLowerCase() === sku);
  const form: ProductVariantForm = { ...(storedForms[position] ?? EMPTY_VARIANT_FORM) };
  const set = (column: CatalogueColumn, field: keyof ProductVariantForm, clean = (v: string) => v): void => {
    if (columns.includes(column)) form[field] = clean(row.cells[column] ?? '');
  };
  set('Variant SKU', 'sku');
  set('Variant size', 'size');
  set('Variant colour', 'color');
  set('Variant colour hex', 'colorHex');
  set('Variant price change', 'priceModifier', (value) => money(value) || '0');
  set('Variant stock', 'stock');
  set('Variant images', 'images');
  return form;
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  // A colour code is the same colour in either case: the form writes it upper-case, older data may not.
  if (typeof a === 'string' && typeof b === 'string' && HEX_COLOUR.test(a))
    return a.toLowerCase() === b.toLowerCase();
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
};

/** The fields of `values` that differ from the stored product (an absent field equals undefined). */
export const changedFields = (stored: Product, values: ProductFormValues): Partial<ProductInput> => {
  const patch: Partial<ProductInput> = {};
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    if (!sameValue(values[key], stored[key])) Object.assign(patch, { [key]: values[key] });
  }
  return patch;
};

/** The problems of one product by line: a variant's at its own row, the rest at the product's row. */
const linesOf = (entry: ProductEntry, fields: Record<string, string>, problems: string[]): RefusedLine[] => {
  const byLine = new Map<number, string[]>([[entry.line, [...problems]]]);
  for (const [path, message] of Object.entries(fields)) {
    const variant = /^variants\.(\d+)\./.exec(path);
    const line = variant ? (entry.variants[Number(variant[1])]?.line ?? entry.line) : entry.line;
    const messages = byLine.get(line) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byLine.set(line, messages);
  }
  return [...byLine]
    .filter(([, messages]) => messages.length > 0)
    .map(([line, messages]) => ({ line, reason: messages.join(' ') }));
};

/**
 * What importing the file would do. `matched[i]` is the stored product `entries[i]` names (by id, else by slug);
 * `slugOwners` holds the stored product of each slug of slugsToCheck (null: free). Each product row is checked as
 * the product form checks it (ProductFormValidation); a row equal to its stored product is unchanged and writes
 * nothing, which is what makes importing the same file twice change nothing the second time.
 */
export const planCatalogueImport = (
  file: CatalogueFile,
  grouped: { entries: readonly ProductEntry[]; refused: readonly RefusedLine[] },
  matched: readonly (Product | null)[],
  slugOwners: ReadonlyMap<string, Product | null>,
  tree: NavigationTree,
): ImportPlan => {
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    unchanged: [],
    refused: [...grouped.refused],
    ignoredColumns: file.ignoredColumns,
  };
  const lineOfId = new Map<string, number>();
  const lineOfSlug = new Map<string, number>();
  grouped.entries.forEach((entry, index) => {
    const stored = matched[index] ?? null;
    const refuse = (reason: string): void => void plan.refused.push({ line: entry.line, reason });
    if (entry.key.by === 'id' && !stored)
      return refuse(csvMessageFor('CSV.UNKNOWN_ID', { id: entry.key.id }));
    const firstLine = stored ? lineOfId.get(stored.id) : undefined;
    if (firstLine !== undefined) return refuse(csvMessageFor('CSV.SAME_PRODUCT', { first: firstLine }));
    if (stored) lineOfId.set(stored.id, entry.line);
    const problems: string[] = [];
    const result = validateProductForm(formOf(entry, stored, file.columns, problems), tree);
    if (!result.ok || problems.length > 0) {
      plan.refused.push(...linesOf(entry, result.ok ? {} : result.error.fields, problems));
      return;
    }
    const values = result.value;
    const owner = stored && values.slug !== stored.slug ? slugOwners.get(values.slug) : null;
    if (owner && owner.id !== stored?.id)
      return refuse(csvMessageFor('CSV.SLUG_TAKEN', { slug: values.slug, name: owner.name }));
    const slugLine = lineOfSlug.get(values.slug);
    if (slugLine !== undefined)
      return refuse(csvMessageFor('CSV.SLUG_IN_FILE', { slug: values.slug, first: slugLine }));
    lineOfSlug.set(values.slug, entry.line);
    if (!stored) return void plan.creates.push({ line: entry.line, name: values.name, input: values });
    const patch = changedFields(stored, values);
    if (Object.keys(patch).length === 0)
      plan.unchanged.push({ line: entry.line, id: stored.id, name: stored.name });
    else
      plan.updates.push({
        line: entry.line,
        id: stored.id,
        name: values.name,
        patch,
        changes: productTarget(stored, { ...stored, ...patch }),
      });
  });
  plan.refused.sort((a, b) => a.line - b.line);
  return plan;
};

/** The plan's writes in file order, for ProductRepository.writeMany. */
export const plannedWrites = (plan: ImportPlan): ProductWrite[] =>
  [
    ...plan.creates.map((create) => ({
      line: create.line,
      write: { kind: 'create', input: create.input } as const,
    })),
    ...plan.updates.map((update) => ({
      line: update.line,
      write: { kind: 'update', id: update.id, patch: update.patch } as const,
    })),
  ]
    .sort((a, b) => a.line - b.line)
    .map(({ write }) => write);
