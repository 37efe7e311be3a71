import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import fc from 'fast-check';
import {
  MAX_NOTIFICATIONS,
  addNotification,
  clearNotifications,
  lowStockNotification,
  lowStockToastMessage,
  markAllRead,
  markRead,
  newOrderNotification,
  raisesLowStockAlert,
  removeNotification,
  unreadBadgeText,
  unreadCount,
} from '../../src/domain/staff/Notifications';
import type { AppNotification, NotificationList } from '../../src/domain/staff/Notifications';
import { testProduct } from '../contracts/support/testProduct';

const note = (id: string): Omit<AppNotification, 'read'> => ({
  id,
  type: 'order_update',
  title: `Title ${id}`,
  message: 'Something happened',
  data: {},
  timestamp: '2025-01-01T00:00:00.000Z',
});

type Op =
  | { kind: 'add'; id: number }
  | { kind: 'read'; id: number }
  | { kind: 'readAll' }
  | { kind: 'remove'; id: number }
  | { kind: 'clear' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('add' as const), id: fc.nat(80) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), id: fc.nat(80) }) },
  fc.constant({ kind: 'readAll' as const }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.nat(80) }),
  fc.constant({ kind: 'clear' as const }),
);

describe('notification list properties', () => {
  it('stays capped at 50, ids unique, newest first, unread count consistent with a model', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 150 }), (ops) => {
        let list: NotificationList = [];
        // Model: ids newest first, and which are read.
        let model: { id: string; read: boolean }[] = [];
        for (const op of ops) {
          if (op.kind === 'add') {
            const id = `n${op.id}`;
            list = addNotification(list, note(id));
            if (!model.some((entry) => entry.id === id)) {
              model = [{ id, read: false }, ...model].slice(0, MAX_NOTIFICATIONS);
            }
          } else if (op.kind === 'read') {
            list = markRead(list, `n${op.id}`);
            model = model.map((entry) => (entry.id === `n${op.id}` ? { ...entry, read: true } : entry));
          } else if (op.kind === 'readAll') {
            list = markAllRead(list);
            model = model.map((entry) => ({ ...entry, read: true }));
          } else if (op.kind === 'remove') {
            list = removeNotification(list, `n${op.id}`);
            model = model.filter((entry) => entry.id !== `n${op.id}`);
          } else {
            list = clearNotifications();
            model = [];
          }
          expect(list.length).toBeLessThanOrEqual(MAX_NOTIFICATIONS);
          expect(list.map(({ id, read }) => ({ id, read }))).toEqual(model);
          expect(unreadCount(list)).toBe(model.filter((entry) => !entry.read).length);
        }
      }),
    );
  });

  it('badge text: empty for 0, the number up to 99, then 99+', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100000 }), (count) => {
        const text = unreadBadgeText(count);
        if (count <= 0) expect(text).toBe('');
        else if (count <= 99) expect(text).toBe(String(count));
        else expect(text).toBe('99+');
      }),
    );
    expect([unreadBadgeText(0), unreadBadgeText(1), unreadBadgeText(99), unreadBadgeText(100)]).toEqual([
      '',
      '1',
      '99',
      '99+',
    ]);
  });
});

describe('notification examples', () => {
  it('arrives unread at the front and is read on click or mark-all', () => {
    let list = addNotification([], note('a'));
    list = addNotification(list, note('b'));
    expect(list.map((entry) => [entry.id, entry.read])).toEqual([
      ['b', false],
      ['a', false],
    ]);
    list = markRead(list, 'a');
    expect(unreadCount(list)).toBe(1);
    expect(unreadCount(markAllRead(list))).toBe(0);
    expect(removeNotification(list, 'b').map((entry) => entry.id)).toEqual(['a']);
  });

  it('drops the oldest beyond 50', () => {
    let list: NotificationList = [];
    for (let i = 1; i <= 55; i++) list = addNotification(list, note(`n${i}`));
    expect(list).toHaveLength(50);
    expect(list[0]!.id).toBe('n55');
    expect(list[49]!.id).toBe('n6');
  });

  it('words a new order as docs/behaviour.md#admin-notifications says', () => {
    const notification = newOrderNotification(
      { id: 'xYz9ABCD1234', total: 12499, shippingAddress: { name: 'Asha Rao' } },
      '2025-03-01T10:00:00.000Z',
    );
    expect(notification).toEqual({
      id: 'new_order:xYz9ABCD1234',
      type: 'new_order',
      title: 'New Order Received!',
      // The readable short id (docs/behaviour.md#admin-notifications) where the original specification had the last 8 characters: no l, 0 or O to misread.
      message: `Order #${shortOrderId('xYz9ABCD1234')} for ₹12,499 from Asha Rao`,
      data: { orderId: 'xYz9ABCD1234', total: 12499, customerName: 'Asha Rao' },
      timestamp: '2025-03-01T10:00:00.000Z',
    });
    expect(
      newOrderNotification({ id: 'o1', total: 100000, shippingAddress: { name: '  ' } }, 'T').message,
    ).toBe(`Order #${shortOrderId('o1')} for ₹1,00,000 from Customer`);
    expect(newOrderNotification({ id: 'o2', total: 5, shippingAddress: null }, 'T').data.customerName).toBe(
      'Customer',
    );
  });

  it('the same order raises one notification', () => {
    const first = newOrderNotification({ id: 'o1', total: 1, shippingAddress: { name: 'A' } }, 'T1');
    const again = newOrderNotification({ id: 'o1', total: 1, shippingAddress: { name: 'A' } }, 'T2');
    const list = addNotification(addNotification([], first), again);
    expect(list).toHaveLength(1);
  });

  it('raises low-stock notifications per stock level', () => {
    const low = lowStockNotification({ id: 'p1', name: 'Sheesham Bed', stock: 2 }, 'T');
    expect(low).toMatchObject({
      type: 'low_stock',
      title: 'Low Stock Alert',
      message: 'Sheesham Bed has only 2 units left in stock.',
      data: { productId: 'p1' },
      timestamp: 'T',
    });
    expect(lowStockNotification({ id: 'p1', name: 'Bed', stock: 1 }, 'T').message).toBe(
      'Bed has only 1 unit left in stock.',
    );
    expect(lowStockNotification({ id: 'p1', name: 'Bed', stock: 0 }, 'T').message).toBe(
      'Bed is out of stock.',
    );
    expect(lowStockNotification({ id: 'p1', name: 'Bed', stock: 1 }, 'T').id).not.toBe(low.id);
  });

  it("words one low-stock toast as the alert's own message, a burst as a count", () => {
    expect(lowStockToastMessage('Bed is out of stock.', 1)).toBe('Bed is out of stock.');
    expect(lowStockToastMessage('Bed is out of stock.', 12)).toBe(
      '12 products are low on stock. Each is listed under Notifications.',
    );
  });

  it('alerts when a product falls to the low-stock threshold or loses more stock below it, not on a restock', () => {
    const at = (stock: number) => testProduct('chair', { stock });
    expect(raisesLowStockAlert({ product: at(5), previousStock: null })).toBe(true);
    expect(raisesLowStockAlert({ product: at(2), previousStock: 3 })).toBe(true);
    expect(raisesLowStockAlert({ product: at(4), previousStock: 2 })).toBe(false);
  });
});
