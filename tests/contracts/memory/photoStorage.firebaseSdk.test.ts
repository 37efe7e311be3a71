import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebasePhotoStorage } from '../../../src/adapters/firestore/FirebasePhotoStorage';
import { describePhotoStorageContract } from '../photoStorage.contract';

/**
 * FirebasePhotoStorage on a stand-in of the firebase/storage SDK: Cloud Storage's emulator needs Java 21, which this
 * machine lacks, so the adapter's names, metadata, addresses and error codes are checked here, the rules only by
 * deploying (README). The stand-in keeps objects by bucket and path, as the service does, and answers the
 * token-less download URL the adapter gives, as storage.rules let anyone read.
 */
const objects = new Map<string, { data: Blob; metadata: Record<string, string> }>();
const failNext: { code?: string } = {};
const BUCKET = 'shop.firebasestorage.app';

vi.mock('firebase/storage', () => ({
  getStorage: () => ({ bucket: BUCKET }),
  connectStorageEmulator: vi.fn(),
  ref: (_storage: unknown, path: string) => ({ bucket: BUCKET, fullPath: path }),
  uploadBytes: async (ref: { fullPath: string }, data: Blob, metadata: Record<string, string>) => {
    if (failNext.code) {
      const error = Object.assign(new Error(`Firebase Storage: ${failNext.code}`), { code: failNext.code });
      delete failNext.code;
      throw error;
    }
    objects.set(ref.fullPath, { data, metadata });
    return { ref };
  },
}));

const app = {} as FirebaseApp;
let ids = 0;
const newId = () => `id${++ids}`;

const readByUrl = async (url: string) => {
  const match = /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/([^/]+)\/o\/([^?]+)\?alt=media$/.exec(
    url,
  );
  if (!match || match[1] !== BUCKET) return null;
  const stored = objects.get(decodeURIComponent(match[2] ?? ''));
  return stored
    ? { type: stored.metadata.contentType ?? '', bytes: new Uint8Array(await stored.data.arrayBuffer()) }
    : null;
};

describePhotoStorageContract('Cloud Storage (stand-in SDK)', async () => {
  objects.clear();
  return {
    repository: new FirebasePhotoStorage(app, undefined, newId),
    read: readByUrl,
    count: async () => objects.size,
  };
});

describe('FirebasePhotoStorage (firebase only)', () => {
  beforeEach(() => objects.clear());
  const photo = () => ({
    full: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    card: new Blob([new Uint8Array([2])], { type: 'image/webp' }),
    type: 'image/webp' as const,
  });

  it('uploads under the names storage.rules accept, cached for a year, and gives a token-less address', async () => {
    const logged: string[][] = [];
    const logUpload = async (names: readonly string[]) => {
      logged.push([...names]);
      return 'entry-1';
    };
    const url = await new FirebasePhotoStorage(app, undefined, () => 'abc123', logUpload).upload(
      'products',
      photo(),
    );
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/products%2Fabc123.webp?alt=media`,
    );
    expect([...objects.keys()]).toEqual(['products/abc123.card.webp', 'products/abc123.webp']);
    for (const name of objects.keys())
      expect(name.split('/')[1]).toMatch(/^[A-Za-z0-9_-]{1,64}([.]card)?[.](webp|jpg)$/);
    expect(objects.get('products/abc123.webp')?.metadata).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      customMetadata: { auditId: 'entry-1' },
    });
    expect(logged).toEqual([['products/abc123.card.webp', 'products/abc123.webp']]);
  });

  it('stores nothing when the upload cannot be logged, and says the account may not upload', async () => {
    const refused = async () => {
      throw Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'REPO.PERMISSION_DENIED',
      });
    };
    await expect(
      new FirebasePhotoStorage(app, undefined, newId, refused).upload('products', photo()),
    ).rejects.toMatchObject({ name: 'PhotoError', code: 'PHOTO.DENIED' });
    expect(objects.size).toBe(0);
  });

  it.each([
    ['storage/unauthorized', 'PHOTO.DENIED'],
    ['storage/quota-exceeded', 'PHOTO.QUOTA'],
    ['storage/no-default-bucket', 'PHOTO.UNAVAILABLE'],
    ['storage/retry-limit-exceeded', 'PHOTO.UPLOAD_FAILED'],
  ])('turns %s into %s', async (code, expected) => {
    failNext.code = code;
    await expect(
      new FirebasePhotoStorage(app, undefined, newId).upload('banners', photo()),
    ).rejects.toMatchObject({
      name: 'PhotoError',
      code: expected,
    });
    expect(objects.size).toBe(0);
  });

  it("points at the Storage emulator's address in emulator mode", async () => {
    const url = await new FirebasePhotoStorage(app, '127.0.0.1:9199', () => 'e1').upload('banners', photo());
    expect(url).toBe(`http://127.0.0.1:9199/v0/b/${BUCKET}/o/banners%2Fe1.webp?alt=media`);
  });
});
