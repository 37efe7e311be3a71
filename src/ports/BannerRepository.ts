import type { Banner } from '../domain/storefront/Banner';
import type { BannerCatalogStorage } from '../domain/storefront/BannerCatalog';
import type { Unsubscribe, ViewFailed } from '../domain/shared/Page';

/** Storage of banners. Ordering rules (count + 1, renumbering, the 10 limit) live in the domain BannerCatalog. */
export interface BannerRepository extends BannerCatalogStorage {
  /** Live view of the active banners. */
  subscribeActive(listener: (banners: Banner[]) => void, onError: ViewFailed): Unsubscribe;
}
