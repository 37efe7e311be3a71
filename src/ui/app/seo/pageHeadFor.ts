import { productPath } from '../../../domain/catalogue/NavigationTree';
import { mainPicture } from '../../shared/format/productImage';
import { pageTitle, SHOP_DESCRIPTION } from '../../shared/hooks/usePageMeta';
import { categoryCrumbs } from '../../shop/catalogue/categoryTrail';
import { productCrumbs } from '../../shop/product/productCrumbs';
import { matchRoute } from '../routes/routeTable';
import type { RootStore } from '../stores/RootStore';
import { absoluteUrl } from './absoluteUrl';
import type { PrerenderedMeta } from './PrerenderedMetaContext';
import type { PageHead } from './PageHead';
import { breadcrumbList, organizationData, productData, webSiteData } from './structuredData';

interface PrerenderedPage {
  /** The address the page was drawn for. */
  path: string;
  /** The stores it was drawn from, loaded. */
  stores: RootStore;
  /** What the page said of itself while drawn. */
  meta: PrerenderedMeta;
  /** The site's origin, e.g. https://sheeshamhome.in. */
  origin: string;
}

/**
 * The head of a prerendered page. Title and description are the page's own (usePageMeta), so the tab and the preview agree;
 * a product's canonical address is its /{category}/{name} address, whichever of its two addresses was drawn.
 */
export const pageHeadFor = ({ path, stores, meta, origin }: PrerenderedPage): PageHead => {
  const match = matchRoute(path);
  const screen = match?.route.initialData;
  const product =
    screen === 'productById' || screen === 'productBySlug' ? stores.productDetail.product : null;
  const canonical = absoluteUrl(product ? productPath(product) : path, origin);
  const hero = stores.banners.banners[0]?.image;
  const head = {
    title: meta.title ?? pageTitle(''),
    description: meta.description ?? SHOP_DESCRIPTION,
    canonical,
  };
  if (product) {
    return {
      ...head,
      openGraph: {
        type: 'product',
        image: absoluteUrl(mainPicture(product), origin),
        priceInRupees: product.price,
      },
      structuredData: [
        productData(product, canonical, origin),
        breadcrumbList(productCrumbs(product, stores.summary.tree), canonical, origin),
      ],
    };
  }
  const category = screen === 'category' ? (match?.params.category ?? '').toLowerCase() : '';
  const structuredData =
    screen === 'home'
      ? [organizationData(stores.settings.settings, origin), webSiteData(origin)]
      : category
        ? [breadcrumbList(categoryCrumbs(category, stores.summary.tree), canonical, origin)]
        : [];
  return {
    ...head,
    openGraph: { type: 'website', image: absoluteUrl(hero ?? '/favicon.svg', origin) },
    structuredData,
  };
};
