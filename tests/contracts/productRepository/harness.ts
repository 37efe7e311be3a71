import { expect, vi } from 'vitest';
import type { CatalogueSummary } from '../../../src/domain/storefront/CatalogueSummary';
import { summarizeCatalogue } from '../../../src/domain/storefront/CatalogueSummaryBuilder';
import type { RepositoryError } from '../../../src/domain/shared/errors';
import type { Product } from '../../../src/domain/catalogue/Product';
import { DEFAULT_NAVIGATION } from '../../../src/domain/catalogue/DefaultNavigation';
import type { CatalogueSummaryRepository } from '../../../src/ports/CatalogueSummaryRepository';
import type { ProductRepository } from '../../../src/ports/ProductRepository';

/**
 * What an adapter pair provides to the product contract. The memory runner builds it on a MemoryDatabase; a
 * Firestore runner builds it on the emulator (seed with rules disabled, reset by deleting the documents).
 */
export interface ProductRepositoryHarness {
  products: ProductRepository;
  summary: CatalogueSummaryRepository;
  /** Removes every product and the catalogue summary. */
  reset(): Promise<void>;
  /** Stores these products exactly as given (ids, timestamps) plus their catalogue summary, as a seed does. */
  seed(products: Product[]): Promise<void>;
  dispose?(): Promise<void>;
}

export interface ProductContractOptions {
  /** Runs per fast-check property; lower it for slow backends. */
  numRuns?: number;
  /** Per-test timeout in ms. */
  timeout?: number;
}

export type HarnessRef = () => ProductRepositoryHarness;

/** Summaries compared without their timestamp, which each backend stamps its own way. */
export const comparable = (summary: CatalogueSummary): CatalogueSummary => ({ ...summary, updatedAt: '' });

/** Every stored product, through the admin listing (the contract's own way of reading "everything"). */
export const allProducts = async (repository: ProductRepository): Promise<Product[]> => {
  const products: Product[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Product[]; nextCursor: string | null } = await repository.adminList({
      pageSize: 50,
      cursor,
    });
    products.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return products;
};

export const expectSummaryOf = async (harness: ProductRepositoryHarness): Promise<void> => {
  const products = await allProducts(harness.products);
  expect(comparable(await harness.summary.get())).toEqual(
    comparable(summarizeCatalogue(products, DEFAULT_NAVIGATION, '')),
  );
};

export const expectRepositoryError = async (
  promise: Promise<unknown>,
  code: RepositoryError['code'],
): Promise<void> => {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).toBe('RepositoryError');
  expect((error as RepositoryError).code).toBe(code);
};

/** Collects what a subscription delivers (synchronously or later) and waits for a value that passes `accept`. */
export const recorder = <T>() => {
  const values: T[] = [];
  const failures: unknown[] = [];
  return {
    values,
    listener: (value: T) => {
      values.push(value);
    },
    failures,
    onError: (error: unknown) => {
      failures.push(error);
    },
    waitFor: (accept: (value: T) => boolean): Promise<T> =>
      vi.waitFor(
        () => {
          const last = values[values.length - 1];
          if (last === undefined || !accept(last))
            throw new Error(`still waiting; got ${values.length} values`);
          return last;
        },
        { timeout: 5000, interval: 5 },
      ),
  };
};
