import { describe, expect, it, vi } from 'vitest';
import type { Category, CategoryInput } from '../../src/domain/catalogue/Category';
import { RepositoryError } from '../../src/domain/shared/errors';
import { DEFAULT_FILTERS } from '../../src/domain/storefront/ProductQuery';
import type { CatalogueSummaryRepository } from '../../src/ports/CatalogueSummaryRepository';
import type { CategoryRepository } from '../../src/ports/CategoryRepository';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import type { Product } from '../../src/domain/catalogue/Product';
import { productInputOf, testProduct } from './support/testProduct';
import { type Harness, useHarness } from './support/harness';
import { pause, recorder } from './support/timing';

/** The categories under test, and the products and summary of the same backend: the navigation follows them. */
export interface CategoryRepositoryHarness extends Harness<CategoryRepository> {
  products: ProductRepository;
  summary: CatalogueSummaryRepository;
}

const input = (name: string, parentSlug: string | null = null): CategoryInput => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: `${name} in solid sheesham`,
  image: `/images/categories/${name.toLowerCase()}.svg`,
  parentSlug,
  order: 1,
  showInBar: true,
});

const names = (categories: Category[]): string[] => categories.map((category) => category.name);

/** The CategoryRepository contract (src/ports/CategoryRepository.ts). */
export const describeCategoryRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<CategoryRepositoryHarness>,
): void => {
  describe(`CategoryRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.list()).toEqual([]);
    });
    const repo = (): CategoryRepository => harness().repository;

    it('creates with a new id and equal createdAt and updatedAt, and gets it back', async () => {
      const created = await repo().create(input('Beds'));
      expect(created).toMatchObject(input('Beds'));
      expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(created.updatedAt).toBe(created.createdAt);
      expect(await repo().get(created.id)).toEqual(created);
      const other = await repo().create(input('Beds'));
      expect(other.id).not.toBe(created.id);
    });

    it('returns null for an unknown id', async () => {
      expect(await repo().get('nosuchcategory')).toBeNull();
    });

    it('lists by name', async () => {
      for (const category of ['Wardrobe', 'Beds', 'Mandir', 'Dining']) await repo().create(input(category));
      expect(names(await repo().list())).toEqual(['Beds', 'Dining', 'Mandir', 'Wardrobe']);
    });

    it('merges an update and moves updatedAt on, keeping id and createdAt', async () => {
      const created = await repo().create(input('Fabric Sofa', 'sofas'));
      await pause(5);
      const updated = await repo().update(created.id, { description: 'Soft and sturdy', parentSlug: null });
      expect(updated).toEqual({
        ...created,
        description: 'Soft and sturdy',
        parentSlug: null,
        updatedAt: updated.updatedAt,
      });
      expect(updated.updatedAt > created.updatedAt).toBe(true);
      expect(await repo().get(created.id)).toEqual(updated);
    });

    it('throws RepositoryError REPO.NOT_FOUND when updating an unknown id', async () => {
      const attempt = repo().update('nosuchcategory', { name: 'X' });
      await expect(attempt).rejects.toBeInstanceOf(RepositoryError);
      await expect(repo().update('nosuchcategory', { name: 'X' })).rejects.toMatchObject({
        code: 'REPO.NOT_FOUND',
      });
      expect(await repo().list()).toEqual([]);
    });

    it('deletes and ignores unknown ids', async () => {
      const keep = await repo().create(input('Chair'));
      const drop = await repo().create(input('Tables'));
      await repo().delete(drop.id);
      await repo().delete('nosuchcategory');
      expect(await repo().list()).toEqual([keep]);
    });

    it('calls the subscriber now and after every change with the sorted list, until stopped', async () => {
      const seen = recorder<Category[]>();
      const stop = repo().subscribe(seen.listener, seen.onError);
      await vi.waitFor(() => expect(seen.values).toEqual([[]]));
      const tv = await repo().create(input('TV Units'));
      await vi.waitFor(() => expect(names(seen.last() ?? [])).toEqual(['TV Units']));
      await repo().create(input('Beds'));
      await vi.waitFor(() => expect(names(seen.last() ?? [])).toEqual(['Beds', 'TV Units']));
      await repo().update(tv.id, { name: 'Almirah' });
      await vi.waitFor(() => expect(names(seen.last() ?? [])).toEqual(['Almirah', 'Beds']));
      await repo().delete(tv.id);
      await vi.waitFor(() => expect(names(seen.last() ?? [])).toEqual(['Beds']));
      stop();
      const count = seen.values.length;
      await repo().create(input('Mandir'));
      await pause(50);
      expect(seen.values).toHaveLength(count);
      expect(seen.failures).toEqual([]);
    });

    describe("the shop's navigation follows the categories", () => {
      const product = (patch: Partial<Product>) =>
        harness().products.create(
          productInputOf(
            testProduct('product', { category: '', categories: [], categoryNames: [], tags: [], ...patch }),
          ),
        );
      const entryOf = async (slug: string) =>
        (await harness().summary.get()).navigation.entries.find((entry) => entry.slug === slug);
      const countOf = async (slug: string) => (await harness().summary.get()).countsBySlug[slug];

      it('a new category enters the navigation with the products that already count for it', async () => {
        await product({ categories: ['coffee-tables'] });
        await product({ tags: ['coffee tables'] });
        await product({ tags: ['coffee tables'], isActive: false });
        await repo().create({ ...input('Coffee Tables'), order: 3, showInBar: false });
        expect(await entryOf('coffee-tables')).toEqual({
          name: 'Coffee Tables',
          slug: 'coffee-tables',
          parentSlug: null,
          order: 3,
          showInBar: false,
        });
        expect(await countOf('coffee-tables')).toBe(2);
        await product({ categories: ['coffee-tables'] });
        expect(await countOf('coffee-tables')).toBe(3);
      });

      it('a renamed category counts and lists the products tagged with its new name', async () => {
        const category = await repo().create(input('Sofa'));
        const tagged = await product({ tags: ['settee'] });
        expect(await countOf('sofa')).toBe(0);
        await repo().update(category.id, { name: 'Settee', parentSlug: 'living' });
        expect(await entryOf('sofa')).toMatchObject({ name: 'Settee', parentSlug: 'living' });
        expect(await countOf('sofa')).toBe(1);
        const listing = await harness().products.listPage({
          filters: { ...DEFAULT_FILTERS, category: 'sofa', categoryName: 'Settee' },
          pageSize: 10,
        });
        expect(listing.items.map((item) => item.id)).toEqual([tagged.id]);
      });

      it('a deleted category leaves the navigation and its count', async () => {
        await product({ categories: ['chairs'] });
        const chairs = await repo().create(input('Chairs'));
        expect(await countOf('chairs')).toBe(1);
        await repo().delete(chairs.id);
        expect(await entryOf('chairs')).toBeUndefined();
        expect(await countOf('chairs')).toBeUndefined();
      });

      it('a fresh shop leaves empty categories out of the bar; the owner can show them, and leave them out again', async () => {
        expect((await harness().summary.get()).navigation.hideEmptyInBar).toBe(true);
        await repo().setHideEmptyInBar(false);
        expect((await harness().summary.get()).navigation.hideEmptyInBar).toBe(false);
        await repo().create(input('Mandir'));
        expect((await harness().summary.get()).navigation.hideEmptyInBar).toBe(false);
        await repo().setHideEmptyInBar(true);
        expect((await harness().summary.get()).navigation.hideEmptyInBar).toBe(true);
      });
    });
  });
};
