import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type ShopData } from '../../../src/adapters/firestore/seedShop';
import { formatRupees } from '../../../src/domain/text/Money';
import { productPath } from '../../../src/domain/catalogue/NavigationTree';
import { prerenderShop, type BuiltFile } from '../../../src/prerender/prerenderShop';
import { demoShopData } from '../../../scripts/seed/demoShopData';
import { authHost, EmulatorClients, firestoreHost } from './support/emulator';

const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const clients = new EmulatorClients('demo-contract-prerender');
let data: ShopData;
let files: Map<string, string>;

/** What a deploy's build has: the public web config of `projectId` and nothing else (no account, no key). */
const buildEnv = (projectId: string) => ({
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
  VITE_FIREBASE_PROJECT_ID: projectId,
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: firestoreHost(),
  VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authHost()}`,
});

beforeAll(async () => {
  data = demoShopData();
  await clients.clear();
  await seedShop(clients.as('owner'), data, new Date().toISOString());
  const built: BuiltFile[] = await prerenderShop({ env: buildEnv(clients.projectId), template });
  files = new Map(built.map(({ file, content }) => [file, content]));
}, 180_000);
afterAll(() => clients.dispose());

describe('the firebase-mode build draws the shop from Firestore as a guest reads it', () => {
  it('draws every active product at both addresses, with its name and price, and lists it in the sitemap', () => {
    const active = data.products.filter((product) => product.isActive);
    const origin = `https://${clients.projectId}.web.app`;
    const sitemap = files.get('sitemap.xml') ?? '';
    for (const product of active) {
      const page = files.get(`products/${product.id}.html`) ?? '';
      expect(page).toContain(`<title>${product.name} — Sheesham Home</title>`);
      expect(page).toContain(formatRupees(product.price));
      expect(page).toContain(`<link rel="canonical" href="${origin}${productPath(product)}" />`);
      expect(files.has(`${productPath(product).slice(1)}.html`)).toBe(true);
      expect(sitemap.split(`<loc>${origin}${productPath(product)}</loc>`)).toHaveLength(2);
    }
  });

  it('draws no hidden product: the rules show a guest none', () => {
    const hidden = data.products.filter((product) => !product.isActive);
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) {
      expect(files.has(`products/${product.id}.html`)).toBe(false);
      expect(files.get('sitemap.xml')).not.toContain(productPath(product));
    }
  });

  it("draws home and the categories from the owner's data", () => {
    expect(files.get('index.html')).toContain('Featured Products');
    for (const category of data.categories) {
      expect(files.get(`categories/${category.slug}.html`)).toContain(
        `<title>${category.name} — Sheesham Home</title>`,
      );
    }
  });
});

describe("a new shop's first deploy", () => {
  it('draws the pages of a shop with no catalogue yet, and lists no product', async () => {
    const empty = new EmulatorClients('demo-contract-prerender-empty');
    try {
      await empty.clear();
      const built = await prerenderShop({ env: buildEnv(empty.projectId), template });
      const names = built.map(({ file }) => file);
      expect(names).toEqual(
        expect.arrayContaining(['index.html', 'products.html', 'about.html', 'sitemap.xml']),
      );
      expect(names.filter((name) => name.startsWith('products/'))).toEqual([]);
    } finally {
      await empty.dispose();
    }
  }, 120_000);
});
