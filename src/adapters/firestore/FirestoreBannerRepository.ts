import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { readSorted, watchSorted } from './sortedDocuments';
import { guardedTransaction } from './guardedTransaction';
import { type CurrentActor, deletionEntryId } from '../../domain/staff/Activity';
import { bannerTarget } from '../../domain/staff/ActivityTargets';
import type { Banner, BannerInput } from '../../domain/storefront/Banner';
import { MAX_BANNERS } from '../../domain/storefront/BannerCatalog';
import { RepositoryError } from '../../domain/shared/errors';
import type { Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import type { BannerRepository } from '../../ports/BannerRepository';
import type { Clock } from '../../ports/Clock';
import { BANNER_COUNT_ID, BANNERS, META } from './collections';
import { auditIdOf, logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { fromIso, toIso } from './timestamps';

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

const bannerOf = (id: string, data: DocumentData): Banner => ({
  id,
  title: text(data['title']),
  subtitle: text(data['subtitle']),
  description: text(data['description']),
  image: text(data['image']),
  // Banners saved before phones had a picture of their own have none.
  phoneImage: text(data['phoneImage']),
  ctaText: text(data['ctaText'], 'Shop Now'),
  ctaLink: text(data['ctaLink'], '/categories'),
  isActive: data['isActive'] === true,
  order: typeof data['order'] === 'number' ? data['order'] : 0,
  type: data['type'] === 'text-with-image' ? 'text-with-image' : 'image-only',
  linkedProductId: typeof data['linkedProductId'] === 'string' ? data['linkedProductId'] : null,
  createdAt: toIso(data['createdAt']),
  updatedAt: toIso(data['updatedAt']),
});

export const toBannerDocument = ({ id: _id, ...banner }: Banner): DocumentData => ({
  ...banner,
  createdAt: fromIso(banner.createdAt),
  updatedAt: fromIso(banner.updatedAt),
});

const byOrder = (a: Banner, b: Banner): number =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Homepage banners. Creates and deletes also move meta/bannerCount by one in the same transaction: that counter
 * is how firestore.rules refuse an 11th banner.
 */
export class FirestoreBannerRepository implements BannerRepository {
  constructor(
    private readonly db: Firestore,
    private readonly clock: Clock,
    private readonly actor: CurrentActor,
  ) {}

  private get countRef() {
    return doc(this.db, META, BANNER_COUNT_ID);
  }

  /** What a guest may list: the rules want the active ones, with a limit of at most MAX_BANNERS. */
  private get activeQuery() {
    return query(
      collection(this.db, BANNERS),
      where('isActive', '==', true),
      orderBy('order'),
      limit(MAX_BANNERS),
    );
  }

  async listAll(): Promise<Banner[]> {
    return readSorted(query(collection(this.db, BANNERS), orderBy('order')), bannerOf, byOrder);
  }

  async listActive(): Promise<Banner[]> {
    return readSorted(this.activeQuery, bannerOf, byOrder);
  }

  async create(input: BannerInput, order: number): Promise<Banner> {
    const now = this.clock.now();
    const reference = doc(collection(this.db, BANNERS));
    const banner: Banner = { ...input, id: reference.id, order, createdAt: now, updatedAt: now };
    await guarded(async () => {
      await this.restoreCount();
      await guardedTransaction(this.db, async (transaction) => {
        const count: unknown = (await transaction.get(this.countRef)).get('count');
        if (typeof count !== 'number')
          throw new RepositoryError('REPO.CONFLICT', 'The banner count is missing');
        const auditId = logActivity(this.db, transaction, this.actor, 'banner', [bannerTarget(null, banner)]);
        transaction.set(reference, { ...toBannerDocument(banner), auditId });
        transaction.set(this.countRef, { count: count + 1, lastBannerId: banner.id });
      });
    });
    return banner;
  }

  /**
   * A shop imported without meta/bannerCount gets it back from the banners it has, in a write of its own: the rules
   * refuse any banner while the count is missing, so a missing count can never let an 11th banner in.
   */
  private async restoreCount(): Promise<void> {
    if ((await getDoc(this.countRef)).exists()) return;
    const { size } = await getDocs(query(collection(this.db, BANNERS), limit(MAX_BANNERS + 1)));
    await setDoc(this.countRef, { count: size, lastBannerId: '' });
  }

  async update(id: string, patch: Partial<BannerInput>): Promise<Banner> {
    return guardedTransaction(this.db, async (transaction) => {
      const reference = doc(this.db, BANNERS, id);
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
      const current = bannerOf(id, snapshot.data());
      const updated: Banner = {
        ...current,
        ...defined(patch),
        id,
        order: current.order,
        updatedAt: this.clock.now(),
      };
      const auditId = logActivity(this.db, transaction, this.actor, 'banner', [
        bannerTarget(current, updated),
      ]);
      transaction.set(reference, { ...toBannerDocument(updated), auditId });
      return updated;
    });
  }

  async delete(id: string): Promise<void> {
    await guarded(async () => {
      await this.restoreCount();
      await guardedTransaction(this.db, async (transaction) => {
        const reference = doc(this.db, BANNERS, id);
        const [banner, counter] = await Promise.all([
          transaction.get(reference),
          transaction.get(this.countRef),
        ]);
        if (!banner.exists()) return;
        const count = counter.get('count');
        const entryId = deletionEntryId(BANNERS, id, auditIdOf(banner.data()));
        const target = bannerTarget(bannerOf(id, banner.data()), null);
        logActivity(this.db, transaction, this.actor, 'banner', [target], entryId);
        transaction.delete(reference);
        transaction.set(this.countRef, {
          count: Math.max(0, (typeof count === 'number' ? count : 1) - 1),
          lastBannerId: id,
        });
      });
    });
  }

  async reorder(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await guardedTransaction(this.db, async (transaction) => {
      const snapshots = await Promise.all(ids.map((id) => transaction.get(doc(this.db, BANNERS, id))));
      const missing = snapshots.find((snapshot) => !snapshot.exists());
      if (missing) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${missing.id}`);
      const now = this.clock.now();
      const moves = snapshots.map((snapshot, index) => {
        const banner = bannerOf(snapshot.id, snapshot.data()!);
        return { banner, moved: { ...banner, order: index + 1, updatedAt: now } };
      });
      const targets = moves.map(({ banner, moved }) => bannerTarget(banner, moved));
      const auditId = logActivity(this.db, transaction, this.actor, 'banner', targets);
      snapshots.forEach((snapshot, index) =>
        transaction.update(snapshot.ref, { order: index + 1, updatedAt: fromIso(now), auditId }),
      );
    });
  }

  subscribeActive(listener: (banners: Banner[]) => void, onError: ViewFailed): Unsubscribe {
    return watchSorted(this.activeQuery, bannerOf, byOrder, listener, onError);
  }
}
