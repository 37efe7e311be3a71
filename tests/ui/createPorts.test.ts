import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { MemoryDatabase, type Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { DEMO_DB_KEY } from '../../src/adapters/memory/DemoSnapshotStore';
import { createPorts, type PortsOptions } from '../../src/composition/createPorts';
import { readAppConfig } from '../../src/composition/readAppConfig';
import type { Ports } from '../../src/ports/Ports';

const memory = { VITE_BACKEND: 'memory' };

const build = (storage = new InMemoryKeyValueStorage(), options: PortsOptions = {}) =>
  createPorts({ env: memory, storage, ...options });

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

describe('createPorts (memory)', () => {
  it('makes every port, the demo inbox and the demo controls', async () => {
    const ports = await build();
    const names: Array<keyof Ports> = [
      'config',
      'storage',
      'clock',
      'ids',
      'connectivity',
      'auth',
      'products',
      'catalogueSummary',
      'categories',
      'orders',
      'orderErasure',
      'returns',
      'complaints',
      'reviews',
      'users',
      'banners',
      'settings',
      'deliveryZones',
      'addressBooks',
      'activity',
      'photos',
      'photoResizer',
      'returnPhotos',
      'demoInbox',
      'demoControls',
    ];
    for (const name of names) expect(ports[name], name).toBeDefined();
    expect(ports.config.backend).toBe('memory');
    expect(ports.close).toBeUndefined();
  });

  it('seeds the demo shop and saves it under its own key, apart from root', async () => {
    const storage = new InMemoryKeyValueStorage();
    const ports = await build(storage);
    const summary = await ports.catalogueSummary.get();
    expect(summary.activeProductCount).toBeGreaterThanOrEqual(40);
    expect(storage.getItem(DEMO_DB_KEY)).not.toBeNull();
    expect(storage.getItem('root')).toBeNull();
  });

  it('given a pause, as the browser starts, seeds the same shop a part at a time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z'), toFake: ['Date'] });
    const pause = vi.fn(() => Promise.resolve());
    const atOnce = new MemoryDatabase();
    await build(new InMemoryKeyValueStorage(), { database: atOnce });
    const inParts = new MemoryDatabase();
    await build(new InMemoryKeyValueStorage(), { pause, database: inParts });
    expect(pause.mock.calls.length).toBeGreaterThan(1);
    expect(inParts.snapshot()).toEqual(atOnce.snapshot());
  });

  it('restores the saved demo data on the next load', async () => {
    vi.useFakeTimers();
    const storage = new InMemoryKeyValueStorage();
    const first = await build(storage);
    await first.banners.update('demoBannerFestive', { title: 'Changed title' });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    const second = await build(storage);
    const banners = await second.banners.listAll();
    expect(banners.find((banner) => banner.id === 'demoBannerFestive')?.title).toBe('Changed title');
  });

  it('saves a change at once when the page is hidden, so a reload straight after it keeps the change', async () => {
    vi.useFakeTimers();
    const storage = new InMemoryKeyValueStorage();
    const first = await build(storage);
    await first.banners.update('demoBannerFestive', { title: 'Saved on pagehide' });
    storage.leave();
    vi.useRealTimers();
    const second = await build(storage);
    const banners = await second.banners.listAll();
    expect(banners.find((banner) => banner.id === 'demoBannerFestive')?.title).toBe('Saved on pagehide');
  });

  it('reseeds when the saved demo data is corrupt', async () => {
    const storage = new InMemoryKeyValueStorage();
    storage.setItem(DEMO_DB_KEY, '{"products": [oops');
    const ports = await build(storage);
    expect((await ports.catalogueSummary.get()).activeProductCount).toBeGreaterThanOrEqual(40);
    expect(() => JSON.parse(storage.getItem(DEMO_DB_KEY) ?? '')).not.toThrow();
  });

  it('resetDemoData restores the seed', async () => {
    const ports = await build();
    const banners = ports.banners;
    await banners.delete('demoBannerFestive');
    expect((await banners.listAll()).some((banner) => banner.id === 'demoBannerFestive')).toBe(false);
    await ports.demoControls!.resetDemoData();
    expect((await banners.listAll()).some((banner) => banner.id === 'demoBannerFestive')).toBe(true);
  });

  it('takes the demo data another tab saves, and ignores it once it is removed or unreadable', async () => {
    const storage = new InMemoryKeyValueStorage();
    const otherTab = storage.otherTab();
    const db = new MemoryDatabase();
    const ports = await build(storage, { database: db });
    const other = db.snapshot();
    settings(other).phone = '+91 11111 22222';
    otherTab.setItem(DEMO_DB_KEY, JSON.stringify(other));
    await settle();
    expect((await ports.settings.get()).phone).toBe('+91 11111 22222');
    otherTab.setItem(DEMO_DB_KEY, '{"settings": [oops');
    otherTab.removeItem(DEMO_DB_KEY);
    await settle();
    expect((await ports.settings.get()).phone).toBe('+91 11111 22222');
  });

  it('shows an admin in one tab the change a shopper makes in another, once it is saved', async () => {
    const shopperTab = new InMemoryKeyValueStorage();
    const shopper = await build(shopperTab);
    const admin = await build(shopperTab.otherTab());
    await shopper.banners.update('demoBannerFestive', { title: 'From the other tab' });
    await vi.waitFor(async () => {
      const banners = await admin.banners.listAll();
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
    const db = new MemoryDatabase();
    const ports = await build(storage, { database: db });
    const writesBefore = demoWrites;
    const other = db.snapshot();
    settings(other).phone = '+91 33333 44444';
    const written = JSON.stringify(other);
    otherTab.setItem(DEMO_DB_KEY, written);
    // Past the batching delay of the save that taking it schedules.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await ports.settings.get()).phone).toBe('+91 33333 44444');
    expect(demoWrites).toBe(writesBefore);
    expect(storage.getItem(DEMO_DB_KEY)).toBe(written);
  });
});
