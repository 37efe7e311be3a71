import type { Product } from '../../../domain/catalogue/Product';
import type { ShopSettings } from '../../../domain/settings/ShopSettings';
import { galleryImages } from '../../shared/format/productImage';
import { SHOP_NAME } from '../../shared/hooks/usePageMeta';
import type { Crumb } from '../../shop/catalogue/Breadcrumbs';
import { absoluteUrl } from './absoluteUrl';

const CONTEXT = 'https://schema.org';

/** schema.org BreadcrumbList of a trail; the last crumb (the page itself) is `pageUrl`. */
export const breadcrumbList = (crumbs: readonly Crumb[], pageUrl: string, origin: string): object => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    item: crumb.to && index < crumbs.length - 1 ? absoluteUrl(crumb.to, origin) : pageUrl,
  })),
});

/**
 * schema.org Product with its Offer: the price a shopper sees first (the product's own, before a size or colour is
 * chosen), in rupees, and whether it is in stock. Ratings stay out: they become review data only once they come
 * from verified buyers.
 */
export const productData = (product: Product, pageUrl: string, origin: string): object => ({
  '@context': CONTEXT,
  '@type': 'Product',
  name: product.name,
  description: product.description,
  image: galleryImages(product.image, product.images).map((image) => absoluteUrl(image, origin)),
  sku: product.id,
  brand: { '@type': 'Brand', name: SHOP_NAME },
  ...(product.material ? { material: product.material } : {}),
  ...(product.categoryNames[0] ? { category: product.categoryNames[0] } : {}),
  offers: {
    '@type': 'Offer',
    url: pageUrl,
    price: product.price.toFixed(2),
    priceCurrency: 'INR',
    availability: `${CONTEXT}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${CONTEXT}/NewCondition`,
  },
});

/** The shop itself (home page): who sells, and how to reach them, from the shop's settings. */
export const organizationData = (settings: ShopSettings, origin: string): object => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: SHOP_NAME,
  url: absoluteUrl('/', origin),
  logo: absoluteUrl('/favicon.svg', origin),
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: settings.phone,
    email: settings.email,
    areaServed: 'IN',
  },
});

/** The site with its search (home page): search engines may offer a search box that opens /search. */
export const webSiteData = (origin: string): object => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: SHOP_NAME,
  url: absoluteUrl('/', origin),
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl('/search', origin)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});
