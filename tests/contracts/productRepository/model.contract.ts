import fc from 'fast-check';
import { expect, it } from 'vitest';
import { summarizeCatalogue } from '../../../src/domain/storefront/CatalogueSummaryBuilder';
import type { Product, ProductInput } from '../../../src/domain/catalogue/Product';
import { compareProducts } from '../../../src/domain/storefront/ProductFilter';
import type { ProductWrite } from '../../../src/domain/catalogue/ProductWrite';
import { DEFAULT_NAVIGATION } from '../../../src/domain/catalogue/DefaultNavigation';
import { productInputArbitrary } from '../../support/productArbitraries';
import {
  allProducts,
  comparable,
  type HarnessRef,
  type ProductContractOptions,
  type ProductRepositoryHarness,
} from './harness';

type Model = { products: Map<string, Product> };
type Command = fc.AsyncCommand<Model, ProductRepositoryHarness>;

const UNKNOWN = 'unknown0000000000009';
const pick = (model: Model, index: number): string | undefined =>
  [...model.products.keys()][index % Math.max(1, model.products.size)];

/** After every command the store holds the model's products and the summary of exactly those. */
const checkAgainstModel = async (model: Model, real: ProductRepositoryHarness): Promise<void> => {
  const expected = [...model.products.values()].sort(compareProducts('newest'));
  expect(await allProducts(real.products)).toEqual(expected);
  expect(comparable(await real.summary.get())).toEqual(
    comparable(summarizeCatalogue(expected, DEFAULT_NAVIGATION, '')),
  );
};

class Create implements Command {
  constructor(readonly input: ProductInput) {}
  check = () => true;
  async run(model: Model, real: ProductRepositoryHarness) {
    const created = await real.products.create(this.input);
    expect(model.products.has(created.id)).toBe(false);
    model.products.set(created.id, created);
    await checkAgainstModel(model, real);
  }
  toString = () => `create(${this.input.name})`;
}

class Update implements Command {
  constructor(
    readonly index: number,
    readonly patch: Partial<ProductInput>,
  ) {}
  check = (model: Readonly<Model>) => model.products.size > 0;
  async run(model: Model, real: ProductRepositoryHarness) {
    const id = pick(model, this.index)!;
    const updated = await real.products.update(id, this.patch);
    expect(updated).toEqual({ ...model.products.get(id), ...this.patch, updatedAt: updated.updatedAt });
    model.products.set(id, updated);
    await checkAgainstModel(model, real);
  }
  toString = () => `update(#${this.index}, ${JSON.stringify(this.patch)})`;
}

class Delete implements Command {
  constructor(
    readonly index: number,
    readonly unknown: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: ProductRepositoryHarness) {
    const id = this.unknown ? UNKNOWN : pick(model, this.index);
    if (id === undefined) return;
    await real.products.delete(id);
    model.products.delete(id);
    await checkAgainstModel(model, real);
  }
  toString = () => `delete(${this.unknown ? 'unknown' : `#${this.index}`})`;
}

const updatesOf = (ids: string[], patch: Partial<ProductInput>): ProductWrite[] =>
  ids.map((id) => ({ kind: 'update', id, patch }));

class BulkUpdate implements Command {
  constructor(
    readonly indexes: number[],
    readonly unknown: boolean,
    readonly patch: Partial<ProductInput>,
  ) {}
  check = (model: Readonly<Model>) => model.products.size > 0;
  async run(model: Model, real: ProductRepositoryHarness) {
    const ids = this.indexes.map((index) => pick(model, index)!);
    if (this.unknown) {
      await expect(real.products.writeMany(updatesOf([...ids, UNKNOWN], this.patch))).rejects.toMatchObject({
        code: 'REPO.NOT_FOUND',
      });
    } else {
      await real.products.writeMany(updatesOf(ids, this.patch));
      for (const id of ids) model.products.set(id, (await real.products.getById(id))!);
      for (const id of ids) expect(model.products.get(id)).toMatchObject(this.patch);
    }
    await checkAgainstModel(model, real);
  }
  toString = () =>
    `writeMany(${this.indexes.join(',')}${this.unknown ? ',unknown' : ''}, ${JSON.stringify(this.patch)})`;
}

const patchArbitrary: fc.Arbitrary<Partial<ProductInput>> = productInputArbitrary.chain((input) =>
  fc
    .subarray(['price', 'isActive', 'categories', 'tags', 'category', 'name', 'isFeatured'] as const)
    .map((fields) => Object.fromEntries(fields.map((field) => [field, input[field]]))),
);

const commands = [
  productInputArbitrary.map((input) => new Create(input)),
  fc.tuple(fc.nat(), patchArbitrary).map(([index, patch]) => new Update(index, patch)),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, unknown]) => new Delete(index, unknown)),
  fc
    .tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), fc.boolean(), patchArbitrary)
    .map(([indexes, unknown, patch]) => new BulkUpdate(indexes, unknown, patch)),
];

export const modelContract = (harness: HarnessRef, { numRuns = 40 }: ProductContractOptions): void => {
  it('behaves like a map of products under any sequence of writes, with the summary always in step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (sequence) => {
        await harness().reset();
        await fc.asyncModelRun(() => ({ model: { products: new Map() }, real: harness() }), sequence);
      }),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });
};
