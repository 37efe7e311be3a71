import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/staff/Activity';
import type { Product, ProductInput } from '../../src/domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import type { UserProfile } from '../../src/domain/accounts/User';
import type { ActivityLog } from '../../src/ports/ActivityLog';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import type { SettingsRepository } from '../../src/ports/SettingsRepository';
import type { UserRepository } from '../../src/ports/UserRepository';
import { testProduct } from './support/testProduct';
import { type Harness, useHarness } from './support/harness';

/** Two members of staff on one shop, each with the ports as they use them, and the owner's view of the log. */
export interface ActivityLogHarness extends Harness<ActivityLog> {
  first: { actor: Actor; products: ProductRepository; settings: SettingsRepository; users: UserRepository };
  second: { actor: Actor; products: ProductRepository };
  /** Stores a user record as a seed does. */
  seedUser(user: UserProfile): Promise<void>;
}

const inputOf = ({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  rating: _rating,
  reviewCount: _count,
  ...input
}: Product): ProductInput => input;

const chair = (name = 'Teak Chair', price = 4000): ProductInput =>
  inputOf(testProduct('chair', { name, price, variants: [], stock: 5 }));

/**
 * The activity log (src/ports/ActivityLog.ts, domain Activity): every staff write records who, what and when in the
 * same atomic write, and the owner lists the entries newest first, filtered and paged.
 */
export const describeActivityLogContract = (
  name: string,
  makeAdapter: () => Promise<ActivityLogHarness>,
  timeout = 30_000,
): void => {
  describe(`ActivityLog contract: ${name}`, { timeout }, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect((await h.repository.list({ pageSize: 10 })).items).toEqual([]);
    });
    const all = async () => (await harness().repository.list({ pageSize: 50 })).items;

    it('records a price change by name, with the price before and after, at the time of the write', async () => {
      const { first } = harness();
      const created = await first.products.create(chair());
      await first.products.update(created.id, { price: 4500 });
      const [latest, creation] = await all();
      expect(latest).toMatchObject({
        by: first.actor,
        kind: 'product',
        targets: [
          {
            id: created.id,
            label: 'Teak Chair',
            action: 'updated',
            changes: [{ field: 'price', before: 4000, after: 4500 }],
          },
        ],
      });
      expect(Date.parse(latest!.at)).toBeGreaterThanOrEqual(Date.parse(creation!.at));
    });

    it('records a creation and a deletion by what they were, newest first', async () => {
      const { first } = harness();
      const created = await first.products.create(chair('Sheesham Stool', 1999));
      await first.products.delete(created.id);
      const [deleted, made] = await all();
      expect(deleted?.targets).toEqual([
        {
          id: created.id,
          label: 'Sheesham Stool',
          action: 'deleted',
          changes: [
            { field: 'name', before: 'Sheesham Stool', after: null },
            { field: 'price', before: 1999, after: null },
            { field: 'stock', before: 5, after: null },
          ],
        },
      ]);
      expect(made?.targets[0]).toMatchObject({ id: created.id, action: 'created' });
    });

    it('records a bulk write as one entry naming every product it changed', async () => {
      const { first } = harness();
      const a = await first.products.create(chair('Chair A', 1000));
      const b = await first.products.create(chair('Chair B', 2000));
      await first.products.writeMany([
        { kind: 'update', id: a.id, patch: { isFeatured: !a.isFeatured } },
        { kind: 'update', id: b.id, patch: { isFeatured: !b.isFeatured } },
        { kind: 'create', input: chair('Chair C', 3000) },
      ]);
      const [bulk] = await all();
      expect(bulk?.targets.map((target) => [target.label, target.action])).toEqual([
        ['Chair A', 'updated'],
        ['Chair B', 'updated'],
        ['Chair C', 'created'],
      ]);
      expect(bulk?.targets[0]?.changes).toEqual([
        { field: 'isFeatured', before: a.isFeatured, after: !a.isFeatured },
      ]);
    });

    it('records the settings fields a save changed, and a role given from Users', async () => {
      const { first, seedUser } = harness();
      await first.settings.save({ ...DEFAULT_SHOP_SETTINGS, shippingFee: 599 });
      await seedUser({
        uid: 'asha',
        email: 'asha@example.com',
        emailVerified: true,
        displayName: 'Asha',
        name: 'Asha',
        photoURL: '',
        role: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      await first.users.setRole('asha', 'manager');
      const [role, settings] = await all();
      expect(settings).toMatchObject({
        kind: 'settings',
        targets: [{ action: 'updated', changes: [{ field: 'shippingFee', before: 499, after: 599 }] }],
      });
      expect(role).toMatchObject({
        kind: 'role',
        by: first.actor,
        targets: [
          {
            id: 'asha',
            label: 'asha@example.com',
            changes: [{ field: 'role', before: 'user', after: 'manager' }],
          },
        ],
      });
    });

    it('filters by person, by kind and by time, and pages without repeats', async () => {
      const { first, second, repository } = harness();
      const a = await first.products.create(chair('Chair A'));
      await second.products.update(a.id, { price: 4100 });
      await second.products.update(a.id, { price: 4200 });
      await first.settings.save({ ...DEFAULT_SHOP_SETTINGS, gstRate: 12 });

      const bySecond = await repository.list({ byUid: second.actor.uid, pageSize: 10 });
      expect(bySecond.items.map((entry) => entry.targets[0]?.changes[0]?.after)).toEqual([4200, 4100]);
      const products = await repository.list({ kind: 'product', byUid: first.actor.uid, pageSize: 10 });
      expect(products.items.map((entry) => entry.targets[0]?.action)).toEqual(['created']);

      const everything = await all();
      expect(everything).toHaveLength(4);
      const newest = everything[0]!.at;
      const future = new Date(Date.parse(newest) + 60_000).toISOString();
      expect((await repository.list({ from: future, pageSize: 10 })).items).toEqual([]);
      expect((await repository.list({ to: everything[3]!.at, pageSize: 10 })).items).toEqual([]);
      expect(
        (await repository.list({ from: everything[3]!.at, to: future, pageSize: 10 })).items,
      ).toHaveLength(4);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await repository.list({ pageSize: 3, cursor });
        seen.push(...page.items.map((entry) => entry.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(everything.map((entry) => entry.id));
    });
  });
};
