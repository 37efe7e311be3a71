import type { Banner, BannerInput } from '../domain/Banner';
import type { Unsubscribe, ViewFailed } from '../domain/Page';

/** Storage of banners. Ordering rules (count + 1, renumbering, the 10 limit) live in the domain BannerCatalog. */
export interface BannerRepository extends BannerCatalogStorage {
  /** Live view of the active banners. */
  subscribeActive(listener: (banners: Banner[]) => void, onError: ViewFailed): Unsubscribe;
}
