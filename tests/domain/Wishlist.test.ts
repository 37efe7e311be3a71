import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartLineKey } from '../../src/domain/checkout/Cart';
import type { LineVariant } from '../../src/domain/checkout/Cart';
import {
  addToWishlist,
  clearWishlist,
  hasProduct,
  isInWishlist,
  removeFromWishlist,
  removeWishlistLine,
  setWishlist,
  wishlistInputFromProduct,
  wishlistItemToCartInput,
} from '../../src/domain/checkout/Wishlist';
import { testProduct } from '../contracts/support/testProduct';
import type { Wishlist, WishlistInput } from '../../src/domain/checkout/Wishlist';

const variantArb: fc.Arbitrary<LineVariant | null> = fc.oneof(
  fc.constant(null),
  fc.record({ id: fc.constantFrom('v1', 'v2'), priceModifier: fc.integer({ min: 0, max: 999 }) }),
  fc.record({
    size: fc.constantFrom('S', 'L'),
    color: fc.constantFrom('Teak', 'Walnut'),
    priceModifier: fc.integer({ min: 0, max: 999 }),
  }),
);
const inputArb: fc.Arbitrary<WishlistInput> = fc.record({
  id: fc.constantFrom('p1', 'p2', 'p3'),
  name: fc.string({ maxLength: 8 }),
  basePrice: fc.integer({ min: 0, max: 100000 }),
  image: fc.constantFrom('', '/a.svg'),
  images: fc.array(fc.constantFrom('/x.svg'), { maxLength: 1 }),
  category: fc.option(fc.constantFrom('', 'beds', 'sofas'), { nil: undefined }),
  variant: variantArb,
});

const keysOf = (list: Wishlist) => list.map((item) => item.key);

describe('Wishlist properties', () => {
  it('adding never duplicates a line and adding an existing line changes nothing', () => {
    fc.assert(
      fc.property(fc.array(inputArb, { maxLength: 20 }), (inputs) => {
        let list: Wishlist = [];
        for (const input of inputs) {
          const had = isInWishlist(list, input.id, input.variant);
          const next = addToWishlist(list, input);
          if (had) expect(next).toBe(list);
          else expect(next).toHaveLength(list.length + 1);
          list = next;
          expect(new Set(keysOf(list)).size).toBe(list.length);
        }
        const distinct = new Set(inputs.map((input) => cartLineKey(input.id, input.variant)));
        expect(list).toHaveLength(distinct.size);
      }),
    );
  });

  it('set replaces the list with the same lines as adding them one by one', () => {
    fc.assert(
      fc.property(
        fc.array(inputArb, { maxLength: 10 }),
        fc.array(inputArb, { maxLength: 10 }),
        (before, after) => {
          const replaced = setWishlist(after);
          expect(replaced).toEqual(after.reduce<Wishlist>(addToWishlist, []));
          expect(setWishlist(replaced)).toEqual(replaced);
          // Nothing of the old list survives unless the new one names it too.
          const current = setWishlist(before);
          const afterKeys = new Set(after.map((input) => cartLineKey(input.id, input.variant)));
          expect(keysOf(replaced).every((key) => afterKeys.has(key))).toBe(true);
          expect(
            keysOf(current)
              .filter((key) => !afterKeys.has(key))
              .some((key) => keysOf(replaced).includes(key)),
          ).toBe(false);
        },
      ),
    );
  });

  it('removal takes out exactly the targeted lines', () => {
    fc.assert(
      fc.property(fc.array(inputArb, { maxLength: 12 }), inputArb, (inputs, target) => {
        const list = setWishlist(inputs);
        const withoutProduct = removeFromWishlist(list, { productId: target.id });
        expect(withoutProduct.every((item) => item.id !== target.id)).toBe(true);
        expect(withoutProduct).toEqual(list.filter((item) => item.id !== target.id));
        const key = cartLineKey(target.id, target.variant);
        expect(removeWishlistLine(list, key)).toEqual(list.filter((item) => item.key !== key));
      }),
    );
  });
});

describe('Wishlist examples', () => {
  const chair: WishlistInput = {
    id: 'chair',
    name: 'Chair',
    basePrice: 4000,
    image: '',
    images: ['/chair.svg'],
    variant: { id: 'oak', color: 'Oak', priceModifier: 250 },
  };

  it('prices lines, falls back to the first image and to the furniture category', () => {
    const [item] = addToWishlist([], chair);
    expect(item).toMatchObject({
      price: 4250,
      priceModifier: 250,
      image: '/chair.svg',
      category: 'furniture',
    });
    expect(addToWishlist([], { ...chair, category: 'chairs' })[0]!.category).toBe('chairs');
  });

  it('treats another variant as another line and removes by variant or size/colour', () => {
    let list = addToWishlist([], chair);
    list = addToWishlist(list, { ...chair, variant: { id: 'walnut', color: 'Walnut', priceModifier: 0 } });
    list = addToWishlist(list, { ...chair, variant: { size: 'L', color: 'Teak', priceModifier: 0 } });
    expect(list).toHaveLength(3);
    expect(removeFromWishlist(list, { productId: 'chair', variantId: 'oak' })).toHaveLength(2);
    expect(removeFromWishlist(list, { productId: 'chair', size: 'L', color: 'Teak' })).toHaveLength(2);
    expect(removeFromWishlist(list, { productId: 'chair' })).toEqual([]);
    expect(hasProduct(list, 'chair')).toBe(true);
    expect(isInWishlist(list, 'chair', null)).toBe(false);
    expect(clearWishlist()).toEqual([]);
  });

  it('moves a line to the cart input with its variant', () => {
    const [item] = addToWishlist([], chair);
    expect(wishlistItemToCartInput(item!)).toEqual({
      id: 'chair',
      name: 'Chair',
      image: '/chair.svg',
      images: ['/chair.svg'],
      category: 'furniture',
      basePrice: 4000,
      variant: { id: 'oak', color: 'Oak', priceModifier: 250 },
    });
  });
});

describe('a wished variant', () => {
  it('keeps its own pictures, into the cart too; a variant without any keeps the product’s', () => {
    const sofa = testProduct('sofa', {
      image: '/teal.jpg',
      images: ['/teal.jpg', '/teal-side.jpg'],
      variants: [
        { id: 'grey', color: 'Stone Grey', priceModifier: 0, sku: 'S-G', images: ['/grey.jpg'], stock: 2 },
        { id: 'teal', color: 'Teal', priceModifier: 0, sku: 'S-T', images: [], stock: 2 },
      ],
    });
    const [grey, teal] = sofa.variants;
    const wished = addToWishlist([], wishlistInputFromProduct(sofa, grey ?? null));
    expect(wished[0]).toMatchObject({ image: '/grey.jpg', images: ['/grey.jpg'] });
    expect(wishlistItemToCartInput(wished[0]!)).toMatchObject({ image: '/grey.jpg' });
    expect(wishlistInputFromProduct(sofa, teal ?? null)).toMatchObject({
      image: '/teal.jpg',
      images: ['/teal.jpg', '/teal-side.jpg'],
    });
  });
});
