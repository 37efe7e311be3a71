import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityTarget,
  activityValue,
  actorOf,
  deletionEntryId,
  fieldChanges,
} from '../../src/domain/staff/Activity';
import { orderTarget, productTarget, roleTarget } from '../../src/domain/staff/ActivityTargets';
import { testProduct } from '../contracts/support/testProduct';

const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
const record = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), value);

describe('Activity: what a change records', () => {
  it('lists exactly the listed fields whose values differ, each with its value before and after', () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const changes = fieldChanges(before, after, ['a', 'b', 'c', 'd']);
        for (const field of ['a', 'b', 'c', 'd']) {
          const change = changes.find((c) => c.field === field);
          const same = (before[field] ?? null) === (after[field] ?? null);
          expect(change === undefined).toBe(same);
          if (change)
            expect(change).toEqual({ field, before: before[field] ?? null, after: after[field] ?? null });
        }
      }),
    );
  });

  it('records nothing for a write that changed none of the fields', () => {
    fc.assert(
      fc.property(record, (fields) => {
        expect(fieldChanges(fields, { ...fields }, ['a', 'b'])).toEqual([]);
      }),
    );
  });

  it('keeps values short: lists joined, objects as text, at most 200 characters', () => {
    expect(activityValue(['beds', 'sofas'])).toBe('beds, sofas');
    expect(activityValue({ x: 1 })).toBe('{"x":1}');
    expect(activityValue(undefined)).toBeNull();
    const long = activityValue('x'.repeat(500));
    expect(typeof long === 'string' && long.length).toBe(200);
  });

  it('tells a creation, an update and a deletion apart, and names a deletion by the last entry', () => {
    expect(activityTarget('p1', 'Chair', null, { price: 1 }, ['price']).action).toBe('created');
    expect(activityTarget('p1', 'Chair', { price: 1 }, null, ['price']).action).toBe('deleted');
    expect(activityTarget('p1', 'Chair', { price: 1 }, { price: 2 }, ['price']).action).toBe('updated');
    expect(deletionEntryId('products', 'p1', 'e9')).toBe('deleted-products-p1-e9');
    expect(deletionEntryId('products', 'p1', undefined)).toBe('deleted-products-p1-unlogged');
  });

  it('names the person by name, else by e-mail', () => {
    expect(actorOf({ uid: 'u', displayName: ' Asha ', email: 'a@x.in' })).toEqual({ uid: 'u', name: 'Asha' });
    expect(actorOf({ uid: 'u', displayName: '', email: 'a@x.in' })).toEqual({ uid: 'u', name: 'a@x.in' });
    expect(actorOf(null)).toBeNull();
  });
});

describe('ActivityTargets', () => {
  it('records a price change of a product and nothing of the fields it kept', () => {
    const before = testProduct('chair', { price: 4000 });
    const target = productTarget(before, { ...before, price: 4500, updatedAt: '2030-01-01T00:00:00.000Z' });
    expect(target).toEqual({
      id: before.id,
      label: before.name,
      action: 'updated',
      changes: [{ field: 'price', before: 4000, after: 4500 }],
    });
  });

  it("records a change of a product's declarations", () => {
    const before = testProduct('chair', { countryOfOrigin: '', netQuantity: '1 N' });
    const after = { ...before, countryOfOrigin: 'India', netQuantity: '1 set of 2' };
    expect(productTarget(before, after).changes).toEqual([
      { field: 'countryOfOrigin', before: '', after: 'India' },
      { field: 'netQuantity', before: '1 N', after: '1 set of 2' },
    ]);
  });

  it("records a variant's stock in words, and a new product by its name, price and stock", () => {
    const before = testProduct('bed', {
      variants: [{ id: 'v1', size: 'King', priceModifier: 500, sku: 'K', images: [], stock: 2 }],
    });
    const after = { ...before, variants: [{ ...before.variants[0]!, stock: 3 }] };
    expect(productTarget(before, after).changes).toEqual([
      { field: 'variants', before: 'King +₹500 (2 in stock)', after: 'King +₹500 (3 in stock)' },
    ]);
    expect(productTarget(null, before).changes.map((change) => change.field)).toEqual([
      'name',
      'price',
      'stock',
    ]);
  });

  it("records an order's status, payment and what its returns refunded, and a person's role", () => {
    const order = { id: 'o1', status: 'pending', paymentStatus: 'pending' } as never;
    expect(orderTarget(order, { ...(order as object), status: 'confirmed' } as never).changes).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed' },
    ]);
    const refunded = { ...(order as object), refunds: [{ returnNumber: 1, amount: 52999 }] } as never;
    expect(orderTarget(order, refunded).changes).toEqual([{ field: 'refunded', before: 0, after: 52999 }]);
    const user = { uid: 'u1', email: 'a@x.in', name: 'A', role: 'user' } as never;
    expect(roleTarget(user, { ...(user as object), role: 'support' } as never)).toMatchObject({
      label: 'a@x.in',
      changes: [{ field: 'role', before: 'user', after: 'support' }],
    });
  });
});
