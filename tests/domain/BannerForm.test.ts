import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Banner } from '../../src/domain/storefront/Banner';
import {
  DEFAULT_BANNER_FORM,
  IMAGE_EXTENSIONS,
  bannerFormErrors,
  bannerFormFrom,
  bannerLinkFor,
  isValidBannerImageUrl,
  validateBannerForm,
} from '../../src/domain/storefront/BannerForm';
import type { BannerForm } from '../../src/domain/storefront/BannerForm';

const form = (patch: Partial<BannerForm> = {}): BannerForm => ({
  ...DEFAULT_BANNER_FORM,
  image: 'https://cdn.example.in/banners/festive.jpg',
  ...patch,
});
const codeOf = (patch: Partial<BannerForm>) => {
  const result = validateBannerForm(form(patch));
  return result.ok ? 'ok' : result.error.code;
};

describe('banner form validation', () => {
  it('has the defaults of docs/behaviour.md#banners', () => {
    expect(DEFAULT_BANNER_FORM).toMatchObject({
      ctaText: 'Shop Now',
      ctaLink: '/categories',
      type: 'image-only',
    });
  });

  it('requires an image URL', () => {
    expect(codeOf({ image: '' })).toBe('BANNER.IMAGE_REQUIRED');
    expect(codeOf({ image: '   ' })).toBe('BANNER.IMAGE_REQUIRED');
  });

  it.each([
    ['https://cdn.example.in/a.jpg', true],
    ['https://cdn.example.in/a.JPEG', true],
    ['https://cdn.example.in/a.Png', true],
    ['https://cdn.example.in/a.gif', true],
    ['https://cdn.example.in/a.webp', true],
    ['https://cdn.example.in/a.SVG', true],
    ['https://cdn.example.in/a.jpg?w=1920&q=80', true],
    ['https://cdn.example.in/a.webp#hero', true],
    ['/images/banners/festive.svg', true],
    ['https://cdn.example.in/a.bmp', false],
    ['https://cdn.example.in/image?format=.jpg', false],
    ['https://cdn.example.in/a.jpg.exe', false],
    ['https://cdn.example.in/jpg', false],
    ['http://cdn.example.in/a.jpg', false],
    ['//cdn.example.in/a.jpg', false],
    ['javascript:alert(1)//a.jpg', false],
    ['data:image/png;base64,AAAA.png', false],
    ['not a url.jpg', false],
    ['/images/with space.jpg', false],
    ['/\\evil.example/a.jpg', false],
  ])('image URL %s valid: %s', (url, valid) => {
    expect(isValidBannerImageUrl(url)).toBe(valid);
    expect(codeOf({ image: url })).toBe(valid ? 'ok' : 'BANNER.IMAGE_INVALID');
  });

  it.each([
    ['', 'ok'],
    ['   ', 'ok'],
    ['/images/banners/festive-phone.webp', 'ok'],
    ['https://cdn.example.in/a.jpg?w=1080', 'ok'],
    ['https://cdn.example.in/a.bmp', 'BANNER.PHONE_IMAGE_INVALID'],
    ['http://cdn.example.in/a.jpg', 'BANNER.PHONE_IMAGE_INVALID'],
    ['//cdn.example.in/a.jpg', 'BANNER.PHONE_IMAGE_INVALID'],
    ['javascript:alert(1)//a.jpg', 'BANNER.PHONE_IMAGE_INVALID'],
  ])('takes the phone picture "%s" as the image is taken, or none: %s', (phoneImage, code) => {
    expect(codeOf({ phoneImage })).toBe(code);
  });

  it('stores the phone picture trimmed, and none as empty', () => {
    const stored = (phoneImage: string) => {
      const result = validateBannerForm(form({ phoneImage }));
      return result.ok ? result.value.phoneImage : result.error.code;
    };
    expect(DEFAULT_BANNER_FORM.phoneImage).toBe('');
    expect(stored(' /images/b-phone.png ')).toBe('/images/b-phone.png');
    expect(stored('  ')).toBe('');
    expect(bannerFormErrors(form({ image: 'x', phoneImage: 'y' })).map((error) => error.code)).toEqual([
      'BANNER.IMAGE_INVALID',
      'BANNER.PHONE_IMAGE_INVALID',
    ]);
  });

  it('accepts every allowed extension in any case, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,12}$/),
        fc.string({ minLength: 1, maxLength: 5 }).filter((ext) => /^[a-zA-Z]+$/.test(ext)),
        fc.boolean(),
        (name, ext, upper) => {
          const extension = upper ? ext.toUpperCase() : ext.toLowerCase();
          const allowed = (IMAGE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());
          expect(isValidBannerImageUrl(`https://img.example.in/${name}.${extension}`)).toBe(allowed);
          expect(isValidBannerImageUrl(`/images/${name}.${extension}`)).toBe(allowed);
        },
      ),
    );
  });

  it('needs title, subtitle and description for the text-with-image type only', () => {
    const sales = {
      type: 'text-with-image' as const,
      title: 'Diwali Sale',
      subtitle: 'Up to 40% off',
      description: 'Sheesham beds',
    };
    expect(codeOf(sales)).toBe('ok');
    expect(codeOf({ ...sales, subtitle: ' ' })).toBe('BANNER.TEXT_REQUIRED');
    const errors = bannerFormErrors(form({ ...sales, title: '', description: '' }));
    expect(errors).toEqual([{ code: 'BANNER.TEXT_REQUIRED', missing: ['title', 'description'] }]);
    expect(codeOf({ type: 'image-only', title: '', subtitle: '', description: '' })).toBe('ok');
  });

  it('lets a chosen product win over the custom link', () => {
    expect(bannerLinkFor({ linkedProductId: 'p42', ctaLink: '/categories/sofas' })).toBe('/product/p42');
    expect(bannerLinkFor({ linkedProductId: 'p42', ctaLink: 'javascript:alert(1)' })).toBe('/product/p42');
    expect(bannerLinkFor({ linkedProductId: null, ctaLink: '' })).toBe('/categories');
    expect(bannerLinkFor({ linkedProductId: '  ', ctaLink: '/categories/beds' })).toBe('/categories/beds');
    const result = validateBannerForm(form({ linkedProductId: 'p42', ctaLink: 'javascript:alert(1)' }));
    expect(result.ok && result.value).toMatchObject({ ctaLink: '/product/p42', linkedProductId: 'p42' });
  });

  it.each([
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['http://shop.example.in/sale', false],
    ['data:text/html,hi', false],
    ['/%2F%2Fevil.example', false],
    [' /categories', true],
    ['/categories/sofas?sort=price-low', true],
    ['https://partner.example.in/offer', true],
  ])('custom link %s accepted: %s', (link, accepted) => {
    expect(codeOf({ ctaLink: link })).toBe(accepted ? 'ok' : 'BANNER.LINK_UNSAFE');
  });

  it('never lets an unsafe link through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (ctaLink, linkedProductId) => {
        const result = validateBannerForm(form({ ctaLink, linkedProductId }));
        if (result.ok) {
          const link = result.value.ctaLink;
          expect(link.startsWith('https://') || (link.startsWith('/') && !link.startsWith('//'))).toBe(true);
          expect(link).not.toMatch(/[\\\s]/);
        }
      }),
    );
  });

  it('reports image, text and link problems in that order, and trims with defaults on success', () => {
    const errors = bannerFormErrors(form({ image: '', type: 'text-with-image', ctaLink: '//x' }));
    expect(errors.map((error) => error.code)).toEqual([
      'BANNER.IMAGE_REQUIRED',
      'BANNER.TEXT_REQUIRED',
      'BANNER.LINK_UNSAFE',
    ]);
    const result = validateBannerForm(form({ title: '  Sale ', ctaText: ' ', image: ' /images/b.png ' }));
    expect(result).toEqual({
      ok: true,
      value: {
        type: 'image-only',
        title: 'Sale',
        subtitle: '',
        description: '',
        image: '/images/b.png',
        phoneImage: '',
        ctaText: 'Shop Now',
        ctaLink: '/categories',
        isActive: true,
        linkedProductId: null,
      },
    });
  });

  it('pre-fills the edit form from a banner', () => {
    const banner: Banner = {
      id: 'b1',
      title: 'T',
      subtitle: 'S',
      description: 'D',
      image: '/images/b.jpg',
      phoneImage: '/images/b-phone.webp',
      ctaText: 'Buy',
      ctaLink: '/product/p1',
      isActive: false,
      order: 3,
      type: 'text-with-image',
      linkedProductId: 'p1',
      createdAt: 'x',
      updatedAt: 'y',
    };
    const edit = bannerFormFrom(banner);
    expect(edit).toMatchObject({
      title: 'T',
      isActive: false,
      linkedProductId: 'p1',
      type: 'text-with-image',
      phoneImage: '/images/b-phone.webp',
    });
    expect(validateBannerForm(edit).ok).toBe(true);
  });
});
