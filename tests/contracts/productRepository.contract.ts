import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { bulkEditContract } from './productRepository/bulkEdits.contract';
import { declarationContract } from './productRepository/declarations.contract';
import { lowStockContract } from './productRepository/lowStock.contract';
import { modelContract } from './productRepository/model.contract';
import { queryContract } from './productRepository/queries.contract';
import { writeContract } from './productRepository/writes.contract';
import type { ProductContractOptions, ProductRepositoryHarness } from './productRepository/harness';
import { clearFilters } from '../../src/domain/storefront/ProductFilter';

export type { ProductContractOptions, ProductRepositoryHarness } from './productRepository/harness';

/**
 * The contract of ProductRepository together with CatalogueSummaryRepository (product writes keep the summary in
 * step, so the two are tested as a pair). Every adapter pair runs it through a tiny runner.
 */
export const describeProductRepositoryContract = (
  name: string,
  makeHarness: () => Promise<ProductRepositoryHarness>,
  options: ProductContractOptions = {},
): void => {
  describe(
    `ProductRepository + CatalogueSummaryRepository contract: ${name}`,
    { timeout: options.timeout ?? 30_000 },
    () => {
      let current: ProductRepositoryHarness | undefined;
      const harness = (): ProductRepositoryHarness => {
        if (!current) throw new Error('harness not ready');
        return current;
      };

      beforeAll(async () => {
        current = await makeHarness();
      });
      afterAll(async () => {
        await current?.dispose?.();
      });
      beforeEach(async () => {
        await harness().reset();
        expect(await harness().products.count({ filters: clearFilters() })).toBe(0);
        expect((await harness().products.adminList({ pageSize: 1 })).items).toEqual([]);
      });

      describe('queries', () => queryContract(harness, options));
      describe('writes and subscriptions', () => writeContract(harness));
      describe('low-stock alerts', () => lowStockContract(harness));
      describe('model', () => modelContract(harness, options));
      describe('bulk edits', () => bulkEditContract(harness, options));
      describe('declarations', () => declarationContract(harness));
    },
  );
};
