import type { Banner, BannerInput } from '../domain/Banner';
import type { Unsubscribe, ViewFailed } from '../domain/Page';

/** Storage of banners. Ordering rules (count + 1, renumbering, the 10 limit) live in the domain BannerCatalog. */
export interface BannerRepository {
  /** Every banner, by `order` ascending. */
  listAll(): Promise<Banner[]>;
  /** Banners with isActive true, by `order` ascending; at most MAX_BANNERS (one bounded query). */
  listActive(): Promise<Banner[]>;
  /** Stores a new banner with the given order; sets createdAt = updatedAt = now. */
  create(input: BannerInput, order: number): Promise<Banner>;
  /** Merges `patch`, sets updatedAt. Throws RepositoryError REPO.NOT_FOUND for an unknown id. */
  update(id: string, patch: Partial<BannerInput>): Promise<Banner>;
  /** Unknown ids are ignored. */
  delete(id: string): Promise<void>;
  /** In one batch sets order = position + 1 for each id, in the given sequence. */
  reorder(ids: string[]): Promise<void>;
  /** Live view of the active banners. */
  subscribeActive(listener: (banners: Banner[]) => void, onError: ViewFailed): Unsubscribe;
}
