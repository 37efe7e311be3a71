import {
  collection,
  doc,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { offerCodeKey, type Offer } from '../../domain/offers/Offer';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { CurrentActor } from '../../domain/staff/Activity';
import { offerTarget } from '../../domain/staff/ActivityTargets';
import { MAX_LIVE_OFFERS, type OfferRepository } from '../../ports/OfferRepository';
import { OFFER_USES, OFFERS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { guardedTransaction } from './guardedTransaction';
import { fromOfferDocument, toOfferDocument } from './offerDocument';
import { offerUseId } from './offerHolds';

const offersOf = (docs: { id: string; data: () => Record<string, unknown> }[]): Offer[] =>
  docs.flatMap((snapshot) => fromOfferDocument(snapshot.id, snapshot.data()) ?? []);

/** `offers/{CODE | auto-…}`: anyone reads them, managers set their terms (firestore.rules, validOffer). */
export class FirestoreOfferRepository implements OfferRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  listLive(): Promise<Offer[]> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collection(this.db, OFFERS),
          where('active', '==', true),
          orderBy(documentId()),
          limit(MAX_LIVE_OFFERS),
        ),
      );
      return offersOf(docs);
    });
  }

  byCode(code: string): Promise<Offer | null> {
    const id = offerCodeKey(code);
    if (!/^[A-Z0-9]{3,20}$/.test(id)) return Promise.resolve(null);
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, OFFERS, id));
      const data = snapshot.data();
      return data ? fromOfferDocument(id, data) : null;
    });
  }

  usesOf(userId: string, offerIds: readonly string[]): Promise<Record<string, number>> {
    return guarded(async () => {
      const counts = await Promise.all(
        offerIds.map(async (id) => {
          const count: unknown = (await getDoc(doc(this.db, OFFER_USES, offerUseId(id, userId)))).get(
            'count',
          );
          return [id, typeof count === 'number' ? count : 0] as const;
        }),
      );
      return Object.fromEntries(counts);
    });
  }

  listAll(): Promise<Offer[]> {
    return guarded(async () => {
      const { docs } = await getDocs(query(collection(this.db, OFFERS), orderBy(documentId())));
      return offersOf(docs);
    });
  }

  save(offer: Offer, created: boolean): Promise<Result<Offer, { code: 'OFFER.CODE_TAKEN' }>> {
    const reference = doc(this.db, OFFERS, offer.id);
    return guardedTransaction(this.db, async (transaction) => {
      const data = (await transaction.get(reference)).data();
      const before = data ? fromOfferDocument(offer.id, data) : null;
      if (created && data) return fail({ code: 'OFFER.CODE_TAKEN' as const });
      const after: Offer = before
        ? { ...offer, code: before.code, redeemed: before.redeemed, discountGiven: before.discountGiven }
        : { ...offer, redeemed: 0, discountGiven: 0 };
      const auditId = logActivity(this.db, transaction, this.actor, 'offer', [offerTarget(before, after)]);
      const { code: _code, redeemed: _redeemed, discountGiven: _given, ...terms } = toOfferDocument(after);
      if (data) transaction.update(reference, { ...terms, auditId });
      else transaction.set(reference, { ...toOfferDocument(after), auditId });
      return ok(after);
    });
  }
}
