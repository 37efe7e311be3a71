import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Banner, BannerInput } from '../../src/domain/storefront/Banner';
import {
  BannerCatalog,
  MAX_BANNERS,
  isPermutationOf,
  moveItem,
  nextBannerOrder,
  renumber,
} from '../../src/domain/storefront/BannerCatalog';
import { RepositoryError } from '../../src/domain/shared/errors';
import type { BannerRepository } from '../../src/ports/BannerRepository';

/** A minimal in-test implementation of the port: storage only, no rules. */
class FakeBannerRepository implements BannerRepository {
  banners = new Map<string, Banner>();
  private nextId = 1;

  async listAll(): Promise<Banner[]> {
    return [...this.banners.values()].sort((a, b) => a.order - b.order).map((banner) => ({ ...banner }));
  }
  async listActive(): Promise<Banner[]> {
    return (await this.listAll()).filter((banner) => banner.isActive);
  }
  async create(input: BannerInput, order: number): Promise<Banner> {
    const banner: Banner = { ...input, id: `b${this.nextId++}`, order, createdAt: 'T0', updatedAt: 'T0' };
    this.banners.set(banner.id, banner);
    return { ...banner };
  }
  async update(id: string, patch: Partial<BannerInput>): Promise<Banner> {
    const banner = this.banners.get(id);
    if (!banner) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
    const updated = { ...banner, ...patch, updatedAt: 'T1' };
    this.banners.set(id, updated);
    return { ...updated };
  }
  async delete(id: string): Promise<void> {
    this.banners.delete(id);
  }
  async reorder(ids: string[]): Promise<void> {
    ids.forEach((id, index) => {
      const banner = this.banners.get(id);
      if (banner) this.banners.set(id, { ...banner, order: index + 1 });
    });
  }
  subscribeActive(): () => void {
    return () => undefined;
  }
}

const input = (title = 'Festive Sale'): BannerInput => ({
  type: 'image-only',
  title,
  subtitle: '',
  description: '',
  image: '/images/banners/festive.svg',
  phoneImage: '',
  ctaText: 'Shop Now',
  ctaLink: '/categories',
  isActive: true,
  linkedProductId: null,
});

const setup = () => {
  const repository = new FakeBannerRepository();
  return { repository, catalog: new BannerCatalog(repository) };
};

type Model = { ids: string[]; active: Map<string, boolean> };
type Real = ReturnType<typeof setup>;

const checkInvariants = async (model: Model, real: Real) => {
  const all = await real.catalog.list();
  expect(all.map((banner) => banner.order)).toEqual(all.map((_, index) => index + 1));
  expect(all.length).toBeLessThanOrEqual(MAX_BANNERS);
  expect(all.map((banner) => banner.id)).toEqual(model.ids);
  expect(all.map((banner) => banner.isActive)).toEqual(model.ids.map((id) => model.active.get(id)));
};

class CreateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly active: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await real.catalog.create({ ...input(), isActive: this.active });
    if (model.ids.length >= MAX_BANNERS) {
      expect(result).toEqual({ ok: false, error: { code: 'BANNER.LIMIT_REACHED', limit: 10 } });
    } else {
      if (!result.ok) throw new Error(`create failed: ${result.error.code}`);
      expect(result.value.order).toBe(model.ids.length + 1);
      model.ids.push(result.value.id);
      model.active.set(result.value.id, this.active);
    }
    await checkInvariants(model, real);
  }
  toString = () => `create(${this.active})`;
}

class DeleteCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.ids.length > 0;
  async run(model: Model, real: Real) {
    const id = model.ids[this.pick % model.ids.length]!;
    await real.catalog.delete(id);
    model.ids = model.ids.filter((candidate) => candidate !== id);
    await checkInvariants(model, real);
  }
  toString = () => `delete(#${this.pick})`;
}

class DeleteUnknownCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    await real.catalog.delete('no-such-banner');
    await checkInvariants(model, real);
  }
  toString = () => 'delete(unknown)';
}

class ReorderCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly keys: number[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const ids = model.ids
      .map((id, index) => ({ id, key: this.keys[index % Math.max(1, this.keys.length)] ?? 0, index }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map((entry) => entry.id);
    expect(await real.catalog.reorder(ids)).toEqual({ ok: true, value: undefined });
    model.ids = ids;
    await checkInvariants(model, real);
  }
  toString = () => `reorder(${this.keys.join(',')})`;
}

class BadReorderCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly kind: 'drop' | 'duplicate' | 'foreign') {}
  check = (model: Readonly<Model>) => model.ids.length > 0;
  async run(model: Model, real: Real) {
    const ids =
      this.kind === 'drop'
        ? model.ids.slice(1)
        : this.kind === 'duplicate'
          ? [...model.ids.slice(0, Math.max(1, model.ids.length - 1)), model.ids[0]!]
          : [...model.ids.slice(1), 'foreign'];
    expect(await real.catalog.reorder(ids)).toEqual({
      ok: false,
      error: { code: 'BANNER.REORDER_MISMATCH' },
    });
    await checkInvariants(model, real);
  }
  toString = () => `badReorder(${this.kind})`;
}

class ToggleCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.ids.length > 0;
  async run(model: Model, real: Real) {
    const id = model.ids[this.pick % model.ids.length]!;
    const result = await real.catalog.toggleActive(id);
    if (!result.ok) throw new Error('toggle failed');
    model.active.set(id, !model.active.get(id));
    expect(result.value.isActive).toBe(model.active.get(id));
    await checkInvariants(model, real);
  }
  toString = () => `toggle(#${this.pick})`;
}

describe('BannerCatalog model-based', () => {
  it('keeps orders exactly 1..n, never more than 10, through any sequence of operations', async () => {
    const create = fc.boolean().map((active) => new CreateCommand(active));
    // Creates listed three times so that runs often reach and test the 10-banner limit.
    const commands = [
      create,
      create,
      create,
      fc.nat().map((pick) => new DeleteCommand(pick)),
      fc.constant(new DeleteUnknownCommand()),
      fc.array(fc.integer(), { maxLength: 12 }).map((keys) => new ReorderCommand(keys)),
      fc
        .constantFrom('drop' as const, 'duplicate' as const, 'foreign' as const)
        .map((kind) => new BadReorderCommand(kind)),
      fc.nat().map((pick) => new ToggleCommand(pick)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'max' }), async (cmds) => {
        await fc.asyncModelRun(() => ({ model: { ids: [], active: new Map() }, real: setup() }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});

describe('BannerCatalog examples', () => {
  it('refuses the 11th banner with BANNER.LIMIT_REACHED', async () => {
    const { catalog } = setup();
    for (let i = 0; i < 10; i++) expect((await catalog.create(input(`B${i}`))).ok).toBe(true);
    const eleventh = await catalog.create(input('One too many'));
    expect(eleventh).toEqual({ ok: false, error: { code: 'BANNER.LIMIT_REACHED', limit: 10 } });
    expect(await catalog.list()).toHaveLength(10);
  });

  it('renumbers from 1 after a delete, keeping the existing order', async () => {
    const { catalog } = setup();
    const created = [];
    for (const title of ['A', 'B', 'C', 'D']) {
      const result = await catalog.create(input(title));
      if (result.ok) created.push(result.value);
    }
    await catalog.delete(created[1]!.id);
    expect((await catalog.list()).map((banner) => [banner.title, banner.order])).toEqual([
      ['A', 1],
      ['C', 2],
      ['D', 3],
    ]);
  });

  it('updates, reports unknown ids, and refuses unsafe stored fields', async () => {
    const { catalog } = setup();
    const created = await catalog.create(input());
    if (!created.ok) throw new Error('create failed');
    const updated = await catalog.update(created.value.id, { title: 'Monsoon Sale' });
    expect(updated.ok && updated.value.title).toBe('Monsoon Sale');
    expect(await catalog.update('ghost', { title: 'x' })).toEqual({
      ok: false,
      error: { code: 'BANNER.NOT_FOUND', id: 'ghost' },
    });
    expect(await catalog.toggleActive('ghost')).toEqual({
      ok: false,
      error: { code: 'BANNER.NOT_FOUND', id: 'ghost' },
    });
    expect(await catalog.update(created.value.id, { ctaLink: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: { code: 'BANNER.LINK_UNSAFE' },
    });
    expect(await catalog.create({ ...input(), image: 'https://cdn.example/banner.pdf' })).toEqual({
      ok: false,
      error: { code: 'BANNER.IMAGE_INVALID' },
    });
    expect(await catalog.update(created.value.id, { phoneImage: 'data:image/png;base64,AAAA.png' })).toEqual({
      ok: false,
      error: { code: 'BANNER.PHONE_IMAGE_INVALID' },
    });
    const phone = await catalog.update(created.value.id, {
      phoneImage: '/images/banners/festive-phone.webp',
    });
    expect(phone.ok && phone.value.phoneImage).toBe('/images/banners/festive-phone.webp');
    const none = await catalog.update(created.value.id, { phoneImage: '' });
    expect(none.ok && none.value.phoneImage).toBe('');
    expect(await catalog.create({ ...input(), ctaLink: '//evil.example' })).toEqual({
      ok: false,
      error: { code: 'BANNER.LINK_UNSAFE' },
    });
  });

  it('lists only active banners through listActive', async () => {
    const { catalog } = setup();
    await catalog.create(input('Live'));
    await catalog.create({ ...input('Hidden'), isActive: false });
    expect((await catalog.listActive()).map((banner) => banner.title)).toEqual(['Live']);
  });
});

describe('banner helpers', () => {
  it('a reorder list must be a permutation of the existing ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 10 }),
        fc.array(fc.string(), { maxLength: 10 }),
        (ids, other) => {
          const banners = ids.map((id) => ({ id }));
          expect(isPermutationOf([...ids].reverse(), banners)).toBe(true);
          const expected =
            other.length === ids.length &&
            new Set(other).size === other.length &&
            other.every((id) => ids.includes(id));
          expect(isPermutationOf(other, banners)).toBe(expected);
        },
      ),
    );
  });

  it('moveItem and renumber give permutations with orders 1..n', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 12 }),
        fc.integer({ min: -2, max: 14 }),
        fc.integer({ min: -2, max: 14 }),
        (orders, from, to) => {
          const items = orders.map((order, index) => ({ id: `b${index}`, order }));
          const moved = moveItem(items, from, to);
          expect([...moved].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
            [...items].sort((a, b) => a.id.localeCompare(b.id)),
          );
          if (from >= 0 && from < items.length && to >= 0 && to < items.length)
            expect(moved[to]).toBe(items[from]);
          else expect(moved).toEqual(items);
          expect(renumber(items).map((item) => item.order)).toEqual(items.map((_, index) => index + 1));
        },
      ),
    );
    expect(nextBannerOrder(0)).toBe(1);
    expect(nextBannerOrder(9)).toBe(10);
  });
});
