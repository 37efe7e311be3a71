import fc from 'fast-check';
import type { BannerInput } from '../../../src/domain/storefront/Banner';

export const bannerInput = (title: string, overrides: Partial<BannerInput> = {}): BannerInput => ({
  title,
  subtitle: `${title} subtitle`,
  description: `${title} description`,
  image: `/images/banners/${title.toLowerCase().replace(/\W+/g, '-')}.svg`,
  phoneImage: '',
  ctaText: 'Shop Now',
  ctaLink: '/categories',
  isActive: true,
  type: 'image-only',
  linkedProductId: null,
  ...overrides,
});

const text = fc.string({ maxLength: 24 });

export const bannerInputArbitrary: fc.Arbitrary<BannerInput> = fc.record({
  title: text,
  subtitle: text,
  description: text,
  image: fc.constantFrom('/images/banners/a.svg', 'https://cdn.example.com/b.jpg'),
  phoneImage: fc.constantFrom('', '/images/banners/a-phone.svg', 'https://cdn.example.com/b-phone.webp'),
  ctaText: fc.constantFrom('Shop Now', 'Explore'),
  ctaLink: fc.constantFrom('/categories', '/categories/beds', '/products'),
  isActive: fc.boolean(),
  type: fc.constantFrom('image-only' as const, 'text-with-image' as const),
  linkedProductId: fc.option(fc.constantFrom('p1', 'p2'), { nil: null }),
});

export const bannerPatchArbitrary: fc.Arbitrary<Partial<BannerInput>> = fc.record(
  {
    title: text,
    isActive: fc.boolean(),
    type: fc.constantFrom('image-only' as const, 'text-with-image' as const),
    linkedProductId: fc.option(fc.constantFrom('p1', 'p2'), { nil: null }),
    phoneImage: fc.constantFrom('', '/images/banners/c-phone.png'),
  },
  { requiredKeys: [] },
);
