import { newOffer, type Offer } from '../../../domain/offers/Offer';
import type { MemoryDatabase } from '../MemoryDatabase';
import { OFFERS } from '../offerHoldsInMemory';

const DAY_MS = 86_400_000;

/**
 * The demo's offers, dated from `now`: ₹500 off a first order of ₹9,999 or more (WELCOME500), 5% off orders paid by
 * UPI or online up to ₹2,500 (automatic, to move shoppers off cash on delivery), the two combining; and a festive
 * code that ended a week ago (DIWALI25), so the cart can say so.
 */
export const demoOffers = (now: Date): Offer[] => {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    newOffer(
      {
        id: 'WELCOME500',
        code: 'WELCOME500',
        kind: 'flat',
        value: 500,
        minOrderValue: 9999,
        firstOrderOnly: true,
        perAccount: 1,
        combinable: true,
      },
      at(-30),
    ),
    newOffer(
      {
        id: 'auto-prepaid',
        code: null,
        kind: 'percent',
        value: 5,
        maxDiscount: 2500,
        paymentMethods: ['upi', 'online'],
        combinable: true,
      },
      at(-30),
    ),
    newOffer(
      {
        id: 'DIWALI25',
        code: 'DIWALI25',
        kind: 'percent',
        value: 25,
        maxDiscount: 10000,
        endsAt: at(-7),
      },
      at(-10),
    ),
  ];
};

export const seedDemoOffers = (db: MemoryDatabase, now: Date): void => {
  for (const offer of demoOffers(now)) db.set(OFFERS, offer.id, { ...offer });
};
