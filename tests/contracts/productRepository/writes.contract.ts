import { expect, it } from 'vitest';
import { MAX_PRODUCT_WRITES } from '../../../src/domain/catalogue/ProductChanges';
import { productInputOf, testProduct } from '../support/testProduct';
import { allProducts, expectRepositoryError, expectSummaryOf, recorder, type HarnessRef } from './harness';

export const writeContract = (harness: HarnessRef): void => {
  it('creates with a new 20-character id and equal timestamps, and keeps the summary in step', async () => {
    const { products } = harness();
    const input = productInputOf(
      testProduct('bed', { name: 'Teak Bed', categories: ['beds'], price: 45999 }),
    );
    const first = await products.create(input);
    const second = await products.create({ ...input, isActive: false });
    expect(first.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second.id).not.toBe(first.id);
    expect(first).toEqual({
      ...input,
      rating: 0,
      reviewCount: 0,
      id: first.id,
      createdAt: first.createdAt,
      updatedAt: first.createdAt,
    });
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect(await products.getById(first.id)).toEqual(first);
    await expectSummaryOf(harness());
    expect((await harness().summary.get()).countsBySlug['beds']).toBe(1);
  });

  it('updates by merging the patch, keeps id and createdAt, moves updatedAt, and keeps the summary in step', async () => {
    const { products } = harness();
    const created = await products.create(
      productInputOf(testProduct('chair', { categories: ['chairs'], price: 5000 })),
    );
    const updated = await products.update(created.id, { price: 7000, categories: ['chairs', 'dining'] });
    expect(updated).toEqual({
      ...created,
      price: 7000,
      categories: ['chairs', 'dining'],
      updatedAt: updated.updatedAt,
    });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
    expect(await products.getById(created.id)).toEqual(updated);
    await expectSummaryOf(harness());
    expect((await harness().summary.get()).priceMax).toBe(7000);
  });

  it('refuses to update an unknown id with REPO.NOT_FOUND', async () => {
    await expectRepositoryError(
      harness().products.update('unknown0000000000001', { price: 1 }),
      'REPO.NOT_FOUND',
    );
  });

  it('deletes, ignores unknown ids, and keeps the summary in step', async () => {
    const { products } = harness();
    const kept = await products.create(productInputOf(testProduct('kept', { categories: ['beds'] })));
    const gone = await products.create(productInputOf(testProduct('gone', { categories: ['beds'] })));
    await products.delete(gone.id);
    await products.delete('unknown0000000000001');
    expect(await products.getById(gone.id)).toBeNull();
    expect(await allProducts(products)).toEqual([kept]);
    await expectSummaryOf(harness());
    expect((await harness().summary.get()).countsBySlug['beds']).toBe(1);
  });

  it('writes many at once, creates and updates, or nothing when one id is unknown', async () => {
    const { products } = harness();
    const a = await products.create(productInputOf(testProduct('a', { name: 'A', categories: ['tables'] })));
    const b = await products.create(productInputOf(testProduct('b', { name: 'B', categories: ['tables'] })));
    const written = await products.writeMany([
      { kind: 'update', id: a.id, patch: { isActive: false } },
      {
        kind: 'create',
        input: productInputOf(testProduct('c', { name: 'C', price: 4321, categories: ['tables'] })),
      },
      { kind: 'update', id: b.id, patch: { isActive: false } },
      { kind: 'update', id: a.id, patch: { price: 999 } },
    ]);
    expect(written.map((p) => p.name)).toEqual(['A', 'C', 'B', 'A']);
    expect(written[3]).toMatchObject({ id: a.id, isActive: false, price: 999 });
    expect(await products.getById(written[1]!.id)).toEqual(written[1]);
    const byName = (await allProducts(products)).sort((x, y) => x.name.localeCompare(y.name));
    expect(byName.map((p) => [p.name, p.isActive])).toEqual([
      ['A', false],
      ['B', false],
      ['C', true],
    ]);
    await expectSummaryOf(harness());
    expect((await harness().summary.get()).countsBySlug['tables']).toBe(1);

    const before = await allProducts(products);
    const summaryBefore = await harness().summary.get();
    await expectRepositoryError(
      products.writeMany([
        { kind: 'update', id: a.id, patch: { isActive: true } },
        { kind: 'create', input: productInputOf(testProduct('d', { name: 'D' })) },
        { kind: 'update', id: 'unknown0000000000001', patch: { isActive: true } },
      ]),
      'REPO.NOT_FOUND',
    );
    expect(await allProducts(products)).toEqual(before);
    expect(await harness().summary.get()).toEqual(summaryBefore);
  });

  it('refuses more than MAX_PRODUCT_WRITES writes in one step, writing nothing', async () => {
    const { products } = harness();
    const input = productInputOf(testProduct('many', { name: 'Many' }));
    const writes = Array.from({ length: MAX_PRODUCT_WRITES + 1 }, () => ({ kind: 'create', input }) as const);
    await expectRepositoryError(products.writeMany(writes), 'REPO.INVALID');
    expect(await allProducts(products)).toEqual([]);
    expect(await products.writeMany([])).toEqual([]);
  });

  it('delivers the summary live as products change', async () => {
    const { products, summary } = harness();
    const seen = recorder<{ activeProductCount: number }>();
    const stop = summary.subscribe(seen.listener, seen.onError);
    await seen.waitFor((value) => value.activeProductCount === 0);
    await products.create(productInputOf(testProduct('sofa', { categories: ['sofas'] })));
    await seen.waitFor((value) => value.activeProductCount === 1);
    stop();
    expect(seen.failures).toEqual([]);
  });
};
