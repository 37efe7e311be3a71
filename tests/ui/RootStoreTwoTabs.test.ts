import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { ROOT_KEY } from '../../src/ui/app/stores/RootPersistence';
import { makeTestApp } from './helpers/testApp';

let rootWrites = 0;

/** A tab of one browser whose writes to 'root' are counted; tabs made with `shareWith` hear each other's writes. */
class CountingTab extends InMemoryKeyValueStorage {
  override setItem(key: string, value: string): void {
    super.setItem(key, value);
    if (key === ROOT_KEY) rootWrites++;
  }
}

const line = {
  id: 'p1',
  name: 'Jodhpur Sheesham Wooden Sofa',
  image: '',
  images: [],
  category: 'sofas',
  basePrice: 45999,
  variant: null,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('RootStore in two tabs of one browser', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.restoreAllMocks();
  });

  it('signed in as different demo users, the tabs share a cart line and then stop writing', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const adminTab = new CountingTab();
    const admin = await makeTestApp(adminTab);
    stops.push(admin.stores.start());
    await admin.stores.session.signIn('admin@demo.shop', 'admin123');
    const shopper = await makeTestApp(new CountingTab({ shareWith: adminTab }));
    stops.push(shopper.stores.start());
    await shopper.stores.session.signIn('shopper@demo.shop', 'shopper123');
    await settle();

    shopper.stores.cart.add(line);
    await settle();
    expect(admin.stores.cart.totalItems).toBe(1);
    expect(shopper.stores.cart.totalItems).toBe(1);

    const writes = rootWrites;
    await settle();
    expect(rootWrites).toBe(writes);
    expect(admin.stores.session.user?.email).toBe('admin@demo.shop');
    expect(shopper.stores.session.user?.email).toBe('shopper@demo.shop');
  });
});
