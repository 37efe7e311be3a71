import { deleteField, doc, updateDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { FirestoreCatalogueSummaryRepository } from '../../../src/adapters/firestore/FirestoreCatalogueSummaryRepository';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import { describeProductRepositoryContract } from '../productRepository.contract';
import { testProduct } from '../support/testProduct';
import { ADMIN, EmulatorClients, systemClock, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-products');
afterAll(() => clients.dispose());

/**
 * Through the rules, as the app uses the port: storefront queries as an anonymous visitor (so the rules must let
 * them through), the rest (reading inactive products, admin listings, writes) as a verified admin. Seeding
 * bypasses the rules, as a seed does.
 */
const routedRepository = (): ProductRepository => {
  const admin = new FirestoreProductRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN)));
  const visitor = new FirestoreProductRepository(
    clients.as('anonymous'),
    systemClock,
    actorOf(clients.as('anonymous')),
  );
  return {
    getById: (id) => admin.getById(id),
    getBySlug: (slug) => admin.getBySlug(slug),
    getMany: (ids) => visitor.getMany(ids),
    listPage: (query) => visitor.listPage(query),
    count: (query) => visitor.count(query),
    search: (text, limit) => visitor.search(text, limit),
    listRelated: (product, limit) => visitor.listRelated(product, limit),
    adminList: (query) => admin.adminList(query),
    listLowStock: (threshold, limit) => admin.listLowStock(threshold, limit),
    create: (input) => admin.create(input),
    update: (id, patch) => admin.update(id, patch),
    delete: (id) => admin.delete(id),
    writeMany: (writes) => admin.writeMany(writes),
    subscribeLowStock: (threshold, limit, listener, onError) =>
      admin.subscribeLowStock(threshold, limit, listener, onError),
  };
};

describeProductRepositoryContract(
  'firestore emulator, through the rules',
  async () => ({
    products: routedRepository(),
    summary: new FirestoreCatalogueSummaryRepository(clients.as('anonymous')),
    reset: () => clients.clear(),
    seed: (products) => seedCatalogue(clients.as('owner'), products, new Date().toISOString()),
  }),
  { numRuns: 12, timeout: 120_000 },
);

// The product and category pages show "not found" for a hidden product as for a missing one: to a visitor the rules
// refuse both reads, and the adapter answers null for both rather than an error.
describe('FirestoreProductRepository: a hidden product is a missing one to a visitor', () => {
  it('answers null for a hidden or missing id and slug, and the product for an active one', async () => {
    await clients.clear();
    const shown = testProduct('shown000000000000009', { slug: 'shown-chair' });
    const hidden = testProduct('hidden00000000000009', { slug: 'hidden-chair', isActive: false });
    await seedCatalogue(clients.as('owner'), [shown, hidden], new Date().toISOString());
    const visitor = new FirestoreProductRepository(
      clients.as('anonymous'),
      systemClock,
      actorOf(clients.as('anonymous')),
    );
    expect(await visitor.getById(hidden.id)).toBeNull();
    expect(await visitor.getById('missing0000000000009')).toBeNull();
    expect(await visitor.getBySlug('hidden-chair')).toBeNull();
    expect(await visitor.getBySlug('no-such-chair')).toBeNull();
    expect(await visitor.getById(shown.id)).toEqual(shown);
    expect(await visitor.getBySlug('shown-chair')).toEqual(shown);
  });
});

// A document written before products had declarations, or by another tool, opens without them: the page then
// leaves out what it does not know. The admin may still save it (a bulk edit) through the rules.
describe('FirestoreProductRepository: a stored product without its declarations', () => {
  it('reads missing or malformed declarations as not declared, and lets an admin save the product', async () => {
    await clients.clear();
    const older = testProduct('older000000000000009', { slug: 'older-chair' });
    await seedCatalogue(clients.as('owner'), [older], new Date().toISOString());
    const raw = doc(clients.as('owner'), 'products', older.id);
    await updateDoc(raw, { countryOfOrigin: deleteField(), manufacturerName: 42, netQuantity: null });
    const admin = new FirestoreProductRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN)));
    const read = await admin.getById(older.id);
    expect(read).toMatchObject({
      countryOfOrigin: '',
      manufacturerName: '',
      manufacturerAddress: older.manufacturerAddress,
      netQuantity: '',
    });
    const saved = await admin.update(older.id, { price: 3999 });
    expect(saved).toMatchObject({ price: 3999, countryOfOrigin: '', netQuantity: '' });
    expect(await admin.getById(older.id)).toEqual(saved);
  });
});
