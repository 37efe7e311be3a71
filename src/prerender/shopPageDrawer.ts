import type { FirebaseEnv } from '../composition/createFirebaseBackend';
import type { AppEnv } from '../composition/readAppConfig';
import { createPageDrawer, type PageDrawer } from './pageOnDemand';

export type { PageAnswer, PageDrawer } from './pageOnDemand';
export type { SitemapProducts } from './shopSitemap';
export type { ProductAddress } from './shopPagePaths';
export { pageCacheControl, SITEMAP_CACHE_SECONDS } from './pageOnDemand';

/**
 * The entry of the page drawer the server module loads (scripts/functions/build-page-drawer.mjs bundles it with the
 * settings of the Hosting build beside it, so both draw and hydrate the same app from the same project).
 */
export const createShopPageDrawer = (template: string): PageDrawer =>
  createPageDrawer({ env: import.meta.env as AppEnv & FirebaseEnv, template });
