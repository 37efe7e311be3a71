import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELETED_CUSTOMER_NAME, ORDER_RECORD_RETENTION_YEARS } from '../../src/domain/accounts/DataRetention';
import type { Order } from '../../src/domain/orders/Order';
import {
  customerErasureTarget,
  erasedOrder,
  erasureDueAt,
  isErasureDue,
  markedForErasure,
  ORDER_RECORD_RETENTION_DAYS,
} from '../../src/domain/accounts/OrderErasure';
import { pastOrder } from '../support/pastOrder';

const DAY = 86_400_000;
/** Instants from 1990 to 2150, at the millisecond. */
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2150, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** The same wall-clock time `years` calendar years later (29 February becomes 1 March in a common year). */
const calendarYearsLater = (iso: string, years: number): number => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
};

const order = fc
  .record({
    id: fc.stringMatching(/^[a-zA-Z0-9]{1,20}$/),
    userId: fc.constantFrom('asha', 'ravi'),
    createdAt: instant,
    state: fc.constantFrom('Rajasthan', 'Maharashtra', 'Kerala'),
    asked: fc.option(instant, { nil: undefined }),
  })
  .map(({ id, userId, createdAt, state, asked }): Order => {
    const base = pastOrder(id, userId, createdAt);
    return {
      ...base,
      shippingAddress: { ...base.shippingAddress, state },
      ...(asked ? { erasureRequestedAt: asked, erasureDueAt: erasureDueAt(createdAt) } : {}),
    };
  });

describe('the retention of a deleted account’s orders', () => {
  it('is 2922 days, the figure firestore.rules add to an order’s creation', () => {
    expect(ORDER_RECORD_RETENTION_YEARS).toBe(8);
    expect(ORDER_RECORD_RETENTION_DAYS).toBe(2922);
  });

  it('property: ends no sooner than 8 calendar years after the order, and at most 2 days later', () => {
    fc.assert(
      fc.property(instant, (createdAt) => {
        const due = Date.parse(erasureDueAt(createdAt));
        const eightYears = calendarYearsLater(createdAt, ORDER_RECORD_RETENTION_YEARS);
        expect(due).toBeGreaterThanOrEqual(eightYears);
        expect(due - eightYears).toBeLessThanOrEqual(2 * DAY);
      }),
    );
  });
});

describe('marking the orders of a deleted account', () => {
  it('property: marks an unmarked order with the time asked and its due day, and never moves a mark', () => {
    fc.assert(
      fc.property(order, instant, (stored, now) => {
        const marked = markedForErasure(stored, now);
        if (stored.erasureRequestedAt !== undefined) {
          expect(marked).toBeNull();
          return;
        }
        expect(marked).toEqual({
          ...stored,
          erasureRequestedAt: now,
          erasureDueAt: erasureDueAt(stored.createdAt),
        });
        expect(markedForErasure(marked as Order, now)).toBeNull();
      }),
    );
  });
});

describe('erasing the customer details of a kept order', () => {
  it('property: due exactly when marked, not yet erased, and past its retention', () => {
    fc.assert(
      fc.property(order, instant, (stored, now) => {
        const due =
          stored.erasureDueAt !== undefined && Date.parse(now) >= Date.parse(erasureDueAt(stored.createdAt));
        expect(isErasureDue(stored, now)).toBe(due);
        expect(erasedOrder(stored, now) !== null).toBe(due);
      }),
    );
  });

  it('property: replaces the name, phone, e-mail and address, keeping the state and everything else, once', () => {
    fc.assert(
      fc.property(order, instant, (stored, now) => {
        const erased = erasedOrder(stored, now);
        if (!erased) return;
        const { erasureDueAt: _due, ...kept } = stored;
        expect(erased).toEqual({
          ...kept,
          customerEmail: '',
          shippingAddress: {
            name: DELETED_CUSTOMER_NAME,
            phone: '',
            line1: '',
            line2: '',
            city: '',
            state: stored.shippingAddress.state,
            pincode: '',
          },
          customerErasedAt: now,
        });
        expect(isErasureDue(erased, now)).toBe(false);
        expect(erasedOrder(erased, now)).toBeNull();
        expect(markedForErasure(erased, now)).toBeNull();
      }),
    );
  });

  it('logs that the details went, never the details', () => {
    const stored = pastOrder('o1', 'asha', '2015-01-01T00:00:00.000Z');
    const target = customerErasureTarget(stored);
    expect(target).toEqual({
      id: 'o1',
      label: 'o1',
      action: 'updated',
      changes: [{ field: 'customerDetails', before: 'Kept for tax records', after: 'Deleted customer' }],
    });
    const logged = JSON.stringify(target);
    for (const detail of Object.values(stored.shippingAddress).filter((value) => value !== ''))
      expect(logged).not.toContain(detail);
    expect(logged).not.toContain(stored.customerEmail);
  });
});
