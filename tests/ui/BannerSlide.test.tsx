import { fireEvent, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../src/domain/storefront/Banner';
import { BannerSlide } from '../../src/ui/shop/home/BannerSlide';
import { PHONE_MEDIA, WIDE_MEDIA, bannerPicture } from '../../src/ui/shared/format/bannerPicture';
import { PLACEHOLDER_IMAGE } from '../../src/ui/shared/format/productImage';
import { shopSystem } from '../../src/ui/shared/theme/system';
import { bannerInput } from '../contracts/banners/bannerInput';
import { bannerCarouselStyles } from '../../src/ui/shop/home/bannerCarouselStyles';

const PHONE_PICTURE = '/images/banners/festive-phone.webp';

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  ...bannerInput('Festive Sale', { image: '/images/banners/festive-sale.svg', ctaLink: '/categories/sofas' }),
  id: 'festive',
  order: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const renderSlide = (shown: Banner) =>
  render(
    <ChakraProvider value={shopSystem()}>
      <MemoryRouter>
        <BannerSlide banner={shown} eager pictureLoads visible />
      </MemoryRouter>
    </ChakraProvider>,
  );

/** A style property of the element as the CSS Emotion wrote for its classes sets it, by media query ('' for all). */
const emotionStyleOf = (element: Element, property: string): string[] => {
  const classes = [...element.classList].map((name) => `.${name}`);
  const found: string[] = [];
  const collect = (list: CSSRuleList, media: string) => {
    for (const rule of list) {
      if (rule instanceof CSSMediaRule) collect(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.includes(name))) {
        const value = rule.style.getPropertyValue(property);
        if (value) found.push(media ? `${media}: ${value}` : value);
      }
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules, '');
  return found;
};

/**
 * A style property of the element, drawn with styles extracted at build, as Chakra writes it for the part its class
 * names (bannerCarouselStyles.tsx), by media query.
 */
const styleOf = (element: Element, property: string): string[] => {
  const part = [...element.classList]
    .map((name) => name.replace(/^bannerCarousel__/, ''))
    .find((name): name is keyof typeof bannerCarouselStyles => name in bannerCarouselStyles);
  if (!part) throw new Error(`${element.className} names no part of the banner carousel`);
  const { container } = render(
    <ChakraProvider value={shopSystem()}>{bannerCarouselStyles[part]}</ChakraProvider>,
  );
  return emotionStyleOf(container.firstElementChild!, property);
};

afterEach(() => vi.unstubAllGlobals());

describe('BannerSlide on phones', () => {
  it("follows Chakra's md breakpoint, where the slide's own styles switch", () => {
    expect(`@media screen and ${PHONE_MEDIA}`).toBe(shopSystem().breakpoints.down('md'));
    expect(`@media screen and ${WIDE_MEDIA}`).toBe(shopSystem().breakpoints.up('md'));
  });

  it.each(['image-only', 'text-with-image'] as const)(
    '%s: a banner with a phone picture gives phones a <source> of it, and keeps the image for wider screens',
    (type) => {
      const { container } = renderSlide(banner({ type, phoneImage: PHONE_PICTURE }));
      const source = container.querySelector('picture > source');
      expect(source).toHaveAttribute('media', PHONE_MEDIA);
      expect(source).toHaveAttribute('srcset', PHONE_PICTURE);
      expect(source).toHaveAttribute('width', '1080');
      expect(source).toHaveAttribute('height', '540');
      const image = container.querySelector('picture > img');
      expect(image).toHaveAttribute('src', '/images/banners/festive-sale.svg');
      expect(image).toHaveAttribute('width', '1920');
      expect(image).toHaveAttribute('height', '600');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('alt', type === 'image-only' ? 'Festive Sale' : '');
      expect(styleOf(image!, 'object-fit')).toEqual(['cover']);
      // The first slide's picture is asked for early, each screen its own.
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('media'),
      ]);
      expect(preloads).toEqual(
        expect.arrayContaining([
          [PHONE_PICTURE, PHONE_MEDIA],
          ['/images/banners/festive-sale.svg', WIDE_MEDIA],
        ]),
      );
    },
  );

  it('shows the placeholder on every screen when the picture fails', () => {
    const { container } = renderSlide(banner({ phoneImage: PHONE_PICTURE }));
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('source')).toHaveAttribute('srcset', PLACEHOLDER_IMAGE);
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('crops the picture of an image-only banner without a phone picture to fill the frame, not letterboxed', () => {
    const { container } = renderSlide(banner());
    expect(container.querySelector('picture, source')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/banners/festive-sale.svg');
    // One rule for every width: no `contain` below md.
    expect(styleOf(image!, 'object-fit')).toEqual(['cover']);
    expect(styleOf(image!, 'object-position')).toEqual(['center']);
  });

  it('draws the text of a sales banner over its cropped picture, within the frame', () => {
    const { container, getByRole } = renderSlide(banner({ type: 'text-with-image' }));
    const image = container.querySelector('img')!;
    expect(styleOf(image, 'object-fit')).toEqual(['cover']);
    // Its text is on the left: a phone's crop keeps more of the picture's right.
    expect(styleOf(image, 'object-position')).toEqual([
      '70% center',
      'screen and (min-width: 48rem): center',
    ]);
    expect(getByRole('heading', { name: 'Festive Sale' })).toBeInTheDocument();
    expect(getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories/sofas');
  });

  it('first shows the phone picture on a phone, and the image on a wider screen', () => {
    const matching = (phone: boolean) => (query: string) => ({ matches: phone && query === PHONE_MEDIA });
    const withPhone = banner({ phoneImage: PHONE_PICTURE });
    vi.stubGlobal('matchMedia', matching(true));
    expect(bannerPicture(withPhone)).toBe(PHONE_PICTURE);
    expect(bannerPicture(banner())).toBe('/images/banners/festive-sale.svg');
    vi.stubGlobal('matchMedia', matching(false));
    expect(bannerPicture(withPhone)).toBe('/images/banners/festive-sale.svg');
  });
});
