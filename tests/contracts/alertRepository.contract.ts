import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AlertRequest, MOST_ALERTS_AN_ADDRESS } from '../../src/domain/alerts/Alert';
import type { Product } from '../../src/domain/catalogue/Product';
import type { AlertRepository } from '../../src/ports/AlertRepository';
import { testProduct } from './support/testProduct';

/** What each backend gives the alert contract: a shop holding `products`, and alerts acting as whoever they name. */
export interface AlertRepositoryHarness {
  /** Shopper calls act as the account `uid` of their request or argument, a guest's as a guest, counts as staff. */
  alerts: AlertRepository;
  seedProducts(products: readonly Product[]): Promise<void>;
  dispose?(): Promise<void>;
}

const BED = testProduct('bed', { price: 20000, stock: 0 });
const SOFA = testProduct('sofa', { price: 30000 });

const asGuest = (overrides: Partial<AlertRequest> = {}): AlertRequest => ({
  kind: 'back-in-stock',
  productId: 'bed',
  variantId: null,
  uid: null,
  email: 'guest@example.com',
  priceSeen: 20000,
  ...overrides,
});
const asShopper = (overrides: Partial<AlertRequest> = {}): AlertRequest =>
  asGuest({ uid: 'asha', email: 'asha@example.com', ...overrides });

/** The AlertRepository contract (src/ports/AlertRepository.ts), run against every adapter. */
export const describeAlertRepositoryContract = (
  name: string,
  makeHarness: () => Promise<AlertRepositoryHarness>,
): void => {
  describe(`AlertRepository contract: ${name}`, () => {
    let h: AlertRepositoryHarness;
    beforeEach(async () => {
      h = await makeHarness();
      await h.seedProducts([BED, SOFA]);
    });
    afterEach(async () => h.dispose?.());

    const made = async (request: AlertRequest) => {
      const outcome = await h.alerts.create(request);
      if (!outcome.ok) throw new Error(outcome.error.code);
      return outcome.value;
    };

    it("makes an account's alerts waiting, lists them newest first, and those on one product", async () => {
      const back = await made(asShopper());
      const cheaper = await made(asShopper({ kind: 'price-drop', productId: 'sofa', priceSeen: 30000 }));
      expect(back).toMatchObject({ id: 'asha~0', status: 'waiting', uid: 'asha', email: 'asha@example.com' });
      expect(cheaper.id).toBe('asha~1');
      expect(back.token).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(back.token).not.toBe(cheaper.token);
      expect((await h.alerts.listMine('asha')).map((alert) => alert.id).sort()).toEqual(['asha~0', 'asha~1']);
      expect((await h.alerts.mineFor('asha', 'sofa')).map((alert) => alert.kind)).toEqual(['price-drop']);
      expect(await h.alerts.mineFor('asha', 'chair')).toEqual([]);
    });

    it("gives a guest's address at most its five alerts, then says it is full", async () => {
      for (let index = 0; index < MOST_ALERTS_AN_ADDRESS; index += 1)
        expect((await made(asGuest({ email: 'Guest@Example.com' }))).id).toBe(`guest@example.com~${index}`);
      expect(await h.alerts.create(asGuest())).toEqual({ ok: false, error: { code: 'ADDRESS_FULL' } });
      expect((await made(asGuest({ email: 'other@example.com' }))).id).toBe('other@example.com~0');
    });

    it('takes the slot an alert removed gave back', async () => {
      await made(asShopper());
      await made(asShopper({ productId: 'sofa', priceSeen: 30000 }));
      await h.alerts.remove('asha~0');
      expect((await made(asShopper({ kind: 'price-drop' }))).id).toBe('asha~0');
      expect(await h.alerts.listMine('asha')).toHaveLength(2);
    });

    it('tells its news in the account and marks it seen', async () => {
      const alert = await made(asShopper());
      await h.alerts.markDone({
        ...alert,
        status: 'done',
        doneAt: new Date().toISOString(),
        firedPrice: 19000,
      });
      await h.alerts.markSeen(alert.id);
      const [after] = await h.alerts.listMine('asha');
      expect(after).toMatchObject({ status: 'done', firedPrice: 19000 });
      expect(after!.seenAt).not.toBeNull();
    });

    it("stops an alert only with its link's secret", async () => {
      const alert = await made(asGuest());
      expect(await h.alerts.stop(alert.id, 'NotTheSecretAtAll123')).toBe('nothing-to-stop');
      expect(await h.alerts.waitingCount('bed')).toBe(1);
      expect(await h.alerts.stop(alert.id, alert.token)).toBe('stopped');
      expect(await h.alerts.stop('nobody@example.com~0', alert.token)).toBe('nothing-to-stop');
      expect(await h.alerts.waitingCount('bed')).toBe(0);
    });

    it('counts the shoppers waiting for a product to come back, not those waiting for a lower price', async () => {
      await made(asShopper());
      await made(asGuest());
      await made(asGuest({ kind: 'price-drop' }));
      expect(await h.alerts.waitingCount('bed')).toBe(2);
      expect(await h.alerts.waitingCount('sofa')).toBe(0);
    });
  });
};
