import fc from 'fast-check';
import { catalogueHeader, catalogueRows, readCatalogueFile } from '../../src/domain/catalogue/CatalogueCsv';
import {
  groupCatalogueRows,
  planCatalogueImport,
  plannedWrites,
  slugsToCheck,
  type ImportPlan,
} from '../../src/domain/catalogue/CatalogueImport';
import type { NavigationTree } from '../../src/domain/catalogue/NavigationTree';
import type { Product } from '../../src/domain/catalogue/Product';
import { applyProductPatch, newProduct } from '../../src/domain/catalogue/ProductChanges';
import {
  EMPTY_PRODUCT_FORM,
  validateProductForm,
  type ProductForm,
} from '../../src/domain/catalogue/ProductFormValidation';
import { GST_RATES } from '../../src/domain/tax/ProductTax';
import { parseCsv, toCsv } from '../../src/ui/admin/common/csvText';
import { DEFAULT_SLUGS, DEFAULT_TREE } from './productArbitraries';

/** The catalogue as the admin's export writes it. */
export const exportCsv = (products: readonly Product[]): string =>
  toCsv([catalogueHeader(), ...catalogueRows(products)]);

/** Plans importing `text` into `catalogue` (a list standing in for the repository), as the import store does. */
export const planAgainst = (
  text: string,
  catalogue: readonly Product[],
  tree: NavigationTree = DEFAULT_TREE,
): ImportPlan => {
  const records = parseCsv(text);
  if (!records) throw new Error('unreadable CSV');
  const read = readCatalogueFile(records);
  if (!read.ok) throw new Error(read.error.code);
  const grouped = groupCatalogueRows(read.file);
  const bySlug = (slug: string) => catalogue.find((product) => product.slug === slug) ?? null;
  const matched = grouped.entries.map(({ key }) =>
    key.by === 'id' ? (catalogue.find((product) => product.id === key.id) ?? null) : bySlug(key.slug),
  );
  const owners = new Map(slugsToCheck(grouped.entries, matched).map((slug) => [slug, bySlug(slug)]));
  return planCatalogueImport(read.file, grouped, matched, owners, tree);
};

/** The catalogue after the plan's writes, as writeMany would leave it (new ids numbered from `nextId`). */
export const applyPlan = (
  plan: ImportPlan,
  catalogue: readonly Product[],
  now = '2026-02-01T00:00:00.000Z',
): Product[] => {
  const result = [...catalogue];
  plannedWrites(plan).forEach((write, index) => {
    if (write.kind === 'create') result.push(newProduct(write.input, `imported${index}`, now));
    else {
      const at = result.findIndex((product) => product.id === write.id);
      result[at] = applyProductPatch(result[at] as Product, write.patch, now);
    }
  });
  return result;
};

/** Text a spreadsheet cell can hold: commas, quotes, line breaks, Hindi, ₹, leading signs. */
export const cellText = fc.stringMatching(/^[a-zA-Z0-9 ,"'\n=+@\-₹अ-ह।]{0,24}$/);
/** The same on one line, without the list separators (a tag, a feature). */
const itemText = fc.stringMatching(/^[a-zA-Z0-9 "'=+@\-₹अ-ह]{1,16}$/);

const formArbitrary: fc.Arbitrary<ProductForm> = fc
  .record({
    name: itemText,
    description: cellText.map((text) => `${text}x`),
    price: fc.integer({ min: 1, max: 500_000 }).map(String),
    originalPrice: fc.option(fc.integer({ min: 500_001, max: 900_000 }).map(String), { nil: '' }),
    stock: fc.integer({ min: 0, max: 50 }).map(String),
    images: fc.array(fc.constantFrom('/images/a.svg', 'https://cdn.example.com/b.jpg', '/images/c.webp'), {
      minLength: 1,
      maxLength: 3,
    }),
    categories: fc.subarray([...DEFAULT_SLUGS, 'furniture'], { minLength: 1, maxLength: 3 }),
    tags: fc.array(itemText, { maxLength: 3 }),
    features: fc.array(itemText, { maxLength: 3 }),
    material: itemText,
    dimensions: fc.constant('90 x 60 cm'),
    warranty: fc.constantFrom('', '1 year'),
    countryOfOrigin: fc.constantFrom('India', 'Vietnam', 'भारत'),
    manufacturerName: itemText,
    manufacturerAddress: cellText.map((text) => `${text}x`),
    netQuantity: fc.constantFrom('1 N', '1 set of 3', '2 N'),
    hsnCode: fc.constantFrom('9403', '940360', '94036000'),
    gstRate: fc.constantFrom(...GST_RATES).map(String),
    isActive: fc.boolean(),
    isFeatured: fc.boolean(),
    isNewArrival: fc.boolean(),
    isBestSeller: fc.boolean(),
    slug: fc.constant(''),
    category: fc.constant(''),
    variants: fc.array(
      fc.record({
        id: fc.constant(''),
        size: fc.constantFrom('', 'King', 'Queen'),
        color: fc.constantFrom('Walnut', 'Honey', 'शीशम'),
        colorHex: fc.constantFrom('', '#8b5a2b'),
        priceModifier: fc.integer({ min: -500, max: 5000 }).map(String),
        sku: fc.stringMatching(/^[A-Z0-9-]{1,8}$/),
        stock: fc.integer({ min: 0, max: 20 }).map(String),
        images: fc.constantFrom('', '/images/v.svg'),
      }),
      { maxLength: 3 },
    ),
  })
  .map((form) => ({ ...EMPTY_PRODUCT_FORM, ...form }));

/** Catalogues as the product form saves them: each product what validateProductForm makes of a form. */
export const savedCatalogueArbitrary = (maxLength = 6): fc.Arbitrary<Product[]> =>
  fc.array(formArbitrary, { maxLength }).map((forms) =>
    forms.flatMap((form, index) => {
      const result = validateProductForm({ ...form, name: `${form.name} ${index}` }, DEFAULT_TREE);
      return result.ok ? [newProduct(result.value, `stored${index}`, '2026-01-01T00:00:00.000Z')] : [];
    }),
  );
