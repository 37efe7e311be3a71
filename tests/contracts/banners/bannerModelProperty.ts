import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Banner, BannerInput } from '../../../src/domain/storefront/Banner';
import type { BannerRepository } from '../../../src/ports/BannerRepository';
import type { Harness } from '../support/harness';
import { bannerInputArbitrary, bannerPatchArbitrary } from './bannerInput';

/** The model: what each stored banner should hold, apart from its id and timestamps. */
type Model = Map<string, BannerInput & { order: number }>;
type Real = BannerRepository;

const byOrderThenId = (a: [string, { order: number }], b: [string, { order: number }]): number =>
  a[1].order - b[1].order || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The repository holds exactly the model, in the port's order, with sane timestamps. */
const assertMatches = async (model: Model, real: Real): Promise<void> => {
  const expected = [...model.entries()].sort(byOrderThenId).map(([id, fields]) => ({ id, ...fields }));
  const all = await real.listAll();
  expect(all.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)).toEqual(expected);
  for (const banner of all) expect(banner.updatedAt >= banner.createdAt).toBe(true);
  expect((await real.listActive()).map((banner) => banner.id)).toEqual(
    expected.filter((banner) => banner.isActive).map((banner) => banner.id),
  );
};

const pick = (model: Model, index: number): string | undefined =>
  [...model.keys()][index % Math.max(1, model.size)];

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(readonly input: BannerInput) {}
  check = (): boolean => true;
  async run(model: Model, real: Real): Promise<void> {
    const order = model.size + 1;
    const created: Banner = await real.create(this.input, order);
    expect(model.has(created.id)).toBe(false);
    model.set(created.id, { ...this.input, order });
    await assertMatches(model, real);
  }
  toString = (): string => `create(${JSON.stringify(this.input.title)})`;
}

class Update implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly patch: Partial<BannerInput>,
  ) {}
  check = (model: Readonly<Model>): boolean => model.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const id = pick(model, this.index) as string;
    const updated = await real.update(id, this.patch);
    const next = { ...(model.get(id) as BannerInput & { order: number }), ...this.patch };
    model.set(id, next);
    expect(updated).toMatchObject({ id, ...next });
    await assertMatches(model, real);
  }
  toString = (): string => `update(#${this.index}, ${JSON.stringify(this.patch)})`;
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>): boolean => model.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const id = pick(model, this.index) as string;
    await real.delete(id);
    model.delete(id);
    await assertMatches(model, real);
  }
  toString = (): string => `delete(#${this.index})`;
}

class Reorder implements fc.AsyncCommand<Model, Real> {
  constructor(readonly keys: number[]) {}
  check = (): boolean => true;
  async run(model: Model, real: Real): Promise<void> {
    const ids = [...model.keys()]
      .map((id, index) => ({ id, key: this.keys[index % Math.max(1, this.keys.length)] ?? 0, index }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map(({ id }) => id);
    await real.reorder(ids);
    ids.forEach((id, position) =>
      model.set(id, { ...(model.get(id) as BannerInput & { order: number }), order: position + 1 }),
    );
    await assertMatches(model, real);
  }
  toString = (): string => `reorder(${this.keys.join(',')})`;
}

const commands = [
  bannerInputArbitrary.map((input) => new Create(input)),
  fc.tuple(fc.nat(), bannerPatchArbitrary).map(([index, patch]) => new Update(index, patch)),
  fc.nat().map((index) => new Delete(index)),
  fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 12 }).map((keys) => new Reorder(keys)),
];

/** Any sequence of create, update, delete and reorder leaves the repository equal to a plain model. */
export const bannerModelProperty = (
  makeAdapter: () => Promise<Harness<BannerRepository>>,
  runs: number,
): void => {
  it('behaves like a simple model under any sequence of create, update, delete and reorder', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20 }), async (sequence) => {
        const harness = await makeAdapter();
        try {
          await fc.asyncModelRun(() => ({ model: new Map(), real: harness.repository }), sequence);
        } finally {
          await harness.dispose?.();
        }
      }),
      { numRuns: runs },
    );
  });
};
