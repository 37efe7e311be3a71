import { offerCodeKey, type Offer } from '../../domain/offers/Offer';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { offerTarget } from '../../domain/staff/ActivityTargets';
import { MAX_LIVE_OFFERS, type OfferRepository } from '../../ports/OfferRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { OFFERS, usesIn } from './offerHoldsInMemory';

/** Coupons before automatic offers, each by its id: the order Firestore lists them in. */
const byId = (a: Offer, b: Offer) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The `offers` collection as Firestore keeps it; holding them is the order repository's (placeOrderInMemory). */
export class InMemoryOfferRepository implements OfferRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async listLive(): Promise<Offer[]> {
    return this.db.query<Offer>(OFFERS, {
      where: (offer) => offer.active,
      orderBy: byId,
      limit: MAX_LIVE_OFFERS,
    });
  }

  async byCode(code: string): Promise<Offer | null> {
    const id = offerCodeKey(code);
    if (!/^[A-Z0-9]{3,20}$/.test(id)) return null;
    return this.db.get<Offer>(OFFERS, id);
  }

  async usesOf(userId: string, offerIds: readonly string[]): Promise<Record<string, number>> {
    return Object.fromEntries(usesIn(this.db, userId, offerIds));
  }

  async listAll(): Promise<Offer[]> {
    return this.db.query<Offer>(OFFERS, { orderBy: byId });
  }

  async save(offer: Offer, created: boolean): Promise<Result<Offer, { code: 'OFFER.CODE_TAKEN' }>> {
    return this.db.transaction(() => {
      const before = this.db.peek<Offer>(OFFERS, offer.id);
      if (created && before) return fail({ code: 'OFFER.CODE_TAKEN' as const });
      const after: Offer = before
        ? { ...offer, code: before.code, redeemed: before.redeemed, discountGiven: before.discountGiven }
        : { ...offer, redeemed: 0, discountGiven: 0 };
      this.db.set(OFFERS, offer.id, {
        ...after,
        categoryIds: [...after.categoryIds],
        productIds: [...after.productIds],
        paymentMethods: [...after.paymentMethods],
      });
      this.log.record('offer', [offerTarget(before, after)]);
      return ok(after);
    });
  }
}
