import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreHost } from '../contracts/firestore/support/emulator';

/**
 * storage.rules, case by case, on the Storage emulator with Firestore's beside it (the rules read roles and activity
 * entries from Firestore). firebase-tools refuses Java 17 for the Storage emulator and downloads its rules runtime at
 * start, so on this project's machines (Java 17, no network) the cases are skipped, saying so; where a Storage
 * emulator runs, set FIREBASE_STORAGE_EMULATOR_HOST and they run.
 */
const storageHost = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
const SKIPPED =
  'storage.rules not run: no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST unset; it needs Java 21 and a network ' +
  'download at start, which this machine lacks)';

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
const webp = { contentType: 'image/webp' };

if (!storageHost) {
  console.warn(SKIPPED);
  describe('storage.rules', () => {
    it.skip(SKIPPED, () => undefined);
  });
} else {
  let env: RulesTestEnvironment;
  const [host = '127.0.0.1', port = '9199'] = storageHost.split(':');
  const [firestoreHostName = '127.0.0.1', firestorePort = '8080'] = firestoreHost().split(':');

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-rules-storage',
      storage: {
        host,
        port: Number(port),
        rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
      },
      firestore: { host: firestoreHostName, port: Number(firestorePort) },
    });
  });
  afterAll(() => env.cleanup());

  const as = (uid: string, verified = true) =>
    env.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: verified }).storage();
  const guest = () => env.unauthenticatedContext().storage();

  /** Roles and the activity entries uploads name, written past the rules. */
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Parameters<typeof doc>[0];
      await setDoc(doc(db, 'users/manager'), { role: 'manager' });
      await setDoc(doc(db, 'users/support'), { role: 'support' });
      await setDoc(doc(db, 'activity/upload-manager'), {
        byUid: 'manager',
        kind: 'photo',
        at: Timestamp.now(),
      });
      await setDoc(doc(db, 'activity/upload-old'), {
        byUid: 'manager',
        kind: 'photo',
        at: Timestamp.fromMillis(Date.now() - 3_600_000),
      });
      await setDoc(doc(db, 'activity/deleted-photo-products-gone.webp'), { byUid: 'manager', kind: 'photo' });
      await context.storage().ref('products/chair.webp').put(WEBP, webp);
      await context.storage().ref('products/gone.webp').put(WEBP, webp);
      await context.storage().ref('returns/shopper/dent.webp').put(WEBP, webp);
    });
  });

  /** An upload, awaited to its end (an upload task is a promise-like of its own). */
  const put = async (
    storage: ReturnType<typeof guest>,
    path: string,
    metadata: { contentType: string; customMetadata?: Record<string, string> },
    bytes = WEBP,
  ) => {
    await storage.ref(path).put(bytes, metadata);
  };
  const upload = (storage: ReturnType<typeof guest>, path: string, auditId: string, metadata = webp) =>
    put(storage, path, { ...metadata, customMetadata: { auditId } });

  describe('the catalogue’s photos', () => {
    it('denies listing a folder; allows reading a photo by its exact name', async () => {
      await assertFails(guest().ref('products').listAll());
      await assertFails(as('manager').ref('banners').listAll());
      await assertSucceeds(guest().ref('products/chair.webp').getMetadata());
    });

    it('denies an upload by a shopper or support, or unlogged; allows a manager’s logged one', async () => {
      await assertFails(upload(as('shopper'), 'products/new.webp', 'upload-manager'));
      await assertFails(upload(as('support'), 'products/new.webp', 'upload-manager'));
      await assertFails(upload(as('manager'), 'products/new.webp', 'missing'));
      await assertFails(upload(as('manager'), 'products/new.webp', 'upload-old'));
      await assertSucceeds(upload(as('manager'), 'products/new.webp', 'upload-manager'));
    });

    it('denies another type, a type its name does not say, an odd name or a file over 5 MB; allows a WebP', async () => {
      await assertFails(
        upload(as('manager'), 'products/new.png', 'upload-manager', { contentType: 'image/png' }),
      );
      await assertFails(
        upload(as('manager'), 'products/new.svg', 'upload-manager', { contentType: 'image/svg+xml' }),
      );
      await assertFails(
        upload(as('manager'), 'products/new.webp', 'upload-manager', { contentType: 'image/jpeg' }),
      );
      await assertFails(upload(as('manager'), 'products/a b.webp', 'upload-manager'));
      await assertFails(
        put(
          as('manager'),
          'products/huge.webp',
          { ...webp, customMetadata: { auditId: 'upload-manager' } },
          new Uint8Array(5 * 1024 * 1024 + 1),
        ),
      );
      await assertSucceeds(upload(as('manager'), 'products/new.card.webp', 'upload-manager'));
    });

    it('denies overwriting a photo, and a deletion without its entry; allows a logged deletion', async () => {
      await assertFails(upload(as('manager'), 'products/chair.webp', 'upload-manager'));
      await assertFails(as('manager').ref('products/chair.webp').delete());
      await assertFails(as('support').ref('products/gone.webp').delete());
      await assertSucceeds(as('manager').ref('products/gone.webp').delete());
    });
  });

  describe('a shopper’s return photos', () => {
    it('lets that shopper and staff read them; denies another shopper and a guest', async () => {
      await assertSucceeds(as('shopper').ref('returns/shopper/dent.webp').getMetadata());
      await assertSucceeds(as('support').ref('returns/shopper/dent.webp').getMetadata());
      await assertFails(as('other').ref('returns/shopper/dent.webp').getMetadata());
      await assertFails(guest().ref('returns/shopper/dent.webp').getMetadata());
    });

    it('lets a verified shopper add a photo to their own folder only, never listing or replacing one', async () => {
      await assertFails(put(as('other'), 'returns/shopper/more.webp', webp));
      await assertFails(put(as('shopper', false), 'returns/shopper/more.webp', webp));
      await assertFails(as('shopper').ref('returns/shopper').listAll());
      await assertFails(put(as('shopper'), 'returns/shopper/dent.webp', webp));
      await assertSucceeds(put(as('shopper'), 'returns/shopper/more.webp', webp));
    });

    it('denies a guest, staff writing for the shopper, another type or name, or over 5 MB; allows a JPEG', async () => {
      const jpeg = { contentType: 'image/jpeg' };
      await assertFails(put(guest(), 'returns/shopper/more.webp', webp));
      await assertFails(put(as('support'), 'returns/shopper/more.webp', webp));
      await assertFails(put(as('manager'), 'returns/shopper/more.webp', webp));
      await assertFails(put(as('shopper'), 'returns/shopper/more.png', { contentType: 'image/png' }));
      await assertFails(put(as('shopper'), 'returns/shopper/more.webp', jpeg));
      await assertFails(put(as('shopper'), 'returns/shopper/a b.webp', webp));
      await assertFails(put(as('shopper'), 'returns/shopper/nested/more.webp', webp));
      await assertFails(
        put(as('shopper'), 'returns/shopper/huge.webp', webp, new Uint8Array(5 * 1024 * 1024 + 1)),
      );
      await assertSucceeds(put(as('shopper'), 'returns/shopper/more.jpg', jpeg));
    });
  });
}
