import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/Product';
import {
  EMPTY_PRODUCT_FORM,
  productFormFrom,
  validateProductForm,
  withAncestorSlugs,
  type ProductForm,
} from '../../src/domain/ProductFormValidation';
import { makeProduct } from '../support/productArbitraries';

const validForm = (patch: Partial<ProductForm> = {}): ProductForm => ({
  ...EMPTY_PRODUCT_FORM,
  name: ' Royal Teak Sofa ',
  description: ' A three-seater in solid teak. ',
  price: '45,999',
  stock: '7',
  images: ['/images/products/sofa-teal.svg', '  '],
  categories: ['l-shaped-sofa'],
  ...patch,
});

const errorsOf = (form: ProductForm): Record<string, string> => {
  const result = validateProductForm(form);
  return result.ok ? {} : result.error.fields;
};

describe('validateProductForm', () => {
  it('gives trimmed, parsed values with derived slug, main image, ancestor categories and their names', () => {
    const result = validateProductForm(validForm({ tags: [' Modern ', 'modern', ''], features: [' Solid wood ', ''] }));
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
    });
  });

  it.each<[Partial<ProductForm>, string, string]>([
    [{ name: '  ' }, 'name', 'Please enter the product name.'],
    [{ slug: 'Teak Sofa' }, 'slug', 'Please use lower-case letters, numbers and single hyphens only, e.g. teak-sofa.'],
    [{ name: 'सोफ़ा' }, 'slug', 'Please enter a slug: the name has no letters or numbers to make one from.'],
    [{ description: '' }, 'description', 'Please describe the product.'],
    [{ price: '' }, 'price', 'Please enter the price in whole rupees.'],
    [{ price: '12.50' }, 'price', 'Please enter the price in whole rupees.'],
    [{ price: '0' }, 'price', 'The price must be at least ₹1.'],
    [{ price: '100000000' }, 'price', 'The price must be at most ₹1,00,00,000.'],
    [{ originalPrice: '40000' }, 'originalPrice', 'The original price must be more than the price (leave it empty for no discount).'],
    [{ stock: '-1' }, 'stock', 'Please enter the stock as a whole number, 0 or more.'],
    [{ stock: 'many' }, 'stock', 'Please enter the stock as a whole number, 0 or more.'],
    [{ images: ['', ' '] }, 'images', 'Please add at least one image URL.'],
    [{ images: ['http://cdn.example.com/a.jpg'] }, 'images.0', 'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).'],
    [{ images: ['/a.svg', 'https://cdn.example.com/a.bmp'] }, 'images.1', 'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).'],
    [{ categories: [] }, 'categories', 'Please choose at least one category.'],
    [{ categories: ['Bad Slug'] }, 'categories', 'These are not category slugs: Bad Slug.'],
  ])('refuses %j with a message on %s', (patch, field, message) => {
    expect(errorsOf(validForm(patch))[field]).toBe(message);
  });

  it('checks each variant row: size or colour, hex colour, price change, unique SKU', () => {
    const errors = errorsOf(
      validForm({
        price: '1000',
        variants: [
          { id: '', size: '', color: '', colorHex: 'brown', priceModifier: '1.5', sku: 'A-1' },
          { id: '', size: 'King', color: '', colorHex: '', priceModifier: '-1000', sku: 'a-1' },
          { id: '', size: 'Queen', color: '', colorHex: '', priceModifier: '0', sku: ' ' },
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
          { id: 'v-old', size: 'Queen', color: 'Walnut', colorHex: '#8b5a2b', priceModifier: '2,000', sku: 'BED-Q' },
          { id: '', size: 'King', color: '', colorHex: '', priceModifier: '', sku: 'BED K' },
        ],
      }),
    );
    expect(result.ok && result.value.variants).toEqual([
      { id: 'v-old', size: 'Queen', color: 'Walnut', colorHex: '#8B5A2B', priceModifier: 2000, sku: 'BED-Q' },
      { id: 'bed-k', size: 'King', priceModifier: 0, sku: 'BED K' },
    ]);
  });

  it('keeps categories outside the navigation tree and accepts a discount above the price', () => {
    const result = validateProductForm(validForm({ categories: ['beds', 'furniture'], category: 'beds', originalPrice: '52000' }));
    expect(result.ok && result.value).toMatchObject({ categories: ['beds', 'furniture'], category: 'beds', originalPrice: 52000 });
  });

  it('never changes the form it checks (what was typed stays)', () => {
    const form = validForm({ price: 'abc', tags: [' x '] });
    const copy = structuredClone(form);
    validateProductForm(form);
    expect(form).toEqual(copy);
  });

  it('round-trips a stored product through the edit form unchanged', () => {
    const product: Product = makeProduct({
      originalPrice: 6999,
      categories: ['chairs'],
      categoryNames: ['Chair'],
      tags: ['modern'],
      features: ['Hand polished'],
      variants: [{ id: 'walnut', color: 'Walnut', colorHex: '#5C4033', priceModifier: 500, sku: 'CH-W' }],
    });
    const result = validateProductForm(productFormFrom(product));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { rating: _rating, reviewCount: _count, id: _id, createdAt: _c, updatedAt: _u, ...stored } = product;
    expect(result.value).toEqual(stored);
  });

  it('adds every ancestor of a chosen slug, in tree order, whatever the choice order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['l-shaped-sofa', 'beds', 'wooden-sofa', 'dining']), (slugs) => {
        const result = withAncestorSlugs(slugs);
        if (slugs.includes('l-shaped-sofa')) expect(result).toEqual(expect.arrayContaining(['sofas', 'fabric-sofa']));
        const order = ['sofas', 'wooden-sofa', 'fabric-sofa', 'l-shaped-sofa', 'dining', 'beds'];
        expect(result).toEqual(order.filter((slug) => result.includes(slug)));
      }),
    );
  });
});
