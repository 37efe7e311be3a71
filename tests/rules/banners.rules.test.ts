import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore, getDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { deletionEntryId, logEntry } from './support/logged';
import { bannerDocument as banner, seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-banners');

/**
 * A banner create as the adapter writes it: the banner, meta/bannerCount moved by one and the activity entry the
 * banner names, in one batch. `logged: false` writes no entry (a shopper's attempt).
 */
const create = (
  db: Firestore,
  id: string,
  fields: DocumentData = {},
  count = 1,
  logged = true,
): Promise<void> => {
  const batch = writeBatch(db);
  const audit = logged ? { auditId: logEntry(batch, db, 'banner') } : {};
  batch.set(doc(db, 'banners', id), { ...banner(fields), ...audit });
  batch.set(doc(db, 'meta/bannerCount'), { count, lastBannerId: id });
  return batch.commit();
};

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'meta/bannerCount': { count: 0, lastBannerId: '' } });
});

describe('banners', () => {
  it('lets anyone read an active banner; denies reading a hidden one except to admins', async () => {
    await seed(env, { 'banners/live': banner(), 'banners/hidden': banner({ isActive: false }) });
    await assertSucceeds(getDoc(doc(as.anonymous, 'banners/live')));
    await assertFails(getDoc(doc(as.anonymous, 'banners/hidden')));
    await assertSucceeds(getDoc(doc(as.admin, 'banners/hidden')));
  });
  it('lets an admin create a banner with the count moved; denies shoppers and creates without the count', async () => {
    await assertFails(create(as.shopper, 'b1', {}, 1, false));
    await assertSucceeds(create(as.admin, 'b1'));
    const batch = writeBatch(as.admin);
    batch.set(
      doc(as.admin, 'banners/b2'),
      banner({ order: 2, auditId: logEntry(batch, as.admin, 'banner') }),
    );
    await assertFails(batch.commit());
  });
  it('denies an 11th banner; allows the 10th', async () => {
    await seed(env, { 'meta/bannerCount': { count: 9, lastBannerId: 'b9' } });
    await assertSucceeds(create(as.admin, 'b10', { order: 10 }, 10));
    await assertFails(create(as.admin, 'b11', { order: 10 }, 11));
  });
  it('denies a count that does not move by exactly one', async () => {
    await seed(env, { 'meta/bannerCount': { count: 5, lastBannerId: 'b5' } });
    await assertFails(create(as.admin, 'b6', { order: 6 }, 5));
    await assertFails(create(as.admin, 'b6', { order: 6 }, 3));
  });
  it.each(['javascript:alert(1)', '//evil.example/sale', '/\\evil.example', 'http://insecure.example/'])(
    'denies the link %s',
    async (ctaLink) => {
      await assertFails(create(as.admin, 'b1', { ctaLink }));
    },
  );
  it.each(['/product/p1', 'https://shop.example/sale', ''])('allows the link "%s"', async (ctaLink) => {
    await assertSucceeds(create(as.admin, 'b1', { ctaLink }));
  });
  it('denies an image that is not https or on this site', async () => {
    await assertFails(create(as.admin, 'b1', { image: 'http://cdn.example/a.jpg' }));
    await assertFails(create(as.admin, 'b1', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }));
    await assertSucceeds(create(as.admin, 'b1', { image: 'https://cdn.example/a.jpg' }));
  });
  it('allows a phone picture on this site or https, none, or a banner saved before phone pictures', async () => {
    await assertSucceeds(create(as.admin, 'b1', { phoneImage: '/images/banners/festive-phone.webp' }, 1));
    await assertSucceeds(create(as.admin, 'b2', { phoneImage: 'https://cdn.example/a.jpg?w=1080' }, 2));
    await assertSucceeds(create(as.admin, 'b3', { phoneImage: '' }, 3));
    await assertSucceeds(create(as.admin, 'b4', {}, 4));
  });
  it.each([
    ['a number', 42],
    ['a list', ['/images/banners/a.webp']],
    ['null', null],
    ['too long', `https://cdn.example/${'a'.repeat(1000)}.jpg`],
    ['http', 'http://cdn.example/a.jpg'],
    ['a script', 'javascript:alert(1)//a.jpg'],
    ['another host', '//evil.example/a.jpg'],
  ])('denies a phone picture that is %s', async (_, phoneImage) => {
    await assertFails(create(as.admin, 'b1', { phoneImage }));
  });
  it('denies oversized text and unknown keys', async () => {
    await assertFails(create(as.admin, 'b1', { title: 'x'.repeat(201) }));
    await assertFails(create(as.admin, 'b1', { onClick: 'steal()' }));
  });
  it('lets an admin delete with the count moved down; denies a delete that keeps the count', async () => {
    await seed(env, { 'banners/b1': banner(), 'meta/bannerCount': { count: 1, lastBannerId: 'b1' } });
    const entryId = await deletionEntryId(env, 'banners/b1');
    const keep = writeBatch(as.admin);
    logEntry(keep, as.admin, 'banner', entryId);
    keep.delete(doc(as.admin, 'banners/b1'));
    await assertFails(keep.commit());
    const batch = writeBatch(as.admin);
    logEntry(batch, as.admin, 'banner', entryId);
    batch.delete(doc(as.admin, 'banners/b1'));
    batch.set(doc(as.admin, 'meta/bannerCount'), { count: 0, lastBannerId: 'b1' });
    await assertSucceeds(batch.commit());
  });
});
