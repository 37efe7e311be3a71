import { makeAutoObservable, runInAction, toJS, when } from 'mobx';
import { readCatalogueFile } from '../../../domain/catalogue/CatalogueCsv';
import {
  groupCatalogueRows,
  planCatalogueImport,
  plannedWrites,
  slugsToCheck,
  type ImportPlan,
} from '../../../domain/catalogue/CatalogueImport';
import { csvMessageFor } from '../../../domain/text/csvMessages';
import type { NavigationTree } from '../../../domain/catalogue/NavigationTree';
import type { Product } from '../../../domain/catalogue/Product';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { writeInSteps } from './writeInSteps';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { toasterNotifier } from '../common/toasterNotifier';
import { readFileText } from './readFileText';

export type ImportPhase = 'choose' | 'reading' | 'preview' | 'writing' | 'finished';
export type ImportOutcome = { kind: 'done' | 'cancelled' | 'failed'; message: string };

/** Larger files are refused before reading: 10 MB holds tens of thousands of products. */
export const MAX_IMPORT_BYTES = 10_000_000;
/** Lookups of the file's products run this many at a time. */
const LOOKUPS_AT_ONCE = 20;

const inGroups = async <T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
};

/**
 * The catalogue import: reads a CSV file, compares it with the catalogue (one read per product row) and shows the
 * plan; nothing is written until `confirm`, which writes in steps of MAX_PRODUCT_WRITES (each one atomic) and can be
 * cancelled between steps.
 */
export class CatalogueImportStore {
  phase: ImportPhase = 'choose';
  fileName = '';
  fileError: string | null = null;
  plan: ImportPlan | null = null;
  written = 0;
  total = 0;
  cancelRequested = false;
  outcome: ImportOutcome | null = null;
  readonly #products: ProductRepository;
  readonly #tree: () => Promise<NavigationTree>;
  readonly #notifier: Pick<AdminNotifier, 'error'>;
  readonly #network: NetworkGuard;

  constructor(
    products: ProductRepository,
    tree: () => Promise<NavigationTree>,
    notifier: Pick<AdminNotifier, 'error'>,
    network: NetworkGuard,
  ) {
    this.#products = products;
    this.#tree = tree;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** How many products the confirmed import writes. */
  get writeCount(): number {
    return this.plan ? this.plan.creates.length + this.plan.updates.length : 0;
  }

  async chooseFile(file: File): Promise<void> {
    this.#start(file.name);
    if (!/\.csv$/i.test(file.name) && !file.type.includes('csv'))
      return this.#fail(csvMessageFor('CSV.NOT_CSV'));
    if (file.size > MAX_IMPORT_BYTES) return this.#fail(csvMessageFor('CSV.TOO_LARGE', { max: '10 MB' }));
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      console.error(error);
      return runInAction(() => this.#fail(csvMessageFor('CSV.UNREADABLE')));
    }
    await this.#plan(text);
  }

  /** Plans the import of CSV text (what chooseFile does once the file is read). */
  async planText(fileName: string, text: string): Promise<void> {
    this.#start(fileName);
    await this.#plan(text);
  }

  #start(fileName: string): void {
    this.phase = 'reading';
    this.fileName = fileName;
    this.fileError = null;
    this.plan = null;
    this.outcome = null;
  }

  #fail(message: string): void {
    this.fileError = message;
    this.phase = 'choose';
  }

  async #plan(text: string): Promise<void> {
    const { parseCsv } = await import('../common/csvText');
    const records = parseCsv(text);
    if (!records) return runInAction(() => this.#fail(csvMessageFor('CSV.UNREADABLE')));
    const read = readCatalogueFile(records);
    if (!read.ok) {
      const { error } = read;
      const message =
        error.code === 'CSV.DUPLICATE_COLUMN'
          ? csvMessageFor(error.code, { column: error.column })
          : csvMessageFor(error.code);
      return runInAction(() => this.#fail(message));
    }
    try {
      const grouped = groupCatalogueRows(read.file);
      const matched = await inGroups(grouped.entries, LOOKUPS_AT_ONCE, (entry) =>
        entry.key.by === 'id'
          ? this.#products.getById(entry.key.id)
          : entry.key.slug
            ? this.#products.getBySlug(entry.key.slug)
            : Promise.resolve(null),
      );
      const slugs = [...new Set(slugsToCheck(grouped.entries, matched))];
      const owners = await inGroups(slugs, LOOKUPS_AT_ONCE, (slug) => this.#products.getBySlug(slug));
      const slugOwners = new Map<string, Product | null>(
        slugs.map((slug, index) => [slug, owners[index] ?? null]),
      );
      const plan = planCatalogueImport(read.file, grouped, matched, slugOwners, await this.#tree());
      runInAction(() => {
        this.plan = plan;
        this.phase = 'preview';
      });
    } catch (error) {
      console.error(error);
      runInAction(() => this.#fail(csvMessageFor('CSV.LOOKUP_FAILED')));
    }
  }

  /**
   * Writes the plan, a step of at most MAX_PRODUCT_WRITES at a time, until done, cancelled or a step fails. Offline,
   * the admin is told so (a toast) and the preview stays, ready to confirm again.
   */
  async confirm(): Promise<void> {
    if (!this.plan || this.phase !== 'preview') return;
    if (this.#network.refusesOffline(this.#notifier)) return;
    // The repository gets plain objects, not MobX's observable copies.
    const writes = plannedWrites(toJS(this.plan));
    this.phase = 'writing';
    this.written = 0;
    this.total = writes.length;
    this.cancelRequested = false;
    const created = this.plan.creates.length;
    const updated = this.plan.updates.length;
    const { cancelled, error } = await writeInSteps(
      this.#products,
      writes,
      (written) => runInAction(() => (this.written = written)),
      () => this.cancelRequested,
    );
    if (cancelled)
      return this.#finish(
        'cancelled',
        csvMessageFor('CSV.CANCELLED', { written: this.written, total: this.total }),
      );
    if (error) {
      console.error(error);
      return this.#finish(
        'failed',
        csvMessageFor('CSV.BATCH_FAILED', { written: this.written, total: this.total }),
      );
    }
    this.#finish('done', csvMessageFor('CSV.DONE', { created, updated }));
  }

  // A #private method is no action of makeAutoObservable's, and this one runs after an await.
  #finish(kind: ImportOutcome['kind'], message: string): void {
    runInAction(() => {
      this.outcome = { kind, message };
      this.phase = 'finished';
    });
  }

  /** Stops the import after the step being written; nothing else is undone. */
  cancel(): void {
    this.cancelRequested = true;
  }

  /** Back to choosing a file (another import). */
  reset(): void {
    if (this.phase === 'writing') return;
    this.phase = 'choose';
    this.fileName = '';
    this.fileError = null;
    this.plan = null;
    this.outcome = null;
  }
}

/** A fresh import for each opening of the dialog; plans against the shop's categories once they have arrived. */
export const createCatalogueImportStore = (root: RootStore): CatalogueImportStore =>
  new CatalogueImportStore(
    root.ports.products,
    async () => {
      await when(() => root.summary.state.status === 'loaded');
      return root.summary.tree;
    },
    toasterNotifier,
    networkStatusOf(root),
  );
