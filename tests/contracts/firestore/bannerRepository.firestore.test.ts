import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { FirestoreBannerRepository } from '../../../src/adapters/firestore/FirestoreBannerRepository';
import { describeBannerRepositoryContract } from '../bannerRepository.contract';
import { bannerInput } from '../banners/bannerInput';
import { ADMIN, EmulatorClients, shopper, systemClock, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-banners');
afterAll(() => clients.dispose());

// The port leaves the 10-banner limit to the domain's BannerCatalog, and the contract's model creates up to 20,
// so the contract runs with the rules bypassed; the rules' own limit is proven below and in tests/rules.
describeBannerRepositoryContract(
  'firestore emulator, rules bypassed',
  async () => {
    await clients.clear();
    return {
      repository: new FirestoreBannerRepository(
        clients.as('owner'),
        systemClock,
        actorOf(clients.as('owner')),
      ),
    };
  },
  { modelRuns: 8 },
);

describe('FirestoreBannerRepository on banners stored before phone pictures (firestore only)', () => {
  it('reads a banner without a phone picture, or with a corrupt one, as having none, and saves it with one', async () => {
    await clients.clear();
    const db = clients.as('owner');
    const { phoneImage: _none, ...older } = bannerInput('Older');
    const stored = { ...older, order: 1, createdAt: Timestamp.now(), updatedAt: Timestamp.now() };
    await setDoc(doc(db, 'banners', 'older'), stored);
    await setDoc(doc(db, 'banners', 'corrupt'), { ...stored, order: 2, phoneImage: 42 });
    const repository = new FirestoreBannerRepository(db, systemClock, actorOf(db));
    expect((await repository.listAll()).map((banner) => [banner.id, banner.phoneImage])).toEqual([
      ['older', ''],
      ['corrupt', ''],
    ]);
    const admin = new FirestoreBannerRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN)));
    const updated = await admin.update('older', { phoneImage: '/images/banners/older-phone.webp' });
    expect(updated.phoneImage).toBe('/images/banners/older-phone.webp');
    expect((await getDoc(doc(db, 'banners', 'older'))).get('phoneImage')).toBe(
      '/images/banners/older-phone.webp',
    );
  });
});

describe('FirestoreBannerRepository through the rules (firestore only)', () => {
  const admin = () =>
    new FirestoreBannerRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN)));

  it('lets an admin create, update, reorder and delete, and stops at 10 banners', async () => {
    await clients.clear();
    const repository = admin();
    const created = [];
    for (let order = 1; order <= 10; order++)
      created.push(await repository.create(bannerInput(`B${order}`), order));
    await expect(repository.create(bannerInput('Eleventh'), 11)).rejects.toMatchObject({
      name: 'RepositoryError',
      code: 'REPO.PERMISSION_DENIED',
    });
    await repository.update(created[0]!.id, { title: 'First, renamed', isActive: false });
    await repository.reorder([...created].reverse().map((banner) => banner.id));
    expect((await repository.listAll()).map((banner) => banner.title).slice(0, 2)).toEqual(['B10', 'B9']);
    await repository.delete(created[4]!.id);
    const again = await repository.create(bannerInput('Back to ten'), 10);
    expect((await repository.listAll()).map((banner) => banner.id)).toContain(again.id);
    expect(await repository.listAll()).toHaveLength(10);
  });

  it('shows shoppers the active banners only, and refuses their writes', async () => {
    await clients.clear();
    const live = await admin().create(bannerInput('Live'), 1);
    await admin().create(bannerInput('Hidden', { isActive: false }), 2);
    const asShopper = new FirestoreBannerRepository(
      clients.as(shopper('someone')),
      systemClock,
      actorOf(clients.as(shopper('someone'))),
    );
    expect((await asShopper.listActive()).map((banner) => banner.id)).toEqual([live.id]);
    await expect(asShopper.listAll()).rejects.toMatchObject({ code: 'REPO.PERMISSION_DENIED' });
    await expect(asShopper.create(bannerInput('Mine'), 3)).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });
    await expect(asShopper.update(live.id, { title: 'Hacked' })).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });
  });
});
