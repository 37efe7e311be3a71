import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_BOOK } from '../../src/domain/checkout/AddressBook';
import type { Complaint } from '../../src/domain/afterSales/Complaint';
import type { Order } from '../../src/domain/orders/Order';
import {
  MAX_EXPORTED_ORDERS,
  personalDataExport,
  personalDataFileName,
  personalDataJson,
  type PersonalDataSources,
} from '../../src/domain/accounts/PersonalDataExport';
import type { Review } from '../../src/domain/afterSales/Review';
import type { UserProfile } from '../../src/domain/accounts/User';
import { pastOrder } from '../support/pastOrder';

const UID = 'asha';
const owner = fc.constantFrom(UID, 'ravi', 'meera');
const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const id = fc.stringMatching(/^[a-z0-9]{6,12}$/);

const order = fc
  .record({ id, userId: owner, createdAt: instant, by: fc.option(fc.emailAddress()) })
  .map(({ id: orderId, userId, createdAt, by }): Order => ({
    ...pastOrder(orderId, userId, createdAt),
    history: [{ status: 'confirmed', paymentStatus: 'pending', at: createdAt, by }],
  }));

const review = fc
  .record({ id, userId: owner, createdAt: instant })
  .map(({ id: productId, userId, createdAt }): Review => ({
    id: `${productId}_${userId}`,
    productId,
    userId,
    orderId: 'o1',
    firstName: 'Asha',
    rating: 4,
    title: 'Sturdy',
    text: 'Solid wood, well finished, and on time.',
    status: 'approved',
    createdAt,
    updatedAt: createdAt,
    helpful: 0,
  }));

const complaint = fc
  .record({ number: fc.integer({ min: 1, max: 99999 }), uid: owner, createdAt: instant })
  .map(({ number, uid, createdAt }): Complaint => ({
    id: String(number),
    number,
    uid,
    orderId: null,
    subject: 'Late delivery',
    description: 'The bed arrived a week after the promised day.',
    contact: '9876543210',
    status: 'open',
    createdAt,
    acknowledgedAt: null,
    resolvedAt: null,
    replies: [],
  }));

const profile: UserProfile = {
  uid: UID,
  email: 'asha@example.com',
  emailVerified: true,
  displayName: 'Asha Verma',
  name: 'Asha Verma',
  photoURL: '',
  role: 'user',
  createdAt: '2025-01-02T00:00:00.000Z',
  privacyConsentAt: '2025-01-02T00:00:01.000Z',
};

const sources = fc
  .record({
    orders: fc.array(order, { maxLength: 12 }),
    reviews: fc.array(review, { maxLength: 8 }),
    complaints: fc.array(complaint, { maxLength: 6 }),
    exportedAt: instant,
  })
  .map((read): PersonalDataSources => ({
    uid: UID,
    email: 'asha@example.com',
    profile,
    addressBook: EMPTY_ADDRESS_BOOK,
    ...read,
  }));

const isNewestFirst = (list: readonly { createdAt: string }[]): boolean =>
  list.every((entry, index) => index === 0 || list[index - 1]!.createdAt >= entry.createdAt);

describe("the shopper's data file", () => {
  it('property: holds every order, review and complaint of the shopper and nobody else’s, each newest first', () => {
    fc.assert(
      fc.property(sources, (read) => {
        const data = personalDataExport(read);
        const mine = <T extends { id: string }>(list: readonly T[], of: (entry: T) => string) =>
          list
            .filter((entry) => of(entry) === UID)
            .map((entry) => entry.id)
            .sort();
        expect(data.orders.map((entry) => entry.id).sort()).toEqual(
          mine(read.orders, (entry) => entry.userId),
        );
        expect(data.reviews.map((entry) => entry.id).sort()).toEqual(
          mine(read.reviews, (entry) => entry.userId),
        );
        expect(data.complaints.map((entry) => entry.id).sort()).toEqual(
          mine(read.complaints, (entry) => entry.uid),
        );
        expect(
          isNewestFirst(data.orders) && isNewestFirst(data.reviews) && isNewestFirst(data.complaints),
        ).toBe(true);
        expect(data.ordersComplete).toBe(true);
      }),
    );
  });

  it('property: names none of the staff who moved an order, and reads back from its file unchanged', () => {
    fc.assert(
      fc.property(sources, (read) => {
        const data = personalDataExport(read);
        const text = personalDataJson(data);
        expect(text).not.toContain('"by"');
        expect(data.orders.map((entry) => entry.history.length)).toEqual(
          data.orders.map((entry) => read.orders.find((stored) => stored.id === entry.id)?.history.length),
        );
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });

  it('gives the account with its consent, the saved addresses and phone, and the format it is in', () => {
    const data = personalDataExport({
      uid: UID,
      email: 'asha@example.com',
      profile,
      addressBook: {
        phone: '9876543210',
        addresses: [{ ...pastOrder('o', UID, profile.createdAt).shippingAddress, id: 'home' }],
        defaultAddressId: 'home',
        whatsappUpdates: true,
      },
      orders: [],
      reviews: [],
      complaints: [],
      exportedAt: '2026-11-27T20:00:00.000Z',
    });
    expect(data).toMatchObject({
      format: 'sheesham-home-personal-data',
      version: 1,
      exportedAt: '2026-11-27T20:00:00.000Z',
      account: {
        uid: UID,
        email: 'asha@example.com',
        emailVerified: true,
        name: 'Asha Verma',
        createdAt: '2025-01-02T00:00:00.000Z',
        privacyConsentAt: '2025-01-02T00:00:01.000Z',
      },
      phone: '9876543210',
      defaultAddressId: 'home',
      whatsappUpdates: true,
      addresses: [{ id: 'home', city: 'Jaipur' }],
    });
  });

  it('says what it does not know of an account without a record, and when the orders are too many to hold', () => {
    const many = Array.from({ length: MAX_EXPORTED_ORDERS }, (_, index) =>
      pastOrder(`o${index}`, UID, '2025-01-01T00:00:00.000Z'),
    );
    const data = personalDataExport({
      uid: UID,
      email: 'asha@example.com',
      profile: null,
      addressBook: EMPTY_ADDRESS_BOOK,
      orders: many,
      reviews: [],
      complaints: [],
      exportedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(data.account).toEqual({
      uid: UID,
      email: 'asha@example.com',
      emailVerified: null,
      name: '',
      displayName: '',
      createdAt: null,
      privacyConsentAt: null,
    });
    expect(data.ordersComplete).toBe(false);
  });

  it('is named after the India day it was made', () => {
    expect(personalDataFileName('2026-11-27T20:00:00.000Z')).toBe('sheesham-home-data-2026-11-28.json');
    expect(personalDataFileName('2026-11-27T10:00:00.000Z')).toBe('sheesham-home-data-2026-11-27.json');
  });
});
