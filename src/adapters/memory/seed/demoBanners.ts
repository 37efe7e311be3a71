import type { Banner, BannerInput } from '../../../domain/storefront/Banner';
import { bannerLinkFor } from '../../../domain/storefront/BannerForm';
import { navigationTreeOf, productMatchesSlug } from '../../../domain/catalogue/NavigationTree';
import { DEFAULT_NAVIGATION } from '../../../domain/catalogue/DefaultNavigation';
import type { Product } from '../../../domain/catalogue/Product';
import { BANNERS } from '../InMemoryBannerRepository';
import type { MemoryDatabase } from '../MemoryDatabase';

const DEFAULT_TREE = navigationTreeOf(DEFAULT_NAVIGATION.entries);

const SEEDED_AT = '2025-10-01T08:00:00.000Z';

const banner = (id: string, order: number, input: BannerInput): Banner => ({
  ...input,
  id,
  order,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
});

/**
 * Four banners of both types, one hidden: the festive sale and the clearance carry their text in the image; the
 * two sales banners leave room for the text the homepage draws. The dining banner links a dining product when the
 * catalogue has one.
 */
export const demoBanners = (products: readonly Product[]): Banner[] => {
  const dining = products.find(
    (product) => product.isActive && productMatchesSlug(product, 'dining', DEFAULT_TREE),
  );
  const linkedProductId = dining?.id ?? null;
  return [
    banner('demoBannerFestive', 1, {
      type: 'image-only',
      title: 'Festive Sale — up to 30% off sheesham furniture',
      subtitle: '',
      description: '',
      image: '/images/banners/festive-sale.svg',
      phoneImage: '/images/banners/festive-sale-phone.svg',
      ctaText: 'Shop Now',
      ctaLink: '/categories/sofas',
      isActive: true,
      linkedProductId: null,
    }),
    banner('demoBannerBedroom', 2, {
      type: 'text-with-image',
      title: 'The Bedroom Collection',
      subtitle: 'Beds and bedside tables in hand-polished sheesham',
      description: 'Sturdy, storage-friendly and made to last for years — with a 3-year warranty.',
      image: '/images/banners/bedroom-collection.svg',
      phoneImage: '',
      ctaText: 'Explore Beds',
      ctaLink: '/categories/beds',
      isActive: true,
      linkedProductId: null,
    }),
    banner('demoBannerDining', 3, {
      type: 'text-with-image',
      title: 'Dinner for Six',
      subtitle: 'Solid wood dining sets for the whole family',
      description: 'Hand-finished sheesham tables and chairs, delivered and assembled at home.',
      image: '/images/banners/dining-together.svg',
      phoneImage: '',
      ctaText: 'See the table',
      ctaLink: bannerLinkFor({ linkedProductId, ctaLink: '/categories/dining' }),
      isActive: true,
      linkedProductId,
    }),
    banner('demoBannerMonsoon', 4, {
      type: 'image-only',
      title: 'Monsoon Clearance',
      subtitle: '',
      description: '',
      image: '/images/banners/monsoon-clearance.svg',
      phoneImage: '',
      ctaText: 'Shop Now',
      ctaLink: '/categories/wardrobes',
      isActive: false,
      linkedProductId: null,
    }),
  ];
};

export const seedDemoBanners = (db: MemoryDatabase, products: readonly Product[]): void => {
  for (const item of demoBanners(products)) db.set(BANNERS, item.id, { ...item });
};
