import { describe, expect, it } from 'vitest';
import type { Complaint } from '../../../src/domain/afterSales/Complaint';
import type { ReturnRequest } from '../../../src/domain/afterSales/ReturnRequest';
import { complaintOutboxEntries } from '../../../src/domain/messages/complaintMessages';
import { returnOutboxEntries } from '../../../src/domain/messages/returnMessages';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testOrder } from '../../support/testOrder';

const context = { settings: { ...DEFAULT_SHOP_SETTINGS, email: 'owner@shop.example' }, origin: '' };
const LONG_AGO = '2000-01-01T00:00:00.000Z';
const at = (day: number): string => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const order = testOrder({
  id: 'order-1',
  refunds: [{ returnNumber: 1, amount: 4_500 }],
});
const returnRequest = (history: ReturnRequest['history']): ReturnRequest => ({
  id: 'order-1-1',
  orderId: 'order-1',
  userId: 'u1',
  number: 1,
  quantities: { 0: 1 },
  reason: 'Damaged in transit',
  comment: 'The leg <b>broke</b>',
  status: history.at(-1)?.status ?? 'requested',
  createdAt: at(5),
  updatedAt: history.at(-1)?.at ?? at(5),
  history,
});
const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  id: '7',
  number: 7,
  uid: 'u1',
  orderId: null,
  subject: 'Late delivery',
  description: 'My sofa is a week late.',
  contact: '+91 98765 43210',
  status: 'open',
  createdAt: at(3),
  acknowledgedAt: null,
  resolvedAt: null,
  replies: [],
  ...overrides,
});

describe('the messages of a return request', () => {
  it('tell its shopper of each step once and the owner of its filing, with the refund returned', () => {
    const refunded = returnRequest([
      { status: 'approved', at: at(6), by: 'staff' },
      { status: 'picked-up', at: at(7), by: 'staff' },
      { status: 'refunded', at: at(9), by: 'staff' },
    ]);
    const entries = returnOutboxEntries(refunded, order, LONG_AGO, context, at(10));
    expect(entries.map((entry) => `${entry.to}: ${entry.subject}`)).toEqual([
      expect.stringMatching(/^asha@example.in: Return request R-.+-1 received$/),
      expect.stringMatching(/^owner@shop.example: Return request R-.+-1: Damaged in transit$/),
      expect.stringMatching(/^asha@example.in: Return R-.+-1 approved$/),
      expect.stringMatching(/^asha@example.in: Return R-.+-1 picked up$/),
      expect.stringMatching(/^asha@example.in: Return R-.+-1 refunded$/),
    ]);
    expect(entries.at(-1)?.text).toContain('We have refunded ₹4,500');
    expect(entries[1]?.html).toContain('The leg &lt;b&gt;broke&lt;/b&gt;');
    expect(returnOutboxEntries(refunded, order, at(8), context, at(10)).map((entry) => entry.id)).toEqual([
      'return-order-1-1-refunded-shopper',
    ]);
  });

  it('give a rejection its reason', () => {
    const rejected = {
      ...returnRequest([{ status: 'rejected', at: at(6), by: 'staff' }]),
      rejectReason: 'Used.',
    };
    expect(returnOutboxEntries(rejected, order, at(5), context, at(7))[0]?.text).toContain(
      'We could not accept your return request. Used.',
    );
  });
});

describe('the messages of a complaint', () => {
  it('tell the owner of its filing, and its shopper of the acknowledgement and each staff reply', () => {
    const answered = complaint({
      acknowledgedAt: at(4),
      replies: [
        { from: 'staff', staffName: 'Asha', text: 'It leaves today.', at: at(5) },
        { from: 'shopper', staffName: '', text: 'Thanks', at: at(6) },
        { from: 'staff', staffName: 'Asha', text: 'Delivered?', at: at(8) },
      ],
    });
    const entries = complaintOutboxEntries(answered, 'asha@example.in', LONG_AGO, context, at(9));
    expect(entries.map((entry) => entry.id)).toEqual([
      'complaint-7-filed-owner',
      'complaint-7-acknowledged-shopper',
      'complaint-7-replied-0-shopper',
      'complaint-7-replied-2-shopper',
    ]);
    expect(entries[3]?.text).toContain('Delivered?');
    expect(complaintOutboxEntries(answered, '', at(7), context, at(9)).map((entry) => entry.id)).toEqual([]);
  });
});
