import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import type { MemoryDatabase, Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { DEMO_DB_KEY } from '../../src/adapters/memory/DemoSnapshotStore';
import { createContainer } from '../../src/composition/createContainer';
import { readAppConfig } from '../../src/composition/readAppConfig';
import { MemoryDatabaseToken } from '../../src/composition/tokens';
import { AppConfig } from '../../src/ports/AppConfig';
import { AuthService } from '../../src/ports/AuthService';
import { BannerRepository } from '../../src/ports/BannerRepository';
import { CatalogueSummaryRepository } from '../../src/ports/CatalogueSummaryRepository';
import { CategoryRepository } from '../../src/ports/CategoryRepository';
import { DemoControls } from '../../src/ports/DemoControls';
import { DemoInbox } from '../../src/ports/DemoInbox';
import { OrderRepository } from '../../src/ports/OrderRepository';
import { ProductRepository } from '../../src/ports/ProductRepository';
import { SettingsRepository } from '../../src/ports/SettingsRepository';
import { UserRepository } from '../../src/ports/UserRepository';
import type { Token } from '../../src/ports/tokens';
import { toResolver } from '../../src/ui/di/Resolver';

const memory = { VITE_BACKEND: 'memory' };

const build = async (storage = new InMemoryKeyValueStorage()) =>
  toResolver(await createContainer({ env: memory, storage }));

const settings = (snapshot: Snapshot): Record<string, unknown> =>
  Object.values(snapshot.settings ?? {})[0] as Record<string, unknown>;

/** Long enough for another tab's write to be reported (a task later, like the browser's 'storage' event). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.useRealTimers());

describe('readAppConfig', () => {
  it('defaults to the memory backend and the demo admin list', () => {
    expect(readAppConfig({})).toEqual({
      backend: 'memory',
      adminEmails: ['owner@demo.shop', 'admin@demo.shop'],
    });
  });

  it('reads VITE_BACKEND and, for the demo backend, VITE_ADMIN_EMAILS', () => {
    expect(
      readAppConfig({ VITE_BACKEND: 'Memory', VITE_ADMIN_EMAILS: ' Boss@Shop.in ; ops@shop.in' }),
    ).toEqual({
      backend: 'memory',
      adminEmails: ['boss@shop.in', 'ops@shop.in'],
    });
  });

  it('knows no admin e-mail in firebase mode: neither the demo list nor VITE_ADMIN_EMAILS (the rules know none)', () => {
    expect(readAppConfig({ VITE_BACKEND: 'firebase' })).toEqual({ backend: 'firebase', adminEmails: [] });
    expect(
      readAppConfig({ VITE_BACKEND: 'Firebase', VITE_ADMIN_EMAILS: 'owner@demo.shop, boss@shop.in' }),
    ).toEqual({ backend: 'firebase', adminEmails: [] });
  });

  it('refuses an unknown backend', () => {
    expect(() => readAppConfig({ VITE_BACKEND: 'mysql' })).toThrow(/VITE_BACKEND/);
  });
});

describe('createContainer (memory)', () => {
  it('binds every port, the demo inbox and the demo controls', async () => {
    const container = await build();
    const tokens: Token<unknown>[] = [
      ProductRepository,
      CatalogueSummaryRepository,
      CategoryRepository,
      OrderRepository,
      UserRepository,
      BannerRepository,
      SettingsRepository,
      AuthService,
      DemoInbox,
      DemoControls,
    ];
    for (const token of tokens) {
      expect(container.isBound(token)).toBe(true);
      expect(container.get(token)).toBe(container.get(token));
    }
    expect(container.get(AppConfig).backend).toBe('memory');
  });

  it('seeds the demo shop and saves it under its own key, apart from root', async () => {
    const storage = new InMemoryKeyValueStorage();
    const container = await build(storage);
    const summary = await container.get(CatalogueSummaryRepository).get();
    expect(summary.activeProductCount).toBeGreaterThanOrEqual(40);
    expect(storage.getItem(DEMO_DB_KEY)).not.toBeNull();
    expect(storage.getItem('root')).toBeNull();
  });

  it('given a pause, as the browser starts, seeds the same shop a part at a time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z'), toFake: ['Date'] });
    const pause = vi.fn(() => Promise.resolve());
    const atOnce = await build();
    const inParts = toResolver(
      await createContainer({ env: memory, storage: new InMemoryKeyValueStorage(), pause }),
    );
    expect(pause.mock.calls.length).toBeGreaterThan(1);
    expect(inParts.get(MemoryDatabaseToken).snapshot()).toEqual(atOnce.get(MemoryDatabaseToken).snapshot());
  });

  it('restores the saved demo data on the next load', async () => {
    vi.useFakeTimers();
    const storage = new InMemoryKeyValueStorage();
    const first = await build(storage);
    await first.get(BannerRepository).update('demoBannerFestive', { title: 'Changed title' });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    const second = await build(storage);
    const banners = await second.get(BannerRepository).listAll();
    expect(banners.find((banner) => banner.id === 'demoBannerFestive')?.title).toBe('Changed title');
  });

  it('saves a change at once when the page is hidden, so a reload straight after it keeps the change', async () => {
    vi.useFakeTimers();
    const storage = new InMemoryKeyValueStorage();
    const first = await build(storage);
    await first.get(BannerRepository).update('demoBannerFestive', { title: 'Saved on pagehide' });
    storage.leave();
    vi.useRealTimers();
    const second = await build(storage);
    const banners = await second.get(BannerRepository).listAll();
    expect(banners.find((banner) => banner.id === 'demoBannerFestive')?.title).toBe('Saved on pagehide');
  });

  it('reseeds when the saved demo data is corrupt', async () => {
    const storage = new InMemoryKeyValueStorage();
    storage.setItem(DEMO_DB_KEY, '{"products": [oops');
    const container = await build(storage);
    expect((await container.get(CatalogueSummaryRepository).get()).activeProductCount).toBeGreaterThanOrEqual(
      40,
    );
    expect(() => JSON.parse(storage.getItem(DEMO_DB_KEY) ?? '')).not.toThrow();
  });

  it('resetDemoData restores the seed', async () => {
    const container = await build();
    const banners = container.get(BannerRepository);
    await banners.delete('demoBannerFestive');
    expect((await banners.listAll()).some((banner) => banner.id === 'demoBannerFestive')).toBe(false);
    await container.get(DemoControls).resetDemoData();
    expect((await banners.listAll()).some((banner) => banner.id === 'demoBannerFestive')).toBe(true);
  });

  it('takes the demo data another tab saves, and ignores it once it is removed or unreadable', async () => {
    const storage = new InMemoryKeyValueStorage();
    const otherTab = storage.otherTab();
    const container = await build(storage);
    const db = container.get(MemoryDatabaseToken) as MemoryDatabase;
    const other = db.snapshot();
    settings(other).phone = '+91 11111 22222';
    otherTab.setItem(DEMO_DB_KEY, JSON.stringify(other));
    await settle();
    expect((await container.get(SettingsRepository).get()).phone).toBe('+91 11111 22222');
    otherTab.setItem(DEMO_DB_KEY, '{"settings": [oops');
    otherTab.removeItem(DEMO_DB_KEY);
    await settle();
    expect((await container.get(SettingsRepository).get()).phone).toBe('+91 11111 22222');
  });

  it('shows an admin in one tab the change a shopper makes in another, once it is saved', async () => {
    const shopperTab = new InMemoryKeyValueStorage();
    const shopper = await build(shopperTab);
    const admin = await build(shopperTab.otherTab());
    await shopper.get(BannerRepository).update('demoBannerFestive', { title: 'From the other tab' });
    await vi.waitFor(async () => {
      const banners = await admin.get(BannerRepository).listAll();
      expect(banners.find((banner) => banner.id === 'demoBannerFestive')?.title).toBe('From the other tab');
    });
  });

  it("does not write back another tab's demo data it took", async () => {
    let demoWrites = 0;
    const storage = new (class extends InMemoryKeyValueStorage {
      override setItem(key: string, value: string): void {
        super.setItem(key, value);
        if (key === DEMO_DB_KEY) demoWrites++;
      }
    })();
    const otherTab = storage.otherTab();
    const container = await build(storage);
    const writesBefore = demoWrites;
    const other = (container.get(MemoryDatabaseToken) as MemoryDatabase).snapshot();
    settings(other).phone = '+91 33333 44444';
    const written = JSON.stringify(other);
    otherTab.setItem(DEMO_DB_KEY, written);
    // Past the batching delay of the save that taking it schedules.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await container.get(SettingsRepository).get()).phone).toBe('+91 33333 44444');
    expect(demoWrites).toBe(writesBefore);
    expect(storage.getItem(DEMO_DB_KEY)).toBe(written);
  });
});
