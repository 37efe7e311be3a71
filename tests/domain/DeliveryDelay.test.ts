import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELAY_REASONS, type Order } from '../../src/domain/orders/Order';
import {
  delayError,
  promisedDeliveryDate,
  promisedDeliveryText,
  withDelay,
} from '../../src/domain/orders/OrderShipping';

// Placed on Monday 2 Nov 2026 (India), its zone promising 5 working days: Saturday 7 Nov.
const order = (status: Order['status'] = 'confirmed') =>
  ({
    id: 'o1',
    status,
    paymentStatus: 'pending',
    createdAt: '2026-11-02T04:30:00.000Z',
    updatedAt: '2026-11-02T04:30:00.000Z',
    deliveryDays: 5,
    history: [],
  }) as unknown as Order;
const COURIER = 'Delayed by the courier' as const;

describe('the promised delivery date', () => {
  it('reads as checkout said it, then as the shop moved it, while the order is on its way', () => {
    expect(promisedDeliveryText(order())).toBe('Delivery by Sat, 7 Nov');
    const delayed = withDelay(
      order(),
      { by: '2026-11-11', reason: COURIER },
      '2026-11-05T06:00:00.000Z',
      'a@shop',
    );
    expect(promisedDeliveryDate(delayed)).toBe('2026-11-11');
    expect(promisedDeliveryText(delayed)).toBe('Delayed by the courier: now by Wed, 11 Nov');
    expect(delayed.history.at(-1)).toMatchObject({ status: 'confirmed', by: 'a@shop' });
    expect(promisedDeliveryText({ ...delayed, status: 'delivered' })).toBeNull();
  });

  it('moves only later than the promise and today, at most 60 days ahead, with a reason of the list', () => {
    const today = '2026-11-05';
    expect(delayError(order(), { by: '2026-11-09', reason: COURIER }, today)).toBeNull();
    expect(delayError(order(), { by: '2026-11-07', reason: COURIER }, today)).toBe(
      'The new date must be after Sat, 7 Nov.',
    );
    expect(delayError(order(), { by: '2026-11-09', reason: 'Because' as never }, today)).toBe(
      'Choose why the date moves.',
    );
    expect(delayError(order(), { by: '', reason: COURIER }, today)).toBe('Choose the new date.');
    expect(delayError(order(), { by: '2027-02-01', reason: COURIER }, today)).toBe(
      'The new date is at most 60 days away.',
    );
    expect(delayError(order(), { by: '2026-11-09', reason: COURIER }, '2026-11-10')).toBe(
      'The new date must be after Tue, 10 Nov.',
    );
    const delayed = withDelay(
      order(),
      { by: '2026-11-11', reason: COURIER },
      `${today}T06:00:00.000Z`,
      'a@shop',
    );
    expect(delayError(delayed, { by: '2026-11-10', reason: COURIER }, today)).toMatch(/after Wed, 11 Nov/);
    expect(delayError(order('delivered'), { by: '2026-11-09', reason: COURIER }, today)).toBe(
      'A delivered or cancelled order keeps its date.',
    );
  });

  it('has the same reasons as firestore.rules lets staff write', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const listed = /o\.deliveryDelay\.reason in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...DELAY_REASONS]);
  });
});
