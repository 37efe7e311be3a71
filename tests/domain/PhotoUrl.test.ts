import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBannerImageUrl } from '../../src/domain/storefront/BannerForm';
import {
  checkPhotoFile,
  isStorablePhoto,
  MAX_SOURCE_PHOTO_BYTES,
  MAX_STORED_PHOTO_BYTES,
} from '../../src/domain/photos/PhotoFile';
import { cardPictureUrl } from '../../src/domain/catalogue/CardPicture';
import { DEMO_PHOTOS_PATH, photoObjectName } from '../../src/domain/photos/PhotoUrl';
import { isSafeLink } from '../../src/domain/shared/SafeLink';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/);
const folder = fc.constantFrom('products' as const, 'banners' as const);
const extension = fc.constantFrom('webp' as const, 'jpg' as const);
const bucket = fc.constantFrom('shop.appspot.com', 'shop.firebasestorage.app', 'demo-sheesham');
const storageUrl = (bucketName: string, name: string): string =>
  `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encodeURIComponent(name)}?alt=media`;

/** Every address an upload can produce, full version, with the card version's beside it. */
const ourPhoto = fc.tuple(folder, id, extension, bucket, fc.boolean()).map(([f, i, e, b, demo]) => {
  const full = photoObjectName(f, i, e, 'full');
  const card = photoObjectName(f, i, e, 'card');
  return demo
    ? { full: `${DEMO_PHOTOS_PATH}${full}`, card: `${DEMO_PHOTOS_PATH}${card}` }
    : { full: storageUrl(b, full), card: storageUrl(b, card) };
});

describe('cardPictureUrl', () => {
  it("gives the card version of a photo of ours, an address the shop's URL checks accept", () => {
    fc.assert(
      fc.property(ourPhoto, ({ full, card }) => {
        expect(cardPictureUrl(full)).toBe(card);
        for (const url of [full, card]) {
          expect(isSafeLink(url)).toBe(true);
          expect(isValidBannerImageUrl(url)).toBe(true);
        }
      }),
    );
  });

  it('leaves a card version as it is (mapping twice is mapping once)', () => {
    fc.assert(
      fc.property(ourPhoto, ({ full }) => {
        expect(cardPictureUrl(cardPictureUrl(full))).toBe(cardPictureUrl(full));
      }),
    );
  });

  it("gives the seed's pictures their card versions, which are drawn beside them", () => {
    expect(cardPictureUrl('/images/products/sofa-teal.webp')).toBe('/images/products/sofa-teal.card.webp');
    expect(cardPictureUrl('/images/products/sofa-teal.card.webp')).toBe(
      '/images/products/sofa-teal.card.webp',
    );
  });

  it('leaves every other URL unchanged: drawings, pasted addresses, anything else', () => {
    for (const url of [
      '/images/products/sofa-teal.svg',
      '/images/products/a/b.webp',
      '/images/banners/sale.webp',
      'https://cdn.example.com/mandir-side.webp',
      'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fx.webp?alt=media&token=abc',
      'https://firebasestorage.googleapis.com/v0/b/shop/o/other%2Fx.webp?alt=media',
      '/demo-photos/other/x.webp',
      '/demo-photos/products/x.png',
      '/demo-photos/products/a/b.webp',
      '/placeholder.svg',
      '',
    ]) {
      expect(cardPictureUrl(url)).toBe(url);
    }
    fc.assert(
      fc.property(fc.string(), (url) => {
        fc.pre(
          !url.includes('/demo-photos/') && !url.includes('/v0/b/') && !url.includes('/images/products/'),
        );
        expect(cardPictureUrl(url)).toBe(url);
      }),
    );
  });
});

describe('photo files', () => {
  it('accepts pictures up to the source limit and words the refusal of others', () => {
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 8_000_000 })).toEqual({
      ok: true,
      value: true,
    });
    expect(checkPhotoFile({ name: 'a.heic', type: 'image/heic', size: 1 }).ok).toBe(true);
    expect(checkPhotoFile({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toEqual({
      ok: false,
      error: { code: 'PHOTO.NOT_IMAGE', name: 'a.pdf' },
    });
    expect(checkPhotoFile({ name: 'x', type: '', size: 1 }).ok).toBe(false);
    expect(checkPhotoFile({ name: 'big.jpg', type: 'image/jpeg', size: MAX_SOURCE_PHOTO_BYTES + 1 })).toEqual(
      {
        ok: false,
        error: { code: 'PHOTO.TOO_LARGE', name: 'big.jpg', limitMb: 25 },
      },
    );
  });

  it('stores only pictures of 1 byte to 5 MB, as storage.rules do', () => {
    expect(isStorablePhoto({ type: 'image/webp', size: MAX_STORED_PHOTO_BYTES })).toBe(true);
    expect(isStorablePhoto({ type: 'image/webp', size: MAX_STORED_PHOTO_BYTES + 1 })).toBe(false);
    expect(isStorablePhoto({ type: 'image/webp', size: 0 })).toBe(false);
    expect(isStorablePhoto({ type: 'text/html', size: 10 })).toBe(false);
  });
});
