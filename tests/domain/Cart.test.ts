import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_CART,
  addToCart,
  cartInputFromProduct,
  cartLineKey,
  clearCart,
  quantityInCart,
  removeFromCart,
  removeLine,
  setQuantity,
  setWholeCart,
} from '../../src/domain/checkout/Cart';
import type { Cart, CartProductInput, LineTarget, LineVariant } from '../../src/domain/checkout/Cart';
import { MAX_LINE_QUANTITY } from '../../src/domain/checkout/CheckoutPricing';
import type { Product } from '../../src/domain/catalogue/Product';

const bed: CartProductInput = {
  id: 'bed-1',
  name: 'Sheesham Bed',
  image: '',
  images: ['/images/bed-a.svg', '/images/bed-b.svg'],
  category: 'beds',
  basePrice: 24999,
  variant: null,
};
const kingBed: CartProductInput = {
  ...bed,
  variant: { id: 'king', size: 'King', priceModifier: 5000, sku: 'B-K' },
};
const queenBed: CartProductInput = {
  ...bed,
  variant: { id: 'queen', size: 'Queen', priceModifier: 0, sku: 'B-Q' },
};
const teakSofa: CartProductInput = {
  id: 'sofa-1',
  name: 'Sofa',
  image: '/images/sofa.svg',
  images: [],
  category: 'sofas',
  basePrice: 40000,
  variant: { size: '3 seater', color: 'Teak', priceModifier: 1500 },
};

const invariantsHold = (cart: Cart): void => {
  expect(cart.total).toBe(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  expect(cart.totalItems).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
  expect(new Set(cart.items.map((item) => item.key)).size).toBe(cart.items.length);
  for (const item of cart.items) {
    expect(item.quantity).toBeGreaterThan(0);
    expect(item.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
    expect(Number.isInteger(item.quantity)).toBe(true);
    expect(item.key).toBe(cartLineKey(item.id, item.variant));
    expect(item.price).toBe(item.basePrice + item.priceModifier);
  }
};

// Text that includes the characters a naive key would join on.
const idText = fc.oneof(fc.constantFrom('p1', 'p2', 'p|v|x', 'p%7C'), fc.string({ maxLength: 6 }));
const variantArb: fc.Arbitrary<LineVariant | null> = fc.oneof(
  fc.constant(null),
  fc.record({ id: idText, priceModifier: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({
    size: fc.option(idText, { nil: undefined }),
    color: fc.option(idText, { nil: undefined }),
    priceModifier: fc.integer({ min: 0, max: 5000 }),
  }),
);
const inputArb: fc.Arbitrary<CartProductInput> = fc.record({
  id: fc.constantFrom('p1', 'p2', 'p3'),
  name: fc.string({ maxLength: 10 }),
  image: fc.constantFrom('', '/a.svg'),
  images: fc.array(fc.constantFrom('/x.svg', '/y.svg'), { maxLength: 2 }),
  category: fc.constantFrom('beds', 'sofas'),
  basePrice: fc.integer({ min: 0, max: 200000 }),
  variant: variantArb,
});
/** Distinct lines, each with one fixed price (as a real catalogue has). */
const catalogueArb = fc.uniqueArray(inputArb, {
  minLength: 1,
  maxLength: 6,
  selector: (input) => cartLineKey(input.id, input.variant),
});

type Op =
  | { kind: 'add'; index: number }
  | { kind: 'set'; index: number; quantity: number }
  | { kind: 'removeLine'; index: number }
  | { kind: 'remove'; index: number; by: 'product' | 'variant' | 'sizeColour' }
  | { kind: 'clear' }
  | { kind: 'rebuild' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), index: fc.nat(9) }) },
  fc.record({
    kind: fc.constant('set' as const),
    index: fc.nat(9),
    quantity: fc.integer({ min: -3, max: 15 }),
  }),
  fc.record({ kind: fc.constant('removeLine' as const), index: fc.nat(9) }),
  fc.record({
    kind: fc.constant('remove' as const),
    index: fc.nat(9),
    by: fc.constantFrom('product' as const, 'variant' as const, 'sizeColour' as const),
  }),
  fc.constant({ kind: 'clear' as const }),
  fc.constant({ kind: 'rebuild' as const }),
);

const targetFor = (input: CartProductInput, by: 'product' | 'variant' | 'sizeColour'): LineTarget => {
  if (by === 'variant') return { productId: input.id, variantId: input.variant?.id ?? '' };
  if (by === 'sizeColour')
    return { productId: input.id, size: input.variant?.size, color: input.variant?.color };
  return { productId: input.id };
};

const apply = (cart: Cart, op: Op, catalogue: CartProductInput[]): Cart => {
  const input = catalogue[op.kind === 'clear' || op.kind === 'rebuild' ? 0 : op.index % catalogue.length]!;
  const line = cart.items.length > 0 && 'index' in op ? cart.items[op.index % cart.items.length] : undefined;
  switch (op.kind) {
    case 'add':
      return addToCart(cart, input);
    case 'set':
      return setQuantity(cart, line?.key ?? 'missing', op.quantity);
    case 'removeLine':
      return removeLine(cart, line?.key ?? 'missing');
    case 'remove':
      return removeFromCart(cart, targetFor(input, op.by));
    case 'clear':
      return clearCart();
    case 'rebuild':
      return setWholeCart(cart.items);
  }
};

describe('Cart properties', () => {
  it('keeps totals equal to the sums, keys unique and quantities 1..10 after any operations', () => {
    fc.assert(
      fc.property(catalogueArb, fc.array(opArb, { maxLength: 40 }), (catalogue, ops) => {
        let cart = EMPTY_CART;
        for (const op of ops) {
          cart = apply(cart, op, catalogue);
          invariantsHold(cart);
        }
      }),
    );
  });

  it('adding the same item n times gives one line of quantity n (capped at 10)', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 25 }), (input, n) => {
        let cart = EMPTY_CART;
        for (let i = 0; i < n; i++) cart = addToCart(cart, input);
        expect(cart.items).toHaveLength(1);
        expect(cart.items[0]!.quantity).toBe(Math.min(n, MAX_LINE_QUANTITY));
        expect(cart.totalItems).toBe(Math.min(n, MAX_LINE_QUANTITY));
      }),
    );
  });

  it('the order of adds does not change the totals', () => {
    fc.assert(
      fc.property(
        catalogueArb.chain((catalogue) =>
          fc.tuple(
            fc.constant(catalogue),
            fc
              .array(fc.nat(catalogue.length - 1), { maxLength: 30 })
              .chain((adds) =>
                fc.tuple(fc.constant(adds), fc.shuffledSubarray(adds, { minLength: adds.length })),
              ),
          ),
        ),
        ([catalogue, [adds, shuffled]]) => {
          const build = (indexes: number[]) =>
            indexes.reduce((cart, i) => addToCart(cart, catalogue[i]!), EMPTY_CART);
          const a = build(adds);
          const b = build(shuffled);
          expect(b.total).toBe(a.total);
          expect(b.totalItems).toBe(a.totalItems);
          const byKey = (cart: Cart) =>
            Object.fromEntries(cart.items.map((item) => [item.key, item.quantity]));
          expect(byKey(b)).toEqual(byKey(a));
        },
      ),
    );
  });

  it('line keys are injective: different lines never share a key', () => {
    fc.assert(
      fc.property(idText, variantArb, idText, variantArb, (idA, variantA, idB, variantB) => {
        const identity = (id: string, v: LineVariant | null) =>
          v?.id ? ['v', id, v.id] : v?.size || v?.color ? ['s', id, v.size ?? '', v.color ?? ''] : ['p', id];
        const sameLine = JSON.stringify(identity(idA, variantA)) === JSON.stringify(identity(idB, variantB));
        expect(cartLineKey(idA, variantA) === cartLineKey(idB, variantB)).toBe(sameLine);
      }),
    );
  });

  it('setWholeCart merges duplicates and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(inputArb, fc.integer({ min: -2, max: 12 })), { maxLength: 12 }),
        (lines) => {
          const cart = setWholeCart(lines.map(([input, quantity]) => ({ ...input, quantity })));
          invariantsHold(cart);
          expect(setWholeCart(cart.items)).toEqual(cart);
          for (const item of cart.items) {
            const sum = lines
              .filter(([input, q]) => q > 0 && cartLineKey(input.id, input.variant) === item.key)
              .reduce((total, [, q]) => total + q, 0);
            expect(item.quantity).toBe(Math.min(sum, MAX_LINE_QUANTITY));
          }
        },
      ),
    );
  });
});

describe('Cart examples', () => {
  it('prices a line as base price plus modifier and falls back to the first image', () => {
    const cart = addToCart(EMPTY_CART, kingBed);
    expect(cart.items[0]).toMatchObject({
      price: 29999,
      priceModifier: 5000,
      image: '/images/bed-a.svg',
      quantity: 1,
    });
    expect(cart).toMatchObject({ total: 29999, totalItems: 1 });
    expect(addToCart(EMPTY_CART, teakSofa).items[0]!.image).toBe('/images/sofa.svg');
  });

  it('keeps two variants of one product on separate lines and raises quantity on a repeat add', () => {
    let cart = addToCart(EMPTY_CART, kingBed);
    cart = addToCart(cart, queenBed);
    cart = addToCart(cart, kingBed);
    expect(cart.items.map((item) => [item.variant?.id, item.quantity])).toEqual([
      ['king', 2],
      ['queen', 1],
    ]);
    expect(cart.total).toBe(2 * 29999 + 24999);
    expect(cart.totalItems).toBe(3);
  });

  it('stops a line at 10 units', () => {
    let cart = EMPTY_CART;
    for (let i = 0; i < 12; i++) cart = addToCart(cart, bed);
    expect(cart.items[0]!.quantity).toBe(10);
    expect(setQuantity(cart, cart.items[0]!.key, 50).items[0]!.quantity).toBe(10);
  });

  it('clamps set quantity at 0, where the line goes, and ignores unknown keys and NaN', () => {
    const cart = addToCart(addToCart(EMPTY_CART, bed), teakSofa);
    const bedKey = cartLineKey('bed-1', null);
    expect(setQuantity(cart, bedKey, 4).items[0]!.quantity).toBe(4);
    expect(setQuantity(cart, bedKey, 2.9).items[0]!.quantity).toBe(2);
    expect(setQuantity(cart, bedKey, 0).items.map((item) => item.id)).toEqual(['sofa-1']);
    expect(setQuantity(cart, bedKey, -5).items.map((item) => item.id)).toEqual(['sofa-1']);
    expect(setQuantity(cart, 'nope', 3)).toBe(cart);
    expect(setQuantity(cart, bedKey, Number.NaN)).toBe(cart);
  });

  it('removes by product, by variant id, or by size and colour', () => {
    let cart = [kingBed, queenBed, bed, teakSofa].reduce(addToCart, EMPTY_CART);
    expect(removeFromCart(cart, { productId: 'bed-1' }).items.map((item) => item.id)).toEqual(['sofa-1']);
    expect(removeFromCart(cart, { productId: 'bed-1', variantId: 'king' }).items).toHaveLength(3);
    cart = removeFromCart(cart, { productId: 'sofa-1', size: '3 seater', color: 'Teak' });
    expect(cart.items.map((item) => item.variant?.id ?? null)).toEqual(['king', 'queen', null]);
    expect(removeFromCart(cart, { productId: 'sofa-1', size: '3 seater', color: 'Walnut' })).toEqual(cart);
    expect(cart.total).toBe(29999 + 24999 + 24999);
  });

  it('clears, and rebuilds a stored cart merging duplicate lines', () => {
    expect(clearCart()).toEqual({ items: [], total: 0, totalItems: 0 });
    const rebuilt = setWholeCart([
      { ...kingBed, quantity: 2 },
      { ...kingBed, quantity: 3 },
      { ...teakSofa, quantity: 0 },
    ]);
    expect(rebuilt.items).toHaveLength(1);
    expect(rebuilt).toMatchObject({ total: 5 * 29999, totalItems: 5 });
    expect(quantityInCart(rebuilt, 'bed-1', kingBed.variant)).toBe(5);
    expect(quantityInCart(rebuilt, 'bed-1', null)).toBe(0);
  });

  it('builds the cart input from a product and its variant', () => {
    const product = {
      id: 'p9',
      name: 'Chair',
      price: 3000,
      image: '',
      images: ['/c.svg'],
      category: 'chairs',
      categories: [],
      variants: [],
    } as unknown as Product;
    const input = cartInputFromProduct(product, {
      id: 'v',
      color: 'Oak',
      priceModifier: 200,
      sku: 'C-O',
      images: [],
      stock: 5,
    });
    expect(addToCart(EMPTY_CART, input).items[0]).toMatchObject({
      price: 3200,
      category: 'chairs',
      image: '/c.svg',
    });
  });
});
