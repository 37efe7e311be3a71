import { isObservableProp } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { CartStore } from '../../src/ui/shop/cart/CartStore';
import {
  ROOT_CORRUPT_KEY,
  ROOT_KEY,
  ROOT_SCHEMA_VERSION,
  RootPersistence,
} from '../../src/ui/app/stores/RootPersistence';
import { EMPTY_ROOT_STATE, type RootState } from '../../src/domain/checkout/RootState';

const line = {
  id: 'sofa-1',
  name: 'Jodhpur Sofa',
  image: '/images/products/sofa-teal.svg',
  images: ['/images/products/sofa-teal.svg'],
  category: 'sofas',
  basePrice: 42000,
  variant: { id: 'v-3', size: '3 seater', priceModifier: 6000 },
  quantity: 2,
};

const state: RootState = {
  auth: {
    user: {
      uid: 'u1',
      email: 'shopper@demo.shop',
      displayName: 'Priya',
      photoURL: '',
      emailVerified: true,
      adminClaim: false,
    },
    profile: null,
  },
  cart: [line],
  wishlist: [
    {
      id: 'bed-1',
      name: 'Udaipur Bed',
      basePrice: 38000,
      image: '',
      images: [],
      category: 'beds',
      variant: null,
    },
  ],
  pincode: '342001',
};

/** Long enough for another tab's write to be reported (a task later, like the browser's 'storage' event). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const withRaw = (raw: string) => {
  const storage = new InMemoryKeyValueStorage();
  storage.setItem(ROOT_KEY, raw);
  return { storage, persistence: new RootPersistence(storage) };
};

describe('RootPersistence', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes only the parts a tab changed: another tab's newer cart survives this tab's sign-in", () => {
    const storage = new InMemoryKeyValueStorage();
    new RootPersistence(storage).save({ ...EMPTY_ROOT_STATE, wishlist: state.wishlist });
    const shopperTab = new RootPersistence(storage);
    const adminTab = new RootPersistence(storage);
    const atStart = shopperTab.load().state;
    adminTab.load();
    shopperTab.save({ ...atStart, cart: [line], pincode: '342001' });
    // The other tab has not heard of that cart yet when the sign-in reaches it.
    adminTab.save({ ...atStart, auth: state.auth });
    expect(new RootPersistence(storage).load().state).toEqual({
      auth: state.auth,
      cart: [line],
      wishlist: state.wishlist,
      pincode: '342001',
    });
  });

  it('lets the last tab that changed a part win that part', () => {
    const storage = new InMemoryKeyValueStorage();
    const first = new RootPersistence(storage);
    const second = new RootPersistence(storage);
    const atStart = first.load().state;
    second.load();
    first.save({ ...atStart, cart: [line] });
    second.save({ ...atStart, cart: [{ ...line, quantity: 5 }] });
    expect(new RootPersistence(storage).load().state.cart).toEqual([{ ...line, quantity: 5 }]);
  });

  it("hands over another tab's saved state, never this tab's own save, until it stops listening", async () => {
    const thisTab = new InMemoryKeyValueStorage();
    thisTab.setItem(ROOT_KEY, JSON.stringify({ version: ROOT_SCHEMA_VERSION, ...EMPTY_ROOT_STATE }));
    const mine = new RootPersistence(thisTab);
    const theirs = new RootPersistence(thisTab.otherTab());
    mine.load();
    theirs.load();
    const heard: RootState[] = [];
    const stop = mine.onOtherTabChange((stored) => {
      heard.push(stored);
      mine.adopt(stored);
    });
    mine.save({ ...EMPTY_ROOT_STATE, wishlist: state.wishlist });
    await settle();
    expect(heard).toEqual([]);
    theirs.save({ ...EMPTY_ROOT_STATE, cart: [line] });
    await settle();
    // Their tab had not seen this wishlist when it saved its cart: the three-way merge keeps both.
    expect(heard).toEqual([{ ...EMPTY_ROOT_STATE, cart: [line], wishlist: state.wishlist }]);
    stop();
    theirs.save({ ...EMPTY_ROOT_STATE, cart: [line], wishlist: [] });
    await settle();
    expect(heard).toHaveLength(1);
  });

  it("writes nothing back when it takes another tab's save: an echo would undo a line added there meanwhile", async () => {
    const shopperStorage = new InMemoryKeyValueStorage();
    const shopperTab = new RootPersistence(shopperStorage);
    const otherTab = new RootPersistence(shopperStorage.otherTab());
    shopperTab.load();
    otherTab.load();
    // As RootStore follows other tabs: take their state, adopt what this tab then holds, and save it.
    otherTab.onOtherTabChange((stored) => {
      otherTab.adopt(stored);
      otherTab.save(stored);
    });
    const echoes: RootState[] = [];
    shopperTab.onOtherTabChange((stored) => echoes.push(stored));
    // As the stores hold them: a profile with fields 'root' does not keep, a cart line's stock after its quantity.
    shopperTab.save({
      ...state,
      auth: {
        user: state.auth.user,
        profile: {
          uid: 'u1',
          email: 'shopper@demo.shop',
          displayName: 'Priya',
          name: 'Priya Sharma',
          photoURL: '',
          role: 'user',
          emailVerified: true,
          createdAt: '2026-11-01T10:00:00.000Z',
          privacyConsentAt: '2026-11-01T10:00:00.000Z',
        },
      },
      cart: [{ ...line, stock: 4, gstRate: 18 }],
    });
    await settle();
    expect(echoes).toEqual([]);
  });

  it('sets aside a corrupt value another tab stored, and hands over an empty state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const thisTab = new InMemoryKeyValueStorage();
    const mine = new RootPersistence(thisTab);
    mine.save(state);
    const heard: RootState[] = [];
    mine.onOtherTabChange((stored) => heard.push(stored));
    thisTab.otherTab().setItem(ROOT_KEY, '{"version":1,"cart":[');
    await settle();
    expect(heard).toEqual([EMPTY_ROOT_STATE]);
    expect(thisTab.getItem(ROOT_CORRUPT_KEY)).toBe('{"version":1,"cart":[');
  });

  it('lets MobX observe the storage-full flag and nothing of its bookkeeping', () => {
    const persistence = new RootPersistence(new InMemoryKeyValueStorage());
    expect(isObservableProp(persistence, 'storageFull')).toBe(true);
    expect(Object.keys(persistence)).toEqual(['storageFull']);
  });

  it('starts empty when nothing is stored', () => {
    const persistence = new RootPersistence(new InMemoryKeyValueStorage());
    expect(persistence.load()).toEqual({ state: EMPTY_ROOT_STATE, issue: null });
  });

  it('round-trips auth, cart and wishlist under "root" with the schema version', () => {
    const storage = new InMemoryKeyValueStorage();
    new RootPersistence(storage).save(state);
    const stored = JSON.parse(storage.getItem(ROOT_KEY) ?? 'null') as { version: number };
    expect(stored.version).toBe(ROOT_SCHEMA_VERSION);
    expect(new RootPersistence(storage).load()).toEqual({ state, issue: null });
  });

  it('survives corrupt JSON: empty cart, raw value kept aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage, persistence } = withRaw('{"version":1,"cart":[{"id":');
    const result = persistence.load();
    expect(result.issue).toBe('corrupt-json');
    expect(result.state.cart).toEqual([]);
    expect(storage.getItem(ROOT_CORRUPT_KEY)).toBe('{"version":1,"cart":[{"id":');
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['no version', JSON.stringify({ auth: { user: null }, cart: [line], wishlist: [] })],
    [
      'cart not a list',
      JSON.stringify({ version: 1, auth: { user: null, profile: null }, cart: { items: [] }, wishlist: [] }),
    ],
  ])('treats %s as a wrong shape: empty cart, raw kept aside', (_, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storage, persistence } = withRaw(raw);
    const result = persistence.load();
    expect(result.issue).toBe('wrong-shape');
    expect(result.state.cart).toEqual([]);
    expect(storage.getItem(ROOT_CORRUPT_KEY)).toBe(raw);
  });

  it('keeps the good lines when only some are malformed, and sets the value aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify({
      version: 1,
      auth: { user: null, profile: null },
      cart: [line, { id: 'x', name: 'Broken', basePrice: 'free', quantity: 1 }, null],
      wishlist: [],
    });
    const { storage, persistence } = withRaw(raw);
    const result = persistence.load();
    expect(result.issue).toBe('wrong-shape');
    expect(result.state.cart).toEqual([line]);
    expect(storage.getItem(ROOT_CORRUPT_KEY)).toBe(raw);
  });

  it('refuses a user whose fields are of the wrong type', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { persistence } = withRaw(
      JSON.stringify({ version: 1, auth: { user: { uid: 5 }, profile: null }, cart: [line], wishlist: [] }),
    );
    const result = persistence.load();
    expect(result.state.auth.user).toBeNull();
    expect(result.state.cart).toEqual([line]);
  });

  it('reads a user saved before the admin claim existed as one without it', () => {
    const { adminClaim: _, ...saved } = state.auth.user ?? {};
    const { persistence } = withRaw(
      JSON.stringify({ version: 1, auth: { user: saved, profile: null }, cart: [], wishlist: [] }),
    );
    expect(persistence.load().state.auth.user).toEqual({ ...state.auth.user, adminClaim: false });
  });

  it('migrates the old redux-persist format (each slice a JSON string)', () => {
    const legacy = JSON.stringify({
      auth: JSON.stringify({ user: state.auth.user, loading: false, error: null }),
      cart: JSON.stringify({
        items: [{ ...line, price: 48000, priceModifier: 6000, key: 'old' }],
        total: 96000,
      }),
      wishlist: JSON.stringify({ items: state.wishlist }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    const { storage, persistence } = withRaw(legacy);
    const result = persistence.load();
    expect(result.issue).toBe('migrated');
    expect(result.state.auth.user).toEqual(state.auth.user);
    expect(result.state.cart).toEqual([line]);
    expect(result.state.wishlist).toEqual(state.wishlist);
    expect(storage.getItem(ROOT_CORRUPT_KEY)).toBe(legacy);
  });

  it('does not guess at a newer schema version: starts empty, keeps it aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify({
      version: ROOT_SCHEMA_VERSION + 1,
      auth: { user: null, profile: null },
      cart: [line],
      wishlist: [],
    });
    const { storage, persistence } = withRaw(raw);
    const result = persistence.load();
    expect(result.issue).toBe('unknown-version');
    expect(result.state.cart).toEqual([]);
    expect(storage.getItem(ROOT_CORRUPT_KEY)).toBe(raw);
  });

  it('keeps working in memory when the quota is full, warning once and raising the flag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new InMemoryKeyValueStorage({ quotaBytes: 64 });
    const persistence = new RootPersistence(storage);
    const cart = new CartStore();
    expect(() => persistence.save({ ...EMPTY_ROOT_STATE, cart: [line] })).not.toThrow();
    expect(() => persistence.save({ ...EMPTY_ROOT_STATE, cart: [{ ...line, quantity: 3 }] })).not.toThrow();
    expect(persistence.storageFull).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ROOT_KEY)).toBeNull();
    cart.replace([line]);
    expect(cart.totalItems).toBe(2);
  });

  it('clears the flag once a write succeeds again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new InMemoryKeyValueStorage({ quotaBytes: 600 });
    const persistence = new RootPersistence(storage);
    persistence.save({
      ...EMPTY_ROOT_STATE,
      cart: Array.from({ length: 5 }, (_, i) => ({ ...line, id: `p${i}` })),
    });
    expect(persistence.storageFull).toBe(true);
    persistence.save(EMPTY_ROOT_STATE);
    expect(persistence.storageFull).toBe(false);
    expect(storage.getItem(ROOT_KEY)).not.toBeNull();
  });

  it('hands the cart store lines from which the domain rebuilds keys and totals', () => {
    const storage = new InMemoryKeyValueStorage();
    new RootPersistence(storage).save(state);
    const cart = new CartStore(new RootPersistence(storage).load().state.cart);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.price).toBe(48000);
    expect(cart.total).toBe(96000);
    expect(cart.items[0]?.key).toContain('sofa-1');
  });
});

describe('the cart a reload brings back', () => {
  it("keeps each line's GST rate and stock, so the GST the cart states stays each product's", () => {
    const storage = new InMemoryKeyValueStorage();
    const before = new CartStore();
    before.add({
      id: 'sofa-1',
      name: 'Udaipur Sofa',
      image: '',
      images: [],
      category: 'sofas',
      basePrice: 30000,
      variant: null,
      stock: 4,
      gstRate: 12,
    });
    new RootPersistence(storage).save({ ...EMPTY_ROOT_STATE, cart: before.lines });
    const after = new CartStore(new RootPersistence(storage).load().state.cart);
    expect(after.items[0]).toMatchObject({ gstRate: 12, stock: 4 });
  });
});
