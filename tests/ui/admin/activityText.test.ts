import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityTarget, FieldChange } from '../../../src/domain/staff/Activity';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import {
  ACTIVITY_KIND_LABELS,
  entrySentences,
  fieldLabel,
  formatActivityValue,
  targetSentence,
} from '../../../src/ui/admin/activity/activityText';

const updated = (id: string, label: string, ...changes: FieldChange[]): ActivityTarget => ({
  id,
  label,
  action: 'updated',
  changes,
});
const change = (field: string, before: FieldChange['before'], after: FieldChange['after']): FieldChange => ({
  field,
  before,
  after,
});

describe('activity sentences', () => {
  it('names a field change of a product with rupees', () => {
    expect(targetSentence('product', updated('p1', 'Teak Chair', change('price', 4000, 4500)))).toBe(
      'Changed the price of Teak Chair from ₹4,000 to ₹4,500',
    );
  });

  it('says a product, a banner or an order was created or deleted', () => {
    const chair: ActivityTarget = { id: 'p1', label: 'Teak Chair', action: 'created', changes: [] };
    expect(targetSentence('product', chair)).toBe('Created product Teak Chair');
    expect(targetSentence('banner', { id: 'b1', label: 'Diwali Sale', action: 'deleted', changes: [] })).toBe(
      'Deleted banner Diwali Sale',
    );
    expect(
      targetSentence('order', { id: 'order123', label: 'order123', action: 'deleted', changes: [] }),
    ).toBe(`Deleted order #${shortOrderId('order123')}`);
  });

  it('words an order status with the order labels and the short order id', () => {
    const target = updated('ord-42', 'ord-42', change('status', 'pending', 'confirmed'));
    expect(targetSentence('order', target)).toBe(
      `Changed order #${shortOrderId('ord-42')} status from Pending to Confirmed`,
    );
    const both = updated(
      'ord-42',
      'ord-42',
      change('status', 'delivered', 'cancelled'),
      change('paymentStatus', 'paid', 'refunded'),
    );
    expect(targetSentence('order', both)).toBe(
      `Changed order #${shortOrderId('ord-42')} status from Delivered to Cancelled and payment status from Paid to Refunded`,
    );
  });

  it("words what an order's returns refunded in rupees", () => {
    const target = updated('ord-42', 'ord-42', change('refunded', 0, 52999));
    expect(targetSentence('order', target)).toBe(
      `Changed order #${shortOrderId('ord-42')} refunded for returns from ₹0 to ₹52,999`,
    );
  });

  it('reads the products an order entry restocked as products', () => {
    const restocked = updated('p1', 'Teak Chair', change('stock', 2, 4));
    expect(targetSentence('order', restocked)).toBe('Changed the stock of Teak Chair from 2 to 4');
  });

  it("words a banner's phone picture", () => {
    const phone = updated('b1', 'Diwali Sale', change('phoneImage', '', '/images/banners/diwali-phone.webp'));
    expect(targetSentence('banner', phone)).toBe(
      'Set the phone picture of Diwali Sale to “/images/banners/diwali-phone.webp”',
    );
  });

  it('words a role with the role labels', () => {
    expect(targetSentence('role', updated('u1', 'asha@example.com', change('role', 'user', 'manager')))).toBe(
      'Changed the role of asha@example.com from Customer to Manager',
    );
  });

  it('joins several changes of one thing into one sentence, naming it once', () => {
    const target = updated(
      'p1',
      'Teak Chair',
      change('price', 4000, 4500),
      change('isActive', true, false),
      change('originalPrice', null, 5000),
      change('tags', 'teak, chair', ''),
    );
    expect(targetSentence('product', target)).toBe(
      'Changed the price of Teak Chair from ₹4,000 to ₹4,500, the active setting from Yes to No, ' +
        'set the MRP to ₹5,000 and cleared the tags (was “teak, chair”)',
    );
  });

  it('words the settings and the delivery zones without a name of their own', () => {
    const settings = updated(
      'shop',
      'Shop settings',
      change('shippingFee', 499, 599),
      change('gstRate', 18, 12),
      change('upiId', '', 'shop@okaxis'),
    );
    expect(targetSentence('settings', settings)).toBe(
      "Changed the shop's shipping fee from ₹499 to ₹599, the GST rate from 18% to 12% and set the UPI ID to “shop@okaxis”",
    );
    const zones = updated(
      'delivery',
      'Delivery zones',
      change('zones', 'North: 11, 2–4 days', 'North: 11 12, 2–4 days'),
    );
    expect(targetSentence('delivery', zones)).toBe(
      'Changed the delivery zones from “North: 11, 2–4 days” to “North: 11 12, 2–4 days”',
    );
  });

  it('gives one sentence per target, in order', () => {
    const entry: ActivityEntry = {
      id: 'e1',
      at: '2026-03-05T11:00:00.000Z',
      by: { uid: 'owner', name: 'Demo Admin' },
      kind: 'banner',
      targets: [
        updated('b1', 'Diwali Sale', change('order', 2, 1)),
        updated('b2', 'Holi Sale', change('order', 1, 2)),
      ],
    };
    expect(entrySentences(entry)).toEqual([
      'Changed the position of Diwali Sale from 2 to 1',
      'Changed the position of Holi Sale from 1 to 2',
    ]);
  });
});

describe('activity values and labels', () => {
  it('formats money, percentages, numbers, booleans, labels and free text', () => {
    expect(formatActivityValue('freeShippingThreshold', 10000)).toBe('₹10,000');
    expect(formatActivityValue('maxOpenCodValue', 300000)).toBe('₹3,00,000');
    expect(formatActivityValue('gstRate', 18)).toBe('18%');
    expect(formatActivityValue('stock', 1200)).toBe('1,200');
    expect(formatActivityValue('isFeatured', false)).toBe('No');
    expect(formatActivityValue('paymentStatus', 'refunded')).toBe('Refunded');
    expect(formatActivityValue('role', 'admin')).toBe('Owner');
    expect(formatActivityValue('type', 'text-with-image')).toBe('Sales Banner');
    expect(formatActivityValue('name', 'Teak Chair')).toBe('“Teak Chair”');
    expect(formatActivityValue('status', 'lost')).toBe('“lost”');
  });

  it('labels known fields from the table and unknown ones from their name', () => {
    expect(fieldLabel('originalPrice')).toBe('MRP');
    expect(fieldLabel('countryOfOrigin')).toBe('country of origin');
    expect(fieldLabel('hsnCode')).toBe('HSN code');
    expect(fieldLabel('minOrderValue')).toBe('min order value');
    expect(fieldLabel('toString')).toBe('to string');
  });

  it('names every kind', () => {
    expect(Object.values(ACTIVITY_KIND_LABELS)).toEqual([
      'Products',
      'Orders',
      'Banners',
      'Settings',
      'Delivery zones',
      'Roles',
      'Complaints',
      'Photos',
      'Offers',
    ]);
  });
});
