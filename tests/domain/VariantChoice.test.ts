import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/text/Money';
import type { ProductVariant } from '../../src/domain/catalogue/Product';
import {
  defaultSelection,
  modifierLabel,
  optionPriceDifference,
  originalPriceWithVariant,
  picturesOfChoice,
  priceWithVariant,
  selectOption,
  selectedVariant,
  variantColors,
  variantForOption,
  variantSizes,
} from '../../src/domain/catalogue/VariantChoice';

const v = (
  id: string,
  size: string | undefined,
  color: string | undefined,
  priceModifier = 0,
  colorHex?: string,
): ProductVariant => ({
  id,
  ...(size === undefined ? {} : { size }),
  ...(color === undefined ? {} : { color }),
  ...(colorHex === undefined ? {} : { colorHex }),
  priceModifier,
  sku: `SKU-${id}`,
  images: [],
  stock: 1,
});

// Queen comes in Walnut and Honey; King only in Walnut.
const BED = [
  v('q-w', 'Queen', 'Walnut', 0, '#5b3a29'),
  v('q-h', 'Queen', 'Honey', 1000, '#c68e4e'),
  v('k-w', 'King', 'Walnut', 4000, '#5b3a29'),
];

/** Variants over two sizes-and-colours dimensions, and a shopper's click on one option. */
const variantArb = fc.record({
  size: fc.option(fc.constantFrom('S', 'M', 'L'), { nil: undefined }),
  color: fc.option(fc.constantFrom('Red', 'Blue'), { nil: undefined }),
  priceModifier: fc.integer({ min: -1000, max: 20000 }),
});
const clickArb = fc.tuple(
  fc.constantFrom('size' as const, 'color' as const),
  fc.constantFrom('S', 'M', 'L', 'Red', 'Blue'),
);

describe('variant options', () => {
  it('lists distinct sizes and colours in the order the variants give them', () => {
    expect(variantSizes(BED)).toEqual(['Queen', 'King']);
    expect(variantColors(BED)).toEqual([
      { name: 'Walnut', hex: '#5b3a29' },
      { name: 'Honey', hex: '#c68e4e' },
    ]);
  });

  it('drops a colour hex that is not a CSS hex colour (it would be injected into styles)', () => {
    expect(variantColors([v('a', undefined, 'Teal', 0, 'url(javascript:x)')])).toEqual([
      { name: 'Teal', hex: '' },
    ]);
  });

  it('starts on the first variant, and a product without variants selects nothing', () => {
    expect(defaultSelection(BED)).toEqual({ size: 'Queen', color: 'Walnut' });
    expect(selectedVariant(BED, defaultSelection(BED))?.id).toBe('q-w');
    expect(defaultSelection([])).toEqual({ size: null, color: null });
    expect(selectedVariant([], defaultSelection([]))).toBeNull();
  });

  it('keeps the colour when the new size offers it, and moves it when it does not', () => {
    const honeyQueen = selectOption(BED, { size: 'Queen', color: 'Walnut' }, 'color', 'Honey');
    expect(honeyQueen).toEqual({ size: 'Queen', color: 'Honey' });
    // King is not made in Honey: the colour moves to King's first colour.
    expect(selectOption(BED, honeyQueen, 'size', 'King')).toEqual({ size: 'King', color: 'Walnut' });
    expect(selectOption(BED, honeyQueen, 'size', 'Emperor')).toEqual(honeyQueen);
  });

  it('works for products with sizes only or colours only', () => {
    const sizes = [v('s', 'Small', undefined, 0), v('l', 'Large', undefined, 1500)];
    expect(selectedVariant(sizes, selectOption(sizes, defaultSelection(sizes), 'size', 'Large'))?.id).toBe(
      'l',
    );
    const colours = [v('t', undefined, 'Teal'), v('o', undefined, 'Olive', 200)];
    expect(
      selectedVariant(colours, selectOption(colours, defaultSelection(colours), 'color', 'Olive'))?.id,
    ).toBe('o');
  });

  it('tells the price change an option would bring', () => {
    const current = { size: 'Queen', color: 'Walnut' };
    expect(variantForOption(BED, current, 'size', 'King')?.priceModifier).toBe(4000);
    expect(variantForOption(BED, current, 'color', 'Honey')?.priceModifier).toBe(1000);
    expect(modifierLabel(4000, formatRupees)).toBe('+₹4,000');
    expect(modifierLabel(-500, formatRupees)).toBe('−₹500');
    expect(modifierLabel(0, formatRupees)).toBe('');
  });

  it.each([
    // [selected size, selected colour, dimension, option, difference]
    ['Queen', 'Walnut', 'size', 'King', 4000],
    ['Queen', 'Walnut', 'color', 'Honey', 1000],
    ['Queen', 'Walnut', 'color', 'Walnut', 0],
    // Under King, Walnut is what is chosen: it must not repeat King's surcharge.
    ['King', 'Walnut', 'color', 'Walnut', 0],
    ['King', 'Walnut', 'size', 'Queen', -4000],
    // King has no Honey: picking Honey moves to Queen Honey, ₹3,000 less than King Walnut.
    ['King', 'Walnut', 'color', 'Honey', -3000],
    ['Queen', 'Honey', 'size', 'King', 3000],
    ['Queen', 'Honey', 'color', 'Walnut', -1000],
    ['Queen', 'Walnut', 'size', 'Emperor', 0],
  ] as const)(
    'prices option %s/%s → %s %s relative to the choice: %i',
    (size, color, dimension, value, difference) => {
      expect(optionPriceDifference(BED, { size, color }, dimension, value)).toBe(difference);
    },
  );

  it('an option shows exactly the price change picking it brings, whatever was picked before', () => {
    fc.assert(
      fc.property(
        fc.array(variantArb, { minLength: 1, maxLength: 6 }),
        fc.array(clickArb, { maxLength: 6 }),
        clickArb,
        (raw, clicks, [dimension, value]) => {
          const product = { price: 30000 };
          const variants = raw.map((entry, index) =>
            v(String(index), entry.size, entry.color, entry.priceModifier),
          );
          let selection = defaultSelection(variants);
          for (const [d, x] of clicks) selection = selectOption(variants, selection, d, x);
          const before = priceWithVariant(product, selectedVariant(variants, selection));
          const after = priceWithVariant(
            product,
            selectedVariant(variants, selectOption(variants, selection, dimension, value)),
          );
          expect(optionPriceDifference(variants, selection, dimension, value)).toBe(after - before);
          // The option already chosen never shows a change.
          const chosen = selection[dimension];
          if (chosen !== null) expect(optionPriceDifference(variants, selection, dimension, chosen)).toBe(0);
        },
      ),
    );
  });

  it('prices a variant as base plus modifier, and moves the original price by the same amount', () => {
    const product = { price: 20000, originalPrice: 25000 };
    expect(priceWithVariant(product, BED[2] ?? null)).toBe(24000);
    expect(originalPriceWithVariant(product, BED[2] ?? null)).toBe(29000);
    expect(priceWithVariant(product, null)).toBe(20000);
    expect(originalPriceWithVariant({ originalPrice: undefined }, BED[2] ?? null)).toBeUndefined();
  });

  it('never selects a combination that cannot be bought, whatever the shopper clicks', () => {
    fc.assert(
      fc.property(
        fc.array(variantArb, { minLength: 1, maxLength: 6 }),
        fc.array(clickArb, { maxLength: 8 }),
        (raw, clicks) => {
          const variants = raw.map((entry, index) =>
            v(String(index), entry.size, entry.color, entry.priceModifier),
          );
          let selection = defaultSelection(variants);
          expect(selectedVariant(variants, selection)).not.toBeNull();
          for (const [dimension, value] of clicks) {
            selection = selectOption(variants, selection, dimension, value);
            expect(selectedVariant(variants, selection)).not.toBeNull();
          }
        },
      ),
    );
  });
});

describe('the pictures a choice shows', () => {
  const product = { image: '/sofa-teal.jpg', images: ['/sofa-teal.jpg', '/sofa-side.jpg'] };
  const withPictures = (variant: ProductVariant, images: string[]): ProductVariant => ({
    ...variant,
    images,
  });
  // Stone Grey has pictures on its 3-seater only; the 5-seater grey has none of its own.
  const SOFA = [
    withPictures(v('3t', '3 Seater', 'Teal'), ['/sofa-teal.jpg']),
    withPictures(v('3g', '3 Seater', 'Stone Grey'), ['/sofa-grey.jpg', '/sofa-grey-side.jpg']),
    v('5t', '5 Seater', 'Teal'),
    v('5g', '5 Seater', 'Stone Grey'),
  ];

  it("shows the chosen variant's own pictures, else its colour's, never another colour's", () => {
    expect(picturesOfChoice(product, SOFA, { size: '3 Seater', color: 'Stone Grey' }).image).toBe(
      '/sofa-grey.jpg',
    );
    expect(picturesOfChoice(product, SOFA, { size: '5 Seater', color: 'Stone Grey' })).toEqual({
      image: '/sofa-grey.jpg',
      images: ['/sofa-grey.jpg', '/sofa-grey-side.jpg'],
    });
    expect(picturesOfChoice(product, SOFA, { size: '5 Seater', color: 'Teal' }).image).toBe('/sofa-teal.jpg');
  });

  it("shows the product's pictures for a colour with none of its own, and for no choice", () => {
    expect(picturesOfChoice(product, BED, { size: 'Queen', color: 'Honey' })).toEqual(product);
    expect(picturesOfChoice(product, [], { size: null, color: null })).toEqual(product);
  });
});
