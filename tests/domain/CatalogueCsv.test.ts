import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, readCatalogueFile } from '../../src/domain/catalogue/CatalogueCsv';
import { plannedWrites } from '../../src/domain/catalogue/CatalogueImport';
import { escapeCell, indiaDateTimeCell, indiaDayStart, unescapeCell } from '../../src/domain/shared/CsvCells';
import { parseCsv, toCsv } from '../../src/ui/admin/common/csvText';
import {
  applyPlan,
  cellText,
  exportCsv,
  planAgainst,
  savedCatalogueArbitrary,
} from '../support/catalogueCsvKit';
import { testProduct } from '../contracts/support/testProduct';

const HEADER =
  'Slug,Name,Description,Price,Stock,Categories,Images,Active,' +
  'Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity';
const row = (
  n: number,
  overrides: Partial<Record<'price' | 'categories' | 'active' | 'country', string>> = {},
): string =>
  [
    `imported-chair-${n}`,
    `Imported Chair ${n}`,
    `"A chair, number ${n}; ""solid"" wood"`,
    overrides.price ?? String(4000 + n),
    '5',
    overrides.categories ?? 'chairs',
    '/images/products/chair-walnut.svg',
    overrides.active ?? 'yes',
    overrides.country ?? 'India',
    'Jodhpur Teak Works',
    '"4 Mill Road, Jodhpur 342001"',
    '1 N',
  ].join(',');

describe('CSV cells', () => {
  it('reads back every text it writes, and writes a formula as text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(unescapeCell(escapeCell(text))).toBe(text);
      }),
    );
    expect(escapeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeCell('-500')).toBe('-500');
    expect(escapeCell('- solid wood')).toBe(`'- solid wood`);
    expect(escapeCell("'=x")).toBe("''=x");
  });

  it('gives days and times in India time', () => {
    expect(indiaDayStart('2025-04-01')).toBe('2025-03-31T18:30:00.000Z');
    expect(indiaDayStart('2025-02-30')).toBeNull();
    expect(indiaDateTimeCell('2025-03-31T18:30:00.000Z')).toBe('2025-04-01 00:00');
  });

  it('parse(unparse(records)) gives back any text: commas, quotes, line breaks, Hindi', () => {
    const records = fc
      .integer({ min: 1, max: 4 })
      .chain((width) =>
        fc.array(fc.array(cellText, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 5 }),
      )
      .filter((rows) => !(rows.length === 1 && rows[0]!.length === 1 && rows[0]![0] === ''));
    fc.assert(
      fc.property(records, (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows);
      }),
    );
  });
});

describe('catalogue import plan', () => {
  it('export then import of the same products: every product unchanged, nothing to write', () => {
    fc.assert(
      fc.property(savedCatalogueArbitrary(), (catalogue) => {
        const plan = planAgainst(exportCsv(catalogue), catalogue);
        expect(plan.refused).toEqual([]);
        expect(plan.unchanged.map((entry) => entry.id).sort()).toEqual(catalogue.map((p) => p.id).sort());
        expect(plannedWrites(plan)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('importing a file into a shop that lacks it creates every product, and a second import changes nothing', () => {
    fc.assert(
      fc.property(savedCatalogueArbitrary(), (catalogue) => {
        const text = exportCsv(catalogue.map((product) => ({ ...product, id: '' })));
        const first = planAgainst(text, []);
        expect(first.refused).toEqual([]);
        expect(first.creates).toHaveLength(catalogue.length);
        const after = applyPlan(first, []);
        const second = planAgainst(text, after);
        expect(plannedWrites(second)).toEqual([]);
        expect(second.unchanged).toHaveLength(catalogue.length);
      }),
      { numRuns: 40 },
    );
  });

  it('a 50-row file with 4 bad rows: 46 to create, the 4 refused by line with the reason in words', () => {
    const rows = Array.from({ length: 50 }, (_, index) => {
      const n = index + 1;
      if (n === 6) return row(n, { price: 'twelve' });
      if (n === 20) return row(n, { categories: 'Not A Slug' });
      if (n === 33) return row(n, { active: 'maybe' });
      if (n === 45) return row(n, { country: '' });
      return row(n);
    });
    const plan = planAgainst([HEADER, ...rows].join('\n'), []);
    expect(plan.creates).toHaveLength(46);
    expect(plan.refused).toEqual([
      { line: 7, reason: 'Please enter the price in whole rupees.' },
      {
        line: 21,
        reason:
          'These are not category slugs: Not A Slug. Please use lower-case letters, numbers and single hyphens only, e.g. sofas.',
      },
      { line: 34, reason: 'Please write yes or no in “Active”.' },
      { line: 46, reason: 'Please enter the country of origin, e.g. India.' },
    ]);
    expect(plan.creates[0]?.input).toMatchObject({
      name: 'Imported Chair 1',
      description: 'A chair, number 1; "solid" wood',
      categoryNames: ['Chair'],
      hsnCode: '9403',
      gstRate: 18,
      isActive: true,
      countryOfOrigin: 'India',
      manufacturerName: 'Jodhpur Teak Works',
      manufacturerAddress: '4 Mill Road, Jodhpur 342001',
      netQuantity: '1 N',
    });
  });

  it('refuses a new product without its declarations, each reason in words; a stored product keeps those the file leaves out', () => {
    const bare = planAgainst(
      ['Name,Description,Price,Categories,Images', 'Teak Stool,A stool,2999,chairs,/images/a.svg'].join('\n'),
      [],
    );
    expect(bare.refused).toEqual([
      {
        line: 2,
        reason:
          'Please enter the country of origin, e.g. India. ' +
          'Please enter the name of the manufacturer, or of the importer for an imported product. ' +
          'Please enter the address of the manufacturer or importer. ' +
          'Please enter the net quantity, e.g. 1 N or 1 set of 3.',
      },
    ]);
    const chair = testProduct('chair1', { slug: 'teak-chair', name: 'Teak Chair', price: 5000 });
    const plan = planAgainst(['Product ID,Net quantity', 'chair1,1 set of 2'].join('\n'), [chair]);
    expect(plan.updates).toEqual([
      {
        line: 2,
        id: 'chair1',
        name: 'Teak Chair',
        patch: { netQuantity: '1 set of 2' },
        changes: expect.objectContaining({
          changes: [{ field: 'netQuantity', before: '1 N', after: '1 set of 2' }],
        }),
      },
    ]);
  });

  it('refuses to update a product stored before declarations were asked for until the file gives them', () => {
    const older = testProduct('old1', {
      slug: 'old-chair',
      name: 'Old Chair',
      countryOfOrigin: '',
      manufacturerName: '',
      manufacturerAddress: '',
      netQuantity: '',
    });
    const priceOnly = planAgainst(['Product ID,Price', 'old1,4500'].join('\n'), [older]);
    expect(priceOnly.refused.map((line) => line.line)).toEqual([2]);
    expect(priceOnly.refused[0]?.reason).toContain('Please enter the country of origin, e.g. India.');
    const declared = planAgainst(
      [
        'Product ID,Price,Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity',
        'old1,4500,India,Jodhpur Teak Works,"4 Mill Road, Jodhpur",1 N',
      ].join('\n'),
      [older],
    );
    expect(declared.updates[0]?.patch).toEqual({
      price: 4500,
      countryOfOrigin: 'India',
      manufacturerName: 'Jodhpur Teak Works',
      manufacturerAddress: '4 Mill Road, Jodhpur',
      netQuantity: '1 N',
    });
  });

  it("reads an older export's “Original price” column as the MRP, and refuses an MRP below the price", () => {
    const chair = testProduct('chair1', { slug: 'teak-chair', name: 'Teak Chair', price: 5000 });
    const plan = planAgainst(['Product ID,Original price', 'chair1,6500'].join('\n'), [chair]);
    expect(plan.updates[0]?.patch).toEqual({ originalPrice: 6500 });
    const below = planAgainst(['Product ID,MRP', 'chair1,4000'].join('\n'), [chair]);
    expect(below.refused).toEqual([
      { line: 2, reason: 'The MRP must be at least the price: nothing may be sold above its MRP.' },
    ]);
  });

  it('updates only what the file changes, keeps the columns it leaves out, and matches by id, else by slug', () => {
    const chair = testProduct('chair1', { slug: 'teak-chair', name: 'Teak Chair', price: 5000 });
    const bed = testProduct('bed1', {
      slug: 'teak-bed',
      name: 'Teak Bed',
      price: 4999,
      categories: ['beds'],
      category: 'beds',
      categoryNames: ['Beds'],
    });
    const text = ['Product ID,Slug,Price', 'chair1,,5500', ',teak-bed,4999', 'ghost,,100'].join('\n');
    const plan = planAgainst(text, [chair, bed]);
    expect(plan.updates).toEqual([
      {
        line: 2,
        id: 'chair1',
        name: 'Teak Chair',
        patch: { price: 5500 },
        changes: expect.objectContaining({ changes: [{ field: 'price', before: 5000, after: 5500 }] }),
      },
    ]);
    expect(plan.unchanged).toEqual([{ line: 3, id: 'bed1', name: 'Teak Bed' }]);
    expect(plan.refused).toEqual([
      { line: 4, reason: 'No product has the id “ghost”. Leave Product ID empty to add a new product.' },
    ]);
  });

  it('refuses a duplicate product, a taken slug, an orphan variant row; a bad variant refuses its product at its line', () => {
    const chair = testProduct('chair1', { slug: 'teak-chair', name: 'Teak Chair' });
    const bed = testProduct('bed1', { slug: 'teak-bed', name: 'Teak Bed' });
    const text = [
      'Product ID,Slug,Variant SKU,Variant size,Variant stock',
      'chair1,teak-bed,,,',
      'bed1,,,,',
      'bed1,,,,',
      ',sofa-x,SKU-1,King,2',
      'chair1,,SKU-2,Queen,3',
    ].join('\n');
    const plan = planAgainst(text, [chair, bed]);
    expect(plan.refused).toEqual([
      { line: 2, reason: 'The slug “teak-bed” already belongs to another product, “Teak Bed”.' },
      { line: 4, reason: 'This product is already on line 3; each product has one row.' },
      { line: 5, reason: 'This variant row has no product row with the same Product ID or Slug before it.' },
    ]);
    const variants = planAgainst(
      [
        'Product ID,Variant SKU,Variant size,Variant stock',
        'chair1,,,',
        'chair1,SKU-1,King,2',
        'chair1,SKU-2,,3',
      ].join('\n'),
      [chair],
    );
    expect(variants.refused).toEqual([{ line: 4, reason: 'Please give the variant a size or a colour.' }]);
  });

  it('names the columns a file must have, and a repeated one', () => {
    expect(readCatalogueFile([['Price', 'Stock']])).toEqual({
      ok: false,
      error: { code: 'CSV.NO_KEY_COLUMN' },
    });
    expect(readCatalogueFile([['Name', 'name']])).toEqual({
      ok: false,
      error: { code: 'CSV.DUPLICATE_COLUMN', column: 'Name' },
    });
    const read = readCatalogueFile([[...CATALOGUE_COLUMNS, 'Notes'], [], ['']]);
    expect(read).toMatchObject({ ok: true, file: { ignoredColumns: ['Notes'], rows: [] } });
  });
});
