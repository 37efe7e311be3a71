import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressBook } from '../../../src/domain/checkout/AddressBook';
import type { AddressBookRepository } from '../../../src/ports/AddressBookRepository';
import { AddressBookStore } from '../../../src/ui/shop/account/AddressBookStore';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';
import { VALID_ADDRESS } from './checkoutHelpers';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => vi.restoreAllMocks());

const HOME = { ...VALID_ADDRESS, phone: '9876543210', line2: '', id: 'home' };
const BOOK: AddressBook = {
  phone: '9876543210',
  addresses: [HOME],
  defaultAddressId: 'home',
  whatsappUpdates: false,
};

const storeWith = (repository: Partial<AddressBookRepository>) =>
  new AddressBookStore(
    {
      get: () => Promise.resolve(BOOK),
      save: () => Promise.resolve(),
      ...repository,
    } as AddressBookRepository,
    { newId: () => 'work' },
    { offlineProblem: () => null, refusesOffline: () => false },
  );

describe("the address book's load and its saves tell their outcome apart", () => {
  it('loads the book: loading, then loaded', async () => {
    const store = storeWith({});
    expect(store.state.status).toBe('idle');
    const loading = store.load('asha');
    expect(store.state.status).toBe('loading');
    await loading;
    expect(store.state.status).toBe('loaded');
    expect(store.book).toEqual(BOOK);
    expect(store.saveError).toBeNull();
  });

  it('a book that cannot be read fails its load with the text the profile shows, and is read again on the next load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(BOOK);
    const store = storeWith({ get });
    await store.load('asha');
    expect(failureOf(store.state)).toBe('We could not load your saved addresses.');
    expect(store.saveError).toBeNull();
    await store.load('asha');
    expect(store.state.status).toBe('loaded');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a save that fails says so but leaves the loaded book shown and its load loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeWith({ save: () => Promise.reject(new Error('offline')) });
    await store.load('asha');
    expect(await store.keepAddress({ ...HOME, city: 'Pune', pincode: '411001' })).toBe(false);
    expect(store.saveError).toBe(
      'We could not save your addresses. Please check your connection and try again.',
    );
    expect(store.state.status).toBe('loaded');
    expect(store.book).toEqual(BOOK);
  });

  it('a change the book refuses is a save error, not a failed load', async () => {
    const store = storeWith({});
    await store.load('asha');
    expect(await store.setPhone('12')).toBe(false);
    expect(store.saveError).not.toBeNull();
    expect(store.state.status).toBe('loaded');
  });
});
