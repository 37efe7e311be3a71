import { ManualConnectivity } from '../../src/adapters/memory/ManualConnectivity';
import { DEMO_ACCOUNTS } from '../../src/adapters/memory/seed/demoAccounts';
import { catalogueHeader, catalogueRows } from '../../src/domain/catalogue/CatalogueCsv';
import { DEFAULT_NAVIGATION } from '../../src/domain/catalogue/DefaultNavigation';
import { navigationTreeOf } from '../../src/domain/catalogue/NavigationTree';
import { toCsv } from '../../src/ui/admin/common/csvText';
import { CatalogueImportStore } from '../../src/ui/admin/products/CatalogueImportStore';
import { NetworkStatusStore } from '../../src/ui/shared/stores/NetworkStatusStore';
import { benchProducts, benchShopSnapshot } from './benchCatalogue';
import { openMemoryShop } from './memoryShop';

export const IMPORT_SIZE = 1_000;
/**
 * One write per product, plus the catalogue summary and the activity entry once per step of MAX_PRODUCT_WRITES, with
 * room to spare.
 */
export const IMPORT_WRITE_BUDGET = 1_100;

export interface ImportCost {
  products: number;
  /** Reads of planning: one lookup per product row. */
  planReads: number;
  /** Reads of the writing steps (the memory adapter recounts its catalogue summary from every product each step). */
  writeReads: number;
  writes: number;
  /** Planning (reading the file, one lookup per product) and writing, end to end. */
  ms: number;
  /** Writes of importing the same file a second time. */
  secondWrites: number;
}

/** Imports IMPORT_SIZE new products (with their variants) into a shop of IMPORT_SIZE, twice, through the memory backend. */
export const measureImportCost = async (): Promise<ImportCost> => {
  const shop = await openMemoryShop(benchShopSnapshot(IMPORT_SIZE));
  // As the owner imports: each step's activity entry is one of the writes counted.
  const owner = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
  await shop.ports.auth.signIn(owner.email, owner.password);
  const newProducts = benchProducts(IMPORT_SIZE * 2)
    .slice(IMPORT_SIZE)
    .map((product) => ({
      ...product,
      id: '',
      variants: product.variants.map((variant) => ({ ...variant, id: '' })),
    }));
  const text = toCsv([catalogueHeader(), ...catalogueRows(newProducts)]);
  const tree = navigationTreeOf(DEFAULT_NAVIGATION.entries);
  let planReads = 0;
  const importOnce = async () => {
    const store = new CatalogueImportStore(
      shop.ports.products,
      async () => tree,
      { error: (message) => console.error(message) },
      new NetworkStatusStore(new ManualConnectivity()),
    );
    await store.planText('bench.csv', text);
    planReads = shop.db.meter.reads;
    if (store.plan?.refused.length)
      throw new Error(`bench import refused ${JSON.stringify(store.plan.refused[0])}`);
    await store.confirm();
    return store;
  };
  shop.db.meter.reset();
  const started = performance.now();
  const first = await importOnce();
  const ms = performance.now() - started;
  const { reads, writes } = shop.db.meter;
  const firstPlanReads = planReads;
  if (first.plan?.creates.length !== IMPORT_SIZE)
    throw new Error('bench import did not create every product');
  shop.db.meter.reset();
  await importOnce();
  return {
    products: IMPORT_SIZE,
    planReads: firstPlanReads,
    writeReads: reads - firstPlanReads,
    writes,
    ms,
    secondWrites: shop.db.meter.writes,
  };
};

const count = (value: number): string => value.toLocaleString('en-US');
const table = (header: string[], row: string[]): string => {
  const widths = header.map((title, i) => Math.max(title.length, (row[i] ?? '').length));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), line(row)].join('\n');
};

export const importCostReport = (cost: ImportCost): { text: string; failures: string[] } => {
  const ok = cost.writes <= IMPORT_WRITE_BUDGET && cost.secondWrites === 0;
  return {
    text: [
      'CSV import: new products from one file into the memory backend (writes as Firestore bills them; the same file',
      'imported a second time writes nothing).',
      '',
      table(
        ['products', 'plan reads', 'write reads', 'writes', 'budget', '2nd import writes', 'ms', 'result'],
        [
          count(cost.products),
          count(cost.planReads),
          count(cost.writeReads),
          count(cost.writes),
          `≤${count(IMPORT_WRITE_BUDGET)}`,
          count(cost.secondWrites),
          cost.ms.toFixed(0),
          ok ? 'PASS' : 'FAIL',
        ],
      ),
      '(write reads: the memory adapter recounts its catalogue summary from every product at each step of 100;',
      "Firestore's step reads only its own products and the summary document.)",
    ].join('\n'),
    failures: ok ? [] : [`importing ${cost.products} products`],
  };
};
