import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/Product';
import {
  EMPTY_PRODUCT_FORM,
  productFormFrom,
  validateProductForm,
  withAncestorSlugs,
  type ProductForm,
  type ProductVariantForm,
} from '../../src/domain/catalogue/ProductFormValidation';
import { DEFAULT_TREE } from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

const validForm = (patch: Partial<ProductForm> = {}): ProductForm => ({
  ...EMPTY_PRODUCT_FORM,
  name: ' Royal Teak Sofa ',
  description: ' A three-seater in solid teak. ',
  price: '45,999',
  stock: '7',
  images: ['/images/products/sofa-teal.svg', '  '],
  categories: ['l-shaped-sofa'],
  countryOfOrigin: ' India ',
  manufacturerName: 'Jodhpur Teak Works',
  manufacturerAddress: '4 Mill Road, Jodhpur 342001',
  netQuantity: '1 N',
  ...patch,
});

const errorsOf = (form: ProductForm): Record<string, string> => {
  const result = validateProductForm(form, DEFAULT_TREE);
  return result.ok ? {} : result.error.fields;
};

/** A variant row of the form: every field empty (stock 0) but those given. */
const variantRow = (patch: Partial<ProductVariantForm>): ProductVariantForm => ({
  id: '',
  size: '',
  color: '',
  colorHex: '',
  priceModifier: '',
  sku: '',
  stock: '0',
  images: '',
  ...patch,
});

describe('validateProductForm', () => {
  it('gives trimmed, parsed values with derived slug, main image, ancestor categories and their names', () => {
    const result = validateProductForm(
      validForm({ tags: [' Modern ', 'modern', ''], features: [' Solid wood ', ''] }),
      DEFAULT_TREE,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: 'Royal Teak Sofa',
      slug: 'royal-teak-sofa',
      description: 'A three-seater in solid teak.',
      price: 45999,
      originalPrice: undefined,
      stock: 7,
      image: '/images/products/sofa-teal.svg',
      images: ['/images/products/sofa-teal.svg'],
      category: 'sofas',
      categories: ['sofas', 'fabric-sofa', 'l-shaped-sofa'],
      categoryNames: ['Sofa', 'Fabric Sofa', 'L Shaped Sofa'],
      tags: ['modern'],
      features: ['Solid wood'],
      variants: [],
      isActive: true,
      countryOfOrigin: 'India',
      manufacturerName: 'Jodhpur Teak Works',
      manufacturerAddress: '4 Mill Road, Jodhpur 342001',
      netQuantity: '1 N',
    });
  });

  it.each<[Partial<ProductForm>, string, string]>([
    [{ name: '  ' }, 'name', 'Please enter the product name.'],
    [
      { slug: 'Teak Sofa' },
      'slug',
      'Please use lower-case letters, numbers and single hyphens only, e.g. teak-sofa.',
    ],
    [{ name: 'सोफ़ा' }, 'slug', 'Please enter a slug: the name has no letters or numbers to make one from.'],
    [{ description: '' }, 'description', 'Please describe the product.'],
    [{ price: '' }, 'price', 'Please enter the price in whole rupees.'],
    [{ price: '12.50' }, 'price', 'Please enter the price in whole rupees.'],
    [{ price: '0' }, 'price', 'The price must be at least ₹1.'],
    [{ price: '100000000' }, 'price', 'The price must be at most ₹1,00,00,000.'],
    [
      { originalPrice: '40000' },
      'originalPrice',
      'The MRP must be at least the price: nothing may be sold above its MRP.',
    ],
    [{ originalPrice: '45999.50' }, 'originalPrice', 'Please enter the MRP in whole rupees.'],
    [{ countryOfOrigin: ' ' }, 'countryOfOrigin', 'Please enter the country of origin, e.g. India.'],
    [
      { manufacturerName: '' },
      'manufacturerName',
      'Please enter the name of the manufacturer, or of the importer for an imported product.',
    ],
    [
      { manufacturerAddress: '' },
      'manufacturerAddress',
      'Please enter the address of the manufacturer or importer.',
    ],
    [{ netQuantity: '' }, 'netQuantity', 'Please enter the net quantity, e.g. 1 N or 1 set of 3.'],
    [
      { netQuantity: 'one piece' },
      'netQuantity',
      'Please state the net quantity as a number of units, e.g. 1 N or 1 set of 3.',
    ],
    [{ stock: '-1' }, 'stock', 'Please enter the stock as a whole number, 0 or more.'],
    [{ stock: 'many' }, 'stock', 'Please enter the stock as a whole number, 0 or more.'],
    [{ images: ['', ' '] }, 'images', 'Please add at least one image URL.'],
    [
      { images: ['http://cdn.example.com/a.jpg'] },
      'images.0',
      'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).',
    ],
    [
      { images: ['/a.svg', 'https://cdn.example.com/a.bmp'] },
      'images.1',
      'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).',
    ],
    [{ categories: [] }, 'categories', 'Please choose at least one category.'],
    [{ categories: ['Bad Slug'] }, 'categories', 'These are not category slugs: Bad Slug.'],
    [{ hsnCode: '940' }, 'hsnCode', 'Please enter an HSN code of 4, 6 or 8 digits, e.g. 9403.'],
    [{ hsnCode: '94036A' }, 'hsnCode', 'Please enter an HSN code of 4, 6 or 8 digits, e.g. 9403.'],
    [{ gstRate: '17' }, 'gstRate', 'Please choose a GST rate: 0, 5, 12, 18, 28, 40 %.'],
    [{ gstRate: '' }, 'gstRate', 'Please choose a GST rate: 0, 5, 12, 18, 28, 40 %.'],
    [
      { assembly: 'charged', assemblyCharge: '' },
      'assemblyCharge',
      'Please enter the assembly charge in whole rupees, from ₹1 to ₹50,000.',
    ],
    [
      { assembly: 'charged', assemblyCharge: '50001' },
      'assemblyCharge',
      'Please enter the assembly charge in whole rupees, from ₹1 to ₹50,000.',
    ],
  ])('refuses %j with a message on %s', (patch, field, message) => {
    expect(errorsOf(validForm(patch))[field]).toBe(message);
  });

  it('stores assembly as not needed, free (0) or the typed charge a piece, and reads it back into the form', () => {
    const charged = (patch: Partial<ProductForm>) => {
      const result = validateProductForm(validForm(patch), DEFAULT_TREE);
      if (!result.ok) throw new Error(JSON.stringify(result.error.fields));
      return result.value.assemblyCharge;
    };
    expect(charged({ assembly: 'none', assemblyCharge: '999' })).toBeUndefined();
    expect(charged({ assembly: 'free' })).toBe(0);
    expect(charged({ assembly: 'charged', assemblyCharge: ' 1,499 ' })).toBe(1499);
    const form = (assemblyCharge: number | undefined) =>
      productFormFrom(testProduct('p', assemblyCharge === undefined ? {} : { assemblyCharge }));
    expect(form(undefined)).toMatchObject({ assembly: 'none', assemblyCharge: '' });
    expect(form(0)).toMatchObject({ assembly: 'free', assemblyCharge: '' });
    expect(form(1499)).toMatchObject({ assembly: 'charged', assemblyCharge: '1499' });
  });

  it('checks each variant row: size or colour, hex colour, price change, unique SKU', () => {
    const errors = errorsOf(
      validForm({
        price: '1000',
        variants: [
          variantRow({ colorHex: 'brown', priceModifier: '1.5', sku: 'A-1' }),
          variantRow({ size: 'King', priceModifier: '-1000', sku: 'a-1' }),
          variantRow({ size: 'Queen', priceModifier: '0', sku: ' ' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'variants.0.size': 'Please give the variant a size or a colour.',
      'variants.0.colorHex': 'Please enter the colour as a hex code like #8B5A2B.',
      'variants.0.priceModifier': 'Please enter the price change in whole rupees (e.g. 2000 or -500).',
      'variants.1.priceModifier': 'This price change would take the price below ₹1.',
      'variants.1.sku': 'Each variant needs its own SKU.',
      'variants.2.sku': 'Please enter a SKU for the variant.',
    });
  });

  it('keeps stored variant ids and makes new ones from the SKU', () => {
    const result = validateProductForm(
      validForm({
        variants: [
          variantRow({
            id: 'v-old',
            size: 'Queen',
            color: 'Walnut',
            colorHex: '#8b5a2b',
            priceModifier: '2,000',
            sku: 'BED-Q',
          }),
          variantRow({ size: 'King', sku: 'BED K' }),
        ],
      }),
      DEFAULT_TREE,
    );
    expect(result.ok && result.value.variants).toEqual([
      {
        id: 'v-old',
        size: 'Queen',
        color: 'Walnut',
        colorHex: '#8B5A2B',
        priceModifier: 2000,
        sku: 'BED-Q',
        images: [],
        stock: 0,
      },
      { id: 'bed-k', size: 'King', priceModifier: 0, sku: 'BED K', images: [], stock: 0 },
    ]);
  });

  it('gives each variant its stock and pictures, and the product their stock added up, whatever was typed', () => {
    const row = { id: '', size: '', color: 'Teal', colorHex: '', priceModifier: '0' };
    const result = validateProductForm(
      validForm({
        stock: 'not a number',
        variants: [
          { ...row, sku: 'S-T', stock: '3', images: ' /images/products/sofa-teal.svg \n\n' },
          { ...row, color: 'Grey', sku: 'S-G', stock: '0', images: '' },
        ],
      }),
      DEFAULT_TREE,
    );
    expect(result.ok && result.value).toMatchObject({
      stock: 3,
      variants: [
        { sku: 'S-T', stock: 3, images: ['/images/products/sofa-teal.svg'] },
        { sku: 'S-G', stock: 0, images: [] },
      ],
    });
  });

  it("refuses a variant's missing or negative stock, an unsafe picture, and a missing or repeated SKU", () => {
    const row = { id: '', size: 'King', color: '', colorHex: '', priceModifier: '0', images: '' };
    const errors = errorsOf(
      validForm({
        variants: [
          { ...row, sku: 'K-1', stock: '' },
          { ...row, sku: 'k-1', stock: '-2', images: 'javascript:alert(1)' },
          { ...row, sku: '', stock: '1', images: '//evil.example/x.jpg' },
        ],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'variants.0.stock',
      'variants.1.images',
      'variants.1.sku',
      'variants.1.stock',
      'variants.2.images',
      'variants.2.sku',
    ]);
  });

  it('asks each variant for its stock when an older record shared the stock between them', () => {
    const shared = testProduct('bed', {
      stock: 6,
      variants: [
        { id: 'a', size: 'A', priceModifier: 0, sku: 'A', images: [], stock: 6 },
        { id: 'b', size: 'B', priceModifier: 0, sku: 'B', images: [], stock: 6 },
      ],
    });
    expect(productFormFrom(shared).variants.map((row) => row.stock)).toEqual(['', '']);
    const own = testProduct('bed', { ...shared, variants: shared.variants.map((v) => ({ ...v, stock: 3 })) });
    expect(productFormFrom(own).variants.map((row) => row.stock)).toEqual(['3', '3']);
  });

  it('keeps categories outside the navigation tree and accepts a discount above the price', () => {
    const result = validateProductForm(
      validForm({ categories: ['beds', 'furniture'], category: 'beds', originalPrice: '52000' }),
      DEFAULT_TREE,
    );
    expect(result.ok && result.value).toMatchObject({
      categories: ['beds', 'furniture'],
      category: 'beds',
      originalPrice: 52000,
    });
  });

  it('stores an MRP equal to the price as no MRP of its own: the price is the MRP', () => {
    const result = validateProductForm(validForm({ originalPrice: '45999' }), DEFAULT_TREE);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.originalPrice).toBeUndefined();
  });

  it('property: a saved product never sells above its MRP and declares all four texts, trimmed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.option(fc.integer({ min: 1, max: 300_000 }), { nil: undefined }),
        fc.constantFrom('India', ' India', '', '  '),
        fc.constantFrom('1 N', '1 set of 3', 'a pair', ''),
        (price, mrp, country, quantity) => {
          const result = validateProductForm(
            validForm({
              price: String(price),
              originalPrice: mrp === undefined ? '' : String(mrp),
              countryOfOrigin: country,
              netQuantity: quantity,
            }),
            DEFAULT_TREE,
          );
          const fine = (mrp === undefined || mrp >= price) && country.trim() !== '' && /\d/.test(quantity);
          expect(result.ok).toBe(fine);
          if (!result.ok) return;
          expect(result.value.originalPrice ?? result.value.price).toBeGreaterThanOrEqual(result.value.price);
          expect(result.value.originalPrice === undefined || result.value.originalPrice > price).toBe(true);
          expect(result.value.countryOfOrigin).toBe(country.trim());
        },
      ),
    );
  });

  it('never changes the form it checks (what was typed stays)', () => {
    const form = validForm({ price: 'abc', tags: [' x '] });
    const copy = structuredClone(form);
    validateProductForm(form, DEFAULT_TREE);
    expect(form).toEqual(copy);
  });

  it('round-trips a stored product through the edit form unchanged', () => {
    const product: Product = testProduct('chair', {
      price: 4999,
      originalPrice: 6999,
      category: 'chairs',
      categories: ['chairs'],
      categoryNames: ['Chair'],
      tags: ['modern'],
      features: ['Hand polished'],
      variants: [
        {
          id: 'walnut',
          color: 'Walnut',
          colorHex: '#5C4033',
          priceModifier: 500,
          sku: 'CH-W',
          images: ['/images/products/chair-teal.svg'],
          stock: 7,
        },
      ],
      stock: 7,
    });
    const result = validateProductForm(productFormFrom(product), DEFAULT_TREE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const {
      rating: _rating,
      reviewCount: _count,
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...stored
    } = product;
    expect(result.value).toEqual(stored);
  });

  it('adds every ancestor of a chosen slug, in tree order, whatever the choice order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['l-shaped-sofa', 'beds', 'wooden-sofa', 'dining']), (slugs) => {
        const result = withAncestorSlugs(slugs, DEFAULT_TREE);
        if (slugs.includes('l-shaped-sofa'))
          expect(result).toEqual(expect.arrayContaining(['sofas', 'fabric-sofa']));
        const order = ['sofas', 'wooden-sofa', 'fabric-sofa', 'l-shaped-sofa', 'dining', 'beds'];
        expect(result).toEqual(order.filter((slug) => result.includes(slug)));
      }),
    );
  });
});
