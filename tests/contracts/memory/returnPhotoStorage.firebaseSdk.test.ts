import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseReturnPhotoStorage } from '../../../src/adapters/firestore/FirebaseReturnPhotoStorage';
import { describeReturnPhotoStorageContract } from '../returnPhotoStorage.contract';

/**
 * FirebaseReturnPhotoStorage on a stand-in of the firebase/storage SDK (no Storage emulator here: it needs Java 21),
 * which keeps objects by path as the service does and fails the next call with a given code.
 */
const objects = new Map<string, { data: Blob; metadata: Record<string, string> }>();
const failNext: { code?: string } = {};
const BUCKET = 'shop.firebasestorage.app';
const failure = () => {
  if (!failNext.code) return;
  const error = Object.assign(new Error(`Firebase Storage: ${failNext.code}`), { code: failNext.code });
  delete failNext.code;
  throw error;
};

vi.mock('firebase/storage', () => ({
  getStorage: () => ({ bucket: BUCKET }),
  connectStorageEmulator: vi.fn(),
  ref: (_storage: unknown, path: string) => ({ bucket: BUCKET, fullPath: path }),
  uploadBytes: async (ref: { fullPath: string }, data: Blob, metadata: Record<string, string>) => {
    failure();
    objects.set(ref.fullPath, { data, metadata });
    return { ref };
  },
  getBlob: async (ref: { fullPath: string }) => {
    failure();
    const stored = objects.get(ref.fullPath);
    if (!stored)
      throw Object.assign(new Error('Firebase Storage: not found'), { code: 'storage/object-not-found' });
    return stored.data;
  },
}));

const app = {} as FirebaseApp;
const blobs = new Map<string, Blob>();
const objectUrl = (blob: Blob) => {
  const url = `blob:http://shop.test/${blobs.size + 1}`;
  blobs.set(url, blob);
  return url;
};
let ids = 0;
const newId = () => `id${++ids}`;
const photo = () => ({
  full: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
  card: new Blob([new Uint8Array([2])], { type: 'image/webp' }),
  type: 'image/webp' as const,
});

describeReturnPhotoStorageContract('Cloud Storage (stand-in SDK)', async () => {
  objects.clear();
  return {
    repository: new FirebaseReturnPhotoStorage(app, undefined, newId, objectUrl),
    read: async (url) => {
      const blob = blobs.get(url);
      return blob ? { type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) } : null;
    },
    count: async () => objects.size,
  };
});

describe('FirebaseReturnPhotoStorage (firebase only)', () => {
  beforeEach(() => objects.clear());

  it('uploads under the name storage.rules accept, kept by the reader’s browser only', async () => {
    const name = await new FirebaseReturnPhotoStorage(app, undefined, () => 'abc123', objectUrl).upload(
      'asha',
      photo(),
    );
    expect(name).toBe('returns/asha/abc123.webp');
    expect([...objects.keys()]).toEqual(['returns/asha/abc123.webp']);
    expect(objects.get(name)?.metadata).toEqual({
      contentType: 'image/webp',
      cacheControl: 'private, max-age=31536000, immutable',
    });
  });

  it.each([
    ['storage/unauthorized', 'PHOTO.DENIED'],
    ['storage/quota-exceeded', 'PHOTO.QUOTA'],
    ['storage/retry-limit-exceeded', 'PHOTO.UPLOAD_FAILED'],
  ])('turns %s into %s, on upload and on opening', async (code, expected) => {
    const storage = new FirebaseReturnPhotoStorage(app, undefined, newId, objectUrl);
    failNext.code = code;
    await expect(storage.upload('asha', photo())).rejects.toMatchObject({
      name: 'PhotoError',
      code: expected,
    });
    expect(objects.size).toBe(0);
    const name = await storage.upload('asha', photo());
    failNext.code = code;
    await expect(storage.open(name)).rejects.toMatchObject({ name: 'PhotoError', code: expected });
  });
});
