import { describe, expect, it } from 'vitest';
import { isValidBannerImageUrl } from '../../src/domain/storefront/BannerForm';
import { MAX_STORED_PHOTO_BYTES } from '../../src/domain/photos/PhotoFile';
import { cardPictureUrl } from '../../src/domain/catalogue/CardPicture';
import type { PhotoStorage, ResizedPhoto } from '../../src/ports/PhotoStorage';
import { type Harness, useHarness } from './support/harness';

/** A stored photo read back by its address, as a browser's <img> would fetch it; null when there is none. */
export type ReadPhoto = (url: string) => Promise<{ type: string; bytes: Uint8Array } | null>;

export interface PhotoStorageHarness extends Harness<PhotoStorage> {
  read: ReadPhoto;
  /** How many objects are stored (both versions count). */
  count(): Promise<number>;
}

const bytes = (...values: number[]): Uint8Array<ArrayBuffer> => new Uint8Array(values);
const photo = (
  type: ResizedPhoto['type'] = 'image/webp',
  full = bytes(1, 2, 3),
  card = bytes(9),
): ResizedPhoto => ({
  full: new Blob([full], { type }),
  card: new Blob([card], { type }),
  type,
});

/** The PhotoStorage contract (src/ports/PhotoStorage.ts). */
export const describePhotoStorageContract = (
  name: string,
  makeAdapter: () => Promise<PhotoStorageHarness>,
): void => {
  describe(`PhotoStorage contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.count()).toBe(0);
    });

    it("stores both versions and gives the full one's address, the card one's beside it", async () => {
      const { repository, read, count } = harness();
      const url = await repository.upload('products', photo());
      expect(url).toMatch(/products(\/|%2F)[\w-]+\.webp/);
      expect(isValidBannerImageUrl(url)).toBe(true);
      expect(await read(url)).toEqual({ type: 'image/webp', bytes: bytes(1, 2, 3) });
      expect(cardPictureUrl(url)).not.toBe(url);
      expect(await read(cardPictureUrl(url))).toEqual({ type: 'image/webp', bytes: bytes(9) });
      expect(await count()).toBe(2);
    });

    it('names a JPEG .jpg, keeps banners apart and never reuses a name', async () => {
      const { repository, read } = harness();
      const first = await repository.upload('banners', photo('image/jpeg'));
      const second = await repository.upload('banners', photo('image/jpeg', bytes(7)));
      expect(first).toMatch(/banners(\/|%2F)[\w-]+\.jpg/);
      expect(second).not.toBe(first);
      expect((await read(first))?.bytes).toEqual(bytes(1, 2, 3));
      expect((await read(second))?.bytes).toEqual(bytes(7));
      expect((await read(cardPictureUrl(second)))?.type).toBe('image/jpeg');
    });

    it('refuses a version over 5 MB, or empty, and stores nothing', async () => {
      const { repository, count } = harness();
      const large = new Uint8Array(MAX_STORED_PHOTO_BYTES + 1);
      await expect(repository.upload('products', photo('image/webp', large))).rejects.toMatchObject({
        name: 'PhotoError',
        code: 'PHOTO.STORED_TOO_LARGE',
      });
      await expect(
        repository.upload('products', photo('image/webp', bytes(1), bytes())),
      ).rejects.toMatchObject({
        code: 'PHOTO.STORED_TOO_LARGE',
      });
      expect(await count()).toBe(0);
    });

    it('reads nothing at an address it never gave', async () => {
      const { repository, read } = harness();
      const url = await repository.upload('products', photo());
      expect(await read(url.replace(/(\/|%2F)[\w-]+(?=\.webp)/, '$1missing'))).toBeNull();
    });
  });
};
