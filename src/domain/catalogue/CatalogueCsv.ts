import { escapeCell, unescapeCell } from '../shared/CsvCells';
import type { Product } from './Product';

/**
 * The catalogue's CSV: one row per product, followed by one row per variant of it. A variant row repeats the
 * product's id and slug and fills only the Variant columns; the product's own row leaves them empty. Lists in a cell:
 * categories and tags separated by commas, images and features one per line. README "The catalogue as CSV".
 */
export const CATALOGUE_COLUMNS = [
  'Product ID',
  'Slug',
  'Name',
  'Description',
  'Price',
  'MRP',
  'Stock',
  'Categories',
  'Main category',
  'Images',
  'Material',
  'Dimensions',
  'Warranty',
  'Country of origin',
  'Manufacturer or importer',
  'Manufacturer or importer address',
  'Net quantity',
  'Tags',
  'Features',
  'HSN code',
  'GST rate',
  'Active',
  'Featured',
  'New arrival',
  'Best seller',
  'Variant ID',
  'Variant SKU',
  'Variant size',
  'Variant colour',
  'Variant colour hex',
  'Variant price change',
  'Variant stock',
  'Variant images',
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export const VARIANT_COLUMNS: readonly CatalogueColumn[] = CATALOGUE_COLUMNS.filter((column) =>
  column.startsWith('Variant '),
);

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

const productCells = (product: Product): Partial<Record<CatalogueColumn, string>> => ({
  'Product ID': product.id,
  Slug: product.slug,
  Name: product.name,
  Description: product.description,
  Price: String(product.price),
  MRP: product.originalPrice === undefined ? '' : String(product.originalPrice),
  Stock: String(product.stock),
  Categories: product.categories.join(', '),
  'Main category': product.category,
  Images: product.images.join('\n'),
  Material: product.material,
  Dimensions: product.dimensions,
  Warranty: product.warranty,
  'Country of origin': product.countryOfOrigin,
  'Manufacturer or importer': product.manufacturerName,
  'Manufacturer or importer address': product.manufacturerAddress,
  'Net quantity': product.netQuantity,
  Tags: product.tags.join(', '),
  Features: product.features.join('\n'),
  'HSN code': product.hsnCode,
  'GST rate': String(product.gstRate),
  Active: yesNo(product.isActive),
  Featured: yesNo(product.isFeatured),
  'New arrival': yesNo(product.isNewArrival),
  'Best seller': yesNo(product.isBestSeller),
});

const variantCells = (
  product: Product,
  variant: Product['variants'][number],
): Partial<Record<CatalogueColumn, string>> => ({
  'Product ID': product.id,
  Slug: product.slug,
  'Variant ID': variant.id,
  'Variant SKU': variant.sku,
  'Variant size': variant.size ?? '',
  'Variant colour': variant.color ?? '',
  'Variant colour hex': variant.colorHex ?? '',
  'Variant price change': String(variant.priceModifier),
  'Variant stock': String(variant.stock),
  'Variant images': variant.images.join('\n'),
});

const toRow = (cells: Partial<Record<CatalogueColumn, string>>): string[] =>
  CATALOGUE_COLUMNS.map((column) => escapeCell(cells[column] ?? ''));

/** The CSV rows of some products (no header): each product's row, then its variants' rows. */
export const catalogueRows = (products: readonly Product[]): string[][] =>
  products.flatMap((product) => [
    toRow(productCells(product)),
    ...product.variants.map((variant) => toRow(variantCells(product, variant))),
  ]);

export const catalogueHeader = (): string[] => [...CATALOGUE_COLUMNS];

/** A header cell as typed: case, spaces, punctuation and the spelling of colour do not matter. */
const headerKey = (text: string): string =>
  text
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/color/g, 'colour')
    .replace(/[^a-z0-9]/g, '');

/** Headers an older export wrote, read as the column that replaced them. */
const FORMER_NAMES: readonly (readonly [string, CatalogueColumn])[] = [['Original price', 'MRP']];

const COLUMN_BY_KEY = new Map<string, CatalogueColumn>([
  ...CATALOGUE_COLUMNS.map((column) => [headerKey(column), column] as const),
  ...FORMER_NAMES.map(([former, column]) => [headerKey(former), column] as const),
]);

/** One data row of the file: its line (the spreadsheet's row number, the header being 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CatalogueColumn, string>>;
}

export type CatalogueFileError =
  { code: 'CSV.EMPTY' } | { code: 'CSV.NO_KEY_COLUMN' } | { code: 'CSV.DUPLICATE_COLUMN'; column: string };

export interface CatalogueFile {
  /** The format's columns the header names. */
  columns: CatalogueColumn[];
  /** Header cells that are not the format's, ignored. */
  ignoredColumns: string[];
  /** The rows with anything in them (blank rows are skipped, but still counted in the line numbers). */
  rows: CsvRow[];
}

/** Reads parsed CSV records (header first) into rows by column; cells are unescaped (CsvCells) and trimmed. */
export const readCatalogueFile = (
  records: readonly (readonly string[])[],
): { ok: true; file: CatalogueFile } | { ok: false; error: CatalogueFileError } => {
  const header = records[0];
  if (!header || header.every((cell) => cell.trim() === ''))
    return { ok: false, error: { code: 'CSV.EMPTY' } };
  const columns: (CatalogueColumn | null)[] = [];
  const ignoredColumns: string[] = [];
  for (const cell of header) {
    const column = COLUMN_BY_KEY.get(headerKey(cell)) ?? null;
    if (column && columns.includes(column))
      return { ok: false, error: { code: 'CSV.DUPLICATE_COLUMN', column } };
    if (!column && cell.trim() !== '') ignoredColumns.push(cell.trim());
    columns.push(column);
  }
  const known = columns.filter((column): column is CatalogueColumn => column !== null);
  if (!known.some((column) => column === 'Name' || column === 'Slug' || column === 'Product ID'))
    return { ok: false, error: { code: 'CSV.NO_KEY_COLUMN' } };
  const rows: CsvRow[] = [];
  records.slice(1).forEach((record, index) => {
    const cells: CsvRow['cells'] = {};
    record.forEach((raw, position) => {
      const column = columns[position];
      if (column) cells[column] = unescapeCell(raw).trim();
    });
    if (Object.values(cells).some((value) => value !== '')) rows.push({ line: index + 2, cells });
  });
  return { ok: true, file: { columns: known, ignoredColumns, rows } };
};

/** A row fills some Variant column: it is a variant of a product, not a product. */
export const isVariantRow = (row: CsvRow): boolean =>
  VARIANT_COLUMNS.some((column) => (row.cells[column] ?? '') !== '');
