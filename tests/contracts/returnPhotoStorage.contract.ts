import { describe, expect, it } from 'vitest';
import { MAX_STORED_PHOTO_BYTES } from '../../src/domain/photos/PhotoFile';
import { isReturnPhotoOf } from '../../src/domain/photos/PhotoUrl';
import type { ResizedPhoto } from '../../src/ports/PhotoStorage';
import type { ReturnPhotoStorage } from '../../src/ports/ReturnPhotoStorage';
import { type Harness, useHarness } from './support/harness';

export interface ReturnPhotoStorageHarness extends Harness<ReturnPhotoStorage> {
  /** What an `<img>` of the page shows at an address `open` gave; null when it shows nothing. */
  read(address: string): Promise<{ type: string; bytes: Uint8Array } | null>;
  /** How many objects are stored. */
  count(): Promise<number>;
}

const bytes = (...values: number[]): Uint8Array<ArrayBuffer> => new Uint8Array(values);
const photo = (type: ResizedPhoto['type'] = 'image/webp', full = bytes(1, 2, 3)): ResizedPhoto => ({
  full: new Blob([full], { type }),
  card: new Blob([bytes(9)], { type }),
  type,
});

/** The ReturnPhotoStorage contract (src/ports/ReturnPhotoStorage.ts). */
export const describeReturnPhotoStorageContract = (
  name: string,
  makeAdapter: () => Promise<ReturnPhotoStorageHarness>,
): void => {
  describe(`ReturnPhotoStorage contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.count()).toBe(0);
    });

    it('stores the full version in the shopper’s folder, by a name a request takes, and shows it again', async () => {
      const { repository, read, count } = harness();
      const name = await repository.upload('asha', photo());
      expect(name).toMatch(/^returns\/asha\/[\w-]+\.webp$/);
      expect(isReturnPhotoOf(name, 'asha')).toBe(true);
      expect(await read(await repository.open(name))).toEqual({ type: 'image/webp', bytes: bytes(1, 2, 3) });
      expect(await count()).toBe(1);
    });

    it('names a JPEG .jpg and never reuses a name', async () => {
      const { repository, read } = harness();
      const first = await repository.upload('asha', photo('image/jpeg'));
      const second = await repository.upload('asha', photo('image/jpeg', bytes(7)));
      expect(first).toMatch(/^returns\/asha\/[\w-]+\.jpg$/);
      expect(second).not.toBe(first);
      expect(await read(await repository.open(second))).toEqual({ type: 'image/jpeg', bytes: bytes(7) });
    });

    it('refuses a photo over 5 MB, or empty, and stores nothing', async () => {
      const { repository, count } = harness();
      for (const full of [new Uint8Array(MAX_STORED_PHOTO_BYTES + 1), bytes()]) {
        await expect(repository.upload('asha', photo('image/webp', full))).rejects.toMatchObject({
          name: 'PhotoError',
          code: 'PHOTO.STORED_TOO_LARGE',
        });
      }
      expect(await count()).toBe(0);
    });

    it('opens no photo it never stored', async () => {
      const { repository } = harness();
      const name = await repository.upload('asha', photo());
      await expect(repository.open(name.replace(/[\w-]+(?=\.webp$)/, 'missing'))).rejects.toMatchObject({
        name: 'PhotoError',
        code: 'PHOTO.UNAVAILABLE',
      });
    });
  });
};
