import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/text/Money';
import type { ProductVariant } from '../../src/domain/catalogue/Product';
import {
  checkDeclarations,
  DECLARATION_FIELDS,
  DECLARATION_MAX_LENGTH,
  mrpOf,
  mrpProblem,
  MRP_BELOW_PRICE,
  productDeclarations,
  storedDeclarations,
  type ProductDeclarationFields,
} from '../../src/domain/catalogue/ProductDeclarations';
import { testProduct } from '../contracts/support/testProduct';

const LABELS = [
  'Country of origin',
  'Manufacturer or importer',
  'MRP',
  'Net quantity',
  'Dimensions',
  'Warranty',
] as const;

/** Text as an admin types it: sometimes blank, sometimes padded with spaces. */
const typedText = fc.oneof(
  fc.constantFrom('', ' ', '  \n'),
  fc
    .tuple(fc.constantFrom('', ' '), fc.stringMatching(/^[A-Za-z0-9 ,.()]{1,30}$/), fc.constantFrom('', '  '))
    .map(([before, text, after]) => `${before}${text}${after}`),
);

const declarationsArbitrary: fc.Arbitrary<ProductDeclarationFields> = fc.record({
  countryOfOrigin: typedText,
  manufacturerName: typedText,
  manufacturerAddress: typedText,
  netQuantity: typedText,
});

const variant = (priceModifier: number): ProductVariant => ({
  id: 'v1',
  size: 'King',
  priceModifier,
  sku: 'K-1',
  images: [],
  stock: 1,
});

describe('productDeclarations', () => {
  it('lists a fully declared product in the fixed order, the maker with their address, the MRP with its taxes', () => {
    const product = testProduct('sofa', {
      price: 45999,
      originalPrice: 57999,
      countryOfOrigin: 'India',
      manufacturerName: 'Jodhpur Teak Works',
      manufacturerAddress: '4 Mill Road, Jodhpur 342001',
      netQuantity: '1 set of 3',
      dimensions: '198 x 82 x 86 cm',
      warranty: '3 years',
    });
    expect(productDeclarations(product)).toEqual([
      { label: 'Country of origin', value: 'India' },
      { label: 'Manufacturer or importer', value: 'Jodhpur Teak Works, 4 Mill Road, Jodhpur 342001' },
      { label: 'MRP', value: '₹57,999 (incl. of all taxes)' },
      { label: 'Net quantity', value: '1 set of 3' },
      { label: 'Dimensions', value: '198 x 82 x 86 cm' },
      { label: 'Warranty', value: '3 years' },
    ]);
  });

  it('states the MRP of the chosen variant, and the price as the MRP when there is no struck-through price', () => {
    const discounted = testProduct('bed', { price: 40000, originalPrice: 50000 });
    const mrp = (product: typeof discounted, chosen: ProductVariant | null) =>
      productDeclarations(product, chosen).find((line) => line.label === 'MRP')?.value;
    expect(mrp(discounted, variant(6000))).toBe('₹56,000 (incl. of all taxes)');
    expect(mrp({ ...discounted, originalPrice: undefined }, null)).toBe('₹40,000 (incl. of all taxes)');
  });

  it('property: shows exactly what the product says, in order, never an empty value, and always the MRP', () => {
    fc.assert(
      fc.property(
        declarationsArbitrary,
        typedText,
        typedText,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
        (declared, dimensions, warranty, price, above) => {
          const product = testProduct('declared', {
            ...declared,
            dimensions,
            warranty,
            price,
            ...(above === undefined ? {} : { originalPrice: price + above }),
          });
          const lines = productDeclarations(product);
          const labels = lines.map((line) => line.label);
          expect(labels).toEqual(LABELS.filter((label) => labels.includes(label)));
          expect(lines.every((line) => line.value.trim() !== '' && line.value === line.value.trim())).toBe(
            true,
          );
          expect(labels.includes('Country of origin')).toBe(declared.countryOfOrigin.trim() !== '');
          expect(labels.includes('Net quantity')).toBe(declared.netQuantity.trim() !== '');
          expect(labels.includes('Manufacturer or importer')).toBe(
            declared.manufacturerName.trim() !== '' || declared.manufacturerAddress.trim() !== '',
          );
          expect(labels.includes('Dimensions')).toBe(dimensions.trim() !== '');
          expect(lines.find((line) => line.label === 'MRP')?.value).toBe(
            `${formatRupees(price + (above ?? 0))} (incl. of all taxes)`,
          );
        },
      ),
    );
  });
});

describe('mrpOf and mrpProblem', () => {
  it('property: a variant moves the MRP and the price alike, so an MRP at or above the price stays so', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 50_000 }),
        (price, above, modifier) => {
          const product = { price, ...(above === undefined ? {} : { originalPrice: price + above }) };
          expect(mrpOf(product, variant(modifier)) - mrpOf(product)).toBe(modifier);
          expect(mrpOf(product, variant(modifier))).toBeGreaterThanOrEqual(price + modifier);
          expect(mrpProblem(price, product.originalPrice)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses an MRP below the price, and takes one equal to it or none', () => {
    expect(mrpProblem(12999, 12998)).toBe(MRP_BELOW_PRICE);
    expect(mrpProblem(12999, 12999)).toBeUndefined();
    expect(mrpProblem(12999, undefined)).toBeUndefined();
  });
});

describe('checkDeclarations', () => {
  it('names each missing declaration with its own message', () => {
    expect(
      checkDeclarations({
        countryOfOrigin: ' ',
        manufacturerName: '',
        manufacturerAddress: '',
        netQuantity: '',
      }).errors,
    ).toEqual({
      countryOfOrigin: 'Please enter the country of origin, e.g. India.',
      manufacturerName:
        'Please enter the name of the manufacturer, or of the importer for an imported product.',
      manufacturerAddress: 'Please enter the address of the manufacturer or importer.',
      netQuantity: 'Please enter the net quantity, e.g. 1 N or 1 set of 3.',
    });
  });

  it('refuses a declaration longer than its limit, by name', () => {
    const fine = {
      countryOfOrigin: 'India',
      manufacturerName: 'A',
      manufacturerAddress: 'B',
      netQuantity: '1 N',
    };
    expect(checkDeclarations({ ...fine, manufacturerAddress: 'x'.repeat(301) }).errors).toEqual({
      manufacturerAddress: "The manufacturer's or importer's address must be at most 300 characters.",
    });
    expect(checkDeclarations({ ...fine, countryOfOrigin: 'x'.repeat(61) }).errors).toEqual({
      countryOfOrigin: 'The country of origin must be at most 60 characters.',
    });
  });

  it('property: accepts exactly the declarations that are present, within their sizes, with a number of units', () => {
    fc.assert(
      fc.property(declarationsArbitrary, (typed) => {
        const { values, errors } = checkDeclarations(typed);
        for (const field of DECLARATION_FIELDS) {
          expect(values[field]).toBe(typed[field].trim());
          const present = values[field] !== '' && values[field].length <= DECLARATION_MAX_LENGTH[field];
          const counted = field !== 'netQuantity' || /\d/.test(values[field]);
          expect(errors[field] === undefined).toBe(present && counted);
        }
      }),
    );
  });
});

describe('storedDeclarations', () => {
  it('reads what a record stores as text, and anything else or nothing as not declared', () => {
    expect(
      storedDeclarations({ countryOfOrigin: 'India', manufacturerName: 42, netQuantity: null, other: 'x' }),
    ).toEqual({ countryOfOrigin: 'India', manufacturerName: '', manufacturerAddress: '', netQuantity: '' });
  });
});
