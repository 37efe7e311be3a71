import { makeAutoObservable, runInAction } from 'mobx';
import { catalogueHeader, catalogueRows } from '../../../domain/catalogue/CatalogueCsv';
import { indiaDay, indiaDayStart, nextDay } from '../../../domain/shared/CsvCells';
import { csvMessageFor } from '../../../domain/text/csvMessages';
import { customerCsvRecords } from '../../../domain/accounts/CustomerCsv';
import type { CustomerSummary } from '../../../domain/accounts/CustomerSummary';
import type { Order } from '../../../domain/orders/Order';
import { orderCsvRecords } from '../../../domain/orders/OrderCsv';
import type { Page } from '../../../domain/shared/Page';
import type { Product } from '../../../domain/catalogue/Product';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { RootStore } from '../../app/stores/RootStore';

/** Exports read in pages of this size: bounded reads per request, whatever the shop's size. */
export const EXPORT_PAGE_SIZE = 100;

/** Saves a finished file; the page passes the browser download, tests a recorder. */
export type SaveCsv = (fileName: string, text: string) => void;

const saveInBrowser: SaveCsv = (fileName, text) =>
  void import('./downloadCsv').then(({ downloadCsv }) => downloadCsv(fileName, text));

/**
 * The admin's CSV exports: the catalogue (every product with its variants, in the import's format), the orders of a
 * range of India days, and the customers. Each reads page by page; papaparse loads with the first export.
 */
export class CsvExportStore {
  working = false;
  /** Rows read so far by the export under way. */
  progress = 0;
  error: string | null = null;
  readonly #products: ProductRepository;
  readonly #orders: OrderRepository;
  readonly #clock: Clock;
  readonly #save: SaveCsv;

  constructor(
    products: ProductRepository,
    orders: OrderRepository,
    clock: Clock,
    save: SaveCsv = saveInBrowser,
  ) {
    this.#products = products;
    this.#orders = orders;
    this.#clock = clock;
    this.#save = save;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Today in India (YYYY-MM-DD), for file names and the range's defaults. */
  get today(): string {
    return indiaDay(this.#clock.now());
  }

  async #run(fileName: string, records: () => Promise<string[][]>): Promise<boolean> {
    this.working = true;
    this.progress = 0;
    this.error = null;
    try {
      const [{ toCsv }, rows] = await Promise.all([import('./csvText'), records()]);
      this.#save(fileName, toCsv(rows));
      return true;
    } catch (error) {
      console.error(error);
      runInAction(() => (this.error = csvMessageFor('CSV.EXPORT_FAILED')));
      return false;
    } finally {
      runInAction(() => (this.working = false));
    }
  }

  /** Reads pages until `more` says stop or the pages end. */
  async #pages<T>(
    read: (cursor: string | null) => Promise<Page<T>>,
    more: (page: T[]) => boolean = () => true,
  ) {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<T> = await read(cursor);
      items.push(...page.items);
      runInAction(() => (this.progress = items.length));
      cursor = more(page.items) ? page.nextCursor : null;
    } while (cursor !== null);
    return items;
  }

  catalogue(): Promise<boolean> {
    return this.#run(`catalogue-${this.today}.csv`, async () => {
      const products = await this.#pages<Product>((cursor) =>
        this.#products.adminList({ pageSize: EXPORT_PAGE_SIZE, cursor }),
      );
      return [catalogueHeader(), ...catalogueRows(products)];
    });
  }

  /** The orders placed from the start of India day `from` to the end of India day `to` (YYYY-MM-DD). */
  async orders(from: string, to: string): Promise<boolean> {
    const start = indiaDayStart(from);
    const end = indiaDayStart(to) === null ? null : indiaDayStart(nextDay(to));
    if (!start || !end || start >= end) {
      this.error = csvMessageFor('CSV.BAD_RANGE');
      return false;
    }
    return this.#run(`orders-${from}-to-${to}.csv`, async () => {
      // Newest first: the pages stop at the first order older than the range.
      const orders = await this.#pages<Order>(
        (cursor) => this.#orders.adminList({ pageSize: EXPORT_PAGE_SIZE, cursor }),
        (page) => (page.at(-1)?.createdAt ?? '') >= start,
      );
      return orderCsvRecords(orders.filter((order) => order.createdAt >= start && order.createdAt < end));
    });
  }

  customers(customers: readonly CustomerSummary[]): Promise<boolean> {
    return this.#run(`customers-${this.today}.csv`, async () => customerCsvRecords(customers));
  }
}

/** A fresh store for each admin screen that exports (used through useScreenStore). */
export const createCsvExportStore = (root: RootStore): CsvExportStore =>
  new CsvExportStore(root.ports.products, root.ports.orders, root.ports.clock);
