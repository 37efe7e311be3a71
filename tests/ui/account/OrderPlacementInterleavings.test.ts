import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import type { Order } from '../../../src/domain/orders/Order';
import { OrderPlacement, type PlacementEnd } from '../../../src/ui/shop/checkout/OrderPlacement';
import { memoryActivityLog } from '../../support/activityFakes';
import { StallingOrderRepository } from '../../support/StallingOrderRepository';
import { storeDeliveryZones } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { line, request, TEST_ZONES } from '../../contracts/orders/orderRequests';
import { testProduct } from '../../contracts/support/testProduct';

/**
 * Whatever the network does while an order is placed — drops and returns, calls answered, failed or answered after
 * committing, in any order, a clock that runs on — and whenever the shopper cancels: the shop holds at most one
 * order, the shopper is told of it at most once, nothing is tried or written after Cancel, and without a cancel the
 * order is placed once the network is back and answers.
 */
type Step =
  | { kind: 'drop' | 'return' | 'cancel' }
  | { kind: 'answer' | 'lose' | 'fail'; call: number }
  | { kind: 'tick'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<Step>({ kind: 'drop' }, { kind: 'return' }, { kind: 'cancel' }),
  fc.record({ kind: fc.constantFrom('answer' as const, 'lose' as const, 'fail' as const), call: fc.nat(5) }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.constantFrom(500, 7000, 20_000, 60_000) }),
);

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

const flush = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

it('places at most one order, reports it at most once, and places nothing after Cancel', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
      const db = new MemoryDatabase();
      storeDeliveryZones(db, TEST_ZONES);
      db.set('products', 'stool', { ...testProduct('stool', { price: 2500, stock: 5 }) });
      const shop = new InMemoryOrderRepository(
        db,
        new FixedStepClock('2025-03-01T10:00:00.000Z', 1000),
        memoryActivityLog(db),
      );
      const network = new StallingOrderRepository(shop);
      const connectivity = new ManualConnectivity();
      const placing = request([line('stool', 2500)]);
      const { signal: _unused, ...withoutSignal } = placing;
      const late: Order[] = [];
      const placement = new OrderPlacement(network, connectivity, withoutSignal, (order) => late.push(order));
      let end: PlacementEnd | undefined;
      void placement.run().then((value) => (end = value));
      const orders = async () => (await shop.listByUser(placing.userId, 10)).length;
      let atCancel: { calls: number; orders: number } | undefined;

      const heldCall = (index: number) => {
        const open = network.calls.filter((call) => !call.settled);
        return open[index % Math.max(open.length, 1)];
      };
      for (const next of steps) {
        if (next.kind === 'drop' || next.kind === 'return') connectivity.setOnline(next.kind === 'return');
        else if (next.kind === 'cancel') {
          // A Cancel after the answer changes nothing.
          if (!end) atCancel ??= { calls: network.calls.length, orders: await orders() };
          placement.cancel();
        } else if (next.kind === 'tick') await flush(next.ms);
        else if (next.kind === 'fail') heldCall(next.call)?.fail();
        else if (next.kind === 'lose') await heldCall(next.call)?.loseAnswer();
        else if (next.kind === 'answer') await heldCall(next.call)?.answer();
        await flush();
      }

      // The network comes back for good and answers whatever is asked.
      connectivity.setOnline(true);
      for (let round = 0; round < 8 && !end; round++) {
        for (const call of network.calls.filter((held) => !held.settled)) await call.answer();
        await flush(60_000);
      }
      for (const call of network.calls.filter((held) => !held.settled)) await call.answer();
      await flush();

      expect(await orders()).toBeLessThanOrEqual(1);
      const told = (end?.kind === 'answered' && end.result.ok ? 1 : 0) + late.length;
      expect(told).toBeLessThanOrEqual(1);
      expect(placement.waitingForNetwork).toBe(false);
      if (atCancel) {
        expect(end).toEqual({ kind: 'cancelled' });
        expect(network.calls).toHaveLength(atCancel.calls);
        expect(await orders()).toBe(atCancel.orders);
      } else {
        expect(end?.kind).not.toBe('cancelled');
        if (end?.kind === 'answered')
          expect(end.result).toMatchObject({ ok: true, value: { id: placing.orderId } });
        else expect(end).toMatchObject({ kind: 'failed' }); // only after the retries while online ran out
      }
      for (const call of network.calls) expect(call.request.orderId).toBe(placing.orderId);
    }),
    { numRuns: 150 },
  );
});
