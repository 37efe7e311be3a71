import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financialYearLabel, financialYearOf } from '../../src/domain/tax/InvoiceNumber';
import type { Order } from '../../src/domain/orders/Order';
import type { Product } from '../../src/domain/catalogue/Product';
import type { RefundDestination } from '../../src/domain/orders/RefundDestination';
import {
  returnTicket,
  type ReturnRequest,
  type ReturnRequestInput,
} from '../../src/domain/afterSales/ReturnRequest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import type { OrderRepository } from '../../src/ports/OrderRepository';
import type { ReturnRepository } from '../../src/ports/ReturnRepository';
import { line, request } from './orders/orderRequests';
import { stockedChair as chair, stockedSofa as sofa } from './orders/stockedProducts';

/** What each backend gives the return contract: a fresh shop with no orders, products or settings. */
export interface ReturnRepositoryHarness {
  returns: ReturnRepository;
  /** Places and moves the orders the requests are made on. */
  orders: Pick<OrderRepository, 'placeOrder' | 'get' | 'updateStatus' | 'updatePaymentStatus'>;
  /** The e-mail the backend records for the staff's moves. */
  staff: string;
  seedProducts(products: Product[]): Promise<void>;
  seedSettings(settings: ShopSettings): Promise<void>;
  stockOf(productId: string): Promise<number>;
  variantStockOf(productId: string): Promise<Record<string, number>>;
  dispose?(): Promise<void>;
}

const ASHA_UPI: RefundDestination = { kind: 'upi', upiId: 'asha.fictitious@okaxis' };
const ASHA_BANK: RefundDestination = {
  kind: 'bank',
  accountNumber: '000123456789',
  ifsc: 'HDFC0001234',
  holder: 'Asha Rao (fictitious)',
};

/** The ReturnRepository contract (src/ports/ReturnRepository.ts), run against every adapter. */
export const describeReturnRepositoryContract = (
  name: string,
  makeHarness: () => Promise<ReturnRepositoryHarness>,
): void => {
  describe(`ReturnRepository contract: ${name}`, () => {
    let h: ReturnRepositoryHarness;
    beforeEach(async () => {
      h = await makeHarness();
      await h.seedProducts([chair, sofa]);
    });
    afterEach(async () => h.dispose?.());

    /** Asha's order of 2 chairs and one 3-seater sofa, delivered and paid for. */
    const delivered = async (settings: ShopSettings = DEFAULT_SHOP_SETTINGS): Promise<Order> => {
      await h.seedSettings(settings);
      const placed = await h.orders.placeOrder(
        request([line('chair', 4000, 2), line('sofa', 36000, 1, 'v3')], { userId: 'asha' }),
      );
      if (!placed.ok) throw new Error(placed.error.code);
      for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
        await h.orders.updateStatus(placed.value.id, status, h.staff);
      }
      return h.orders.updatePaymentStatus(placed.value.id, 'paid', h.staff);
    };
    /** Asha paid in cash, so each return names where its refund goes. */
    const returnOf = (
      order: Order,
      quantities: Record<number, number>,
      userId = 'asha',
    ): ReturnRequestInput => ({
      orderId: order.id,
      userId,
      quantities,
      reason: 'Damaged in transit',
      comment: '',
      refundTo: ASHA_UPI,
    });
    const ask = (order: Order, quantities: Record<number, number>, userId = 'asha') =>
      h.returns.requestReturn(returnOf(order, quantities, userId));
    const asked = async (order: Order, quantities: Record<number, number>): Promise<ReturnRequest> => {
      const outcome = await ask(order, quantities);
      if (!outcome.ok) throw new Error(outcome.error.code);
      return outcome.value;
    };

    it('dates the delivery, takes a return of some units of a line, numbers it and marks the line on the order', async () => {
      const order = await delivered();
      expect(order.deliveredAt).toBeDefined();
      const outcome = await h.returns.requestReturn({
        orderId: order.id,
        userId: 'asha',
        quantities: { 0: 1 },
        reason: 'Not as described',
        comment: '  The polish is darker than the photo.  ',
        refundTo: ASHA_BANK,
      });
      expect(outcome).toMatchObject({
        ok: true,
        value: {
          id: `${order.id}-1`,
          orderId: order.id,
          userId: 'asha',
          number: 1,
          quantities: { 0: 1 },
          reason: 'Not as described',
          comment: 'The polish is darker than the photo.',
          refundTo: ASHA_BANK,
          status: 'requested',
        },
      });
      if (!outcome.ok) return;
      expect(outcome.value.history).toEqual([{ status: 'requested', at: outcome.value.createdAt, by: null }]);
      expect(returnTicket(outcome.value)).toMatch(/^R-[2-9A-Z]{4}-[2-9A-Z]{4}-1$/);
      expect(await h.orders.get(order.id)).toMatchObject({ returnCount: 1, returnLines: { 0: 1 } });
    });

    it('asks a line back once: the other line is request 2, the same line again is refused', async () => {
      const order = await delivered();
      await asked(order, { 0: 1 });
      expect(await ask(order, { 0: 1 })).toEqual({
        ok: false,
        error: { code: 'RETURN.ALREADY_REQUESTED', line: 0 },
      });
      expect(await ask(order, { 1: 1 })).toMatchObject({
        ok: true,
        value: { number: 2, quantities: { 1: 1 } },
      });
      expect(await h.orders.get(order.id)).toMatchObject({ returnCount: 2, returnLines: { 0: 1, 1: 2 } });
    });

    it("refuses someone else's order, an undelivered one, more than was delivered, no lines and a closed window", async () => {
      const order = await delivered();
      expect(await ask(order, { 0: 1 }, 'ravi')).toEqual({
        ok: false,
        error: { code: 'RETURN.ORDER_NOT_FOUND' },
      });
      expect(await ask(order, { 0: 3 })).toEqual({
        ok: false,
        error: { code: 'RETURN.INVALID_QUANTITY', line: 0 },
      });
      expect(await ask(order, { 5: 1 })).toEqual({
        ok: false,
        error: { code: 'RETURN.INVALID_QUANTITY', line: 5 },
      });
      expect(await ask(order, {})).toEqual({ ok: false, error: { code: 'RETURN.NO_LINES' } });
      const open = await h.orders.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }));
      if (!open.ok) throw new Error(open.error.code);
      expect(await ask(open.value, { 0: 1 }, 'ravi')).toEqual({
        ok: false,
        error: { code: 'RETURN.NOT_DELIVERED' },
      });

      await h.seedSettings({ ...DEFAULT_SHOP_SETTINGS, returnWindowDays: 0 });
      expect(await ask(order, { 0: 1 })).toMatchObject({
        ok: false,
        error: { code: 'RETURN.WINDOW_CLOSED' },
      });
      expect(await h.orders.get(order.id)).not.toHaveProperty('returnCount');
    });

    it('refuses the return of a cash order that names nowhere to send the refund, or a malformed account', async () => {
      const order = await delivered();
      const { refundTo: _none, ...nowhere } = returnOf(order, { 0: 1 });
      expect(await h.returns.requestReturn(nowhere)).toEqual({
        ok: false,
        error: { code: 'RETURN.REFUND_DESTINATION_NEEDED' },
      });
      expect(
        await h.returns.requestReturn({ ...nowhere, refundTo: { ...ASHA_BANK, ifsc: 'HDFC1001234' } }),
      ).toEqual({
        ok: false,
        error: { code: 'RETURN.REFUND_DESTINATION_NEEDED' },
      });
      expect(await h.orders.get(order.id)).not.toHaveProperty('returnCount');
    });

    it('keeps the photos of the damage by their names, and refuses a fifth or one from another folder', async () => {
      const order = await delivered();
      const photos = ['returns/asha/dent-1.webp', 'returns/asha/dent-2.jpg'];
      const withPhotos = (names: string[]) =>
        h.returns.requestReturn({ ...returnOf(order, { 0: 1 }), photos: names });
      const refused = { ok: false, error: { code: 'RETURN.INVALID_PHOTOS', max: 4 } };
      expect(await withPhotos([...photos, 'returns/ravi/dent-3.webp'])).toEqual(refused);
      expect(await withPhotos([...photos, ...photos, 'returns/asha/dent-5.webp'])).toEqual(refused);
      expect(await h.orders.get(order.id)).not.toHaveProperty('returnCount');

      expect(await withPhotos(photos)).toMatchObject({ ok: true, value: { number: 1, photos } });
      expect((await h.returns.adminList({ pageSize: 5 })).items).toEqual([
        expect.objectContaining({ number: 1, photos }),
      ]);
      expect(await asked(order, { 1: 1 })).not.toHaveProperty('photos');
    });

    it('gives one request when two ask for the same line at once', async () => {
      const order = await delivered();
      const outcomes = await Promise.all([ask(order, { 0: 2 }), ask(order, { 0: 1 })]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
        ok: false,
        error: { code: 'RETURN.ALREADY_REQUESTED', line: 0 },
      });
      expect(await h.orders.get(order.id)).toMatchObject({ returnCount: 1 });
    });

    it('moves a request to refunded: stock comes back at pickup, exactly the units asked, and the order records the refund', async () => {
      const order = await delivered();
      const requested = await asked(order, { 0: 1, 1: 1 });
      expect(await h.returns.move(requested.id, 'refunded', h.staff)).toEqual({
        ok: false,
        error: { code: 'RETURN.INVALID_MOVE', from: 'requested', to: 'refunded' },
      });
      expect(await h.returns.move(requested.id, 'approved', h.staff)).toMatchObject({
        ok: true,
        value: { status: 'approved' },
      });
      expect(await h.stockOf('chair')).toBe(28);
      const picked = await h.returns.move(requested.id, 'picked-up', h.staff);
      expect(picked).toMatchObject({ ok: true, value: { status: 'picked-up' } });
      expect(await h.stockOf('chair')).toBe(29);
      expect(await h.stockOf('sofa')).toBe(30);
      expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 15 });

      const refunded = await h.returns.move(requested.id, 'refunded', h.staff);
      expect(refunded).toMatchObject({ ok: true, value: { status: 'refunded' } });
      if (!refunded.ok) return;
      expect(refunded.value.history.map((entry) => [entry.status, entry.by])).toEqual([
        ['requested', null],
        ['approved', h.staff],
        ['picked-up', h.staff],
        ['refunded', h.staff],
      ]);
      const after = await h.orders.get(order.id);
      expect(after).toMatchObject({
        status: 'delivered',
        paymentStatus: 'paid',
        refunds: [{ returnNumber: 1, amount: 4000 + 36000, refundTo: ASHA_UPI }],
      });
      expect(after?.history).toEqual(order.history);
      expect(await h.returns.move(requested.id, 'picked-up', h.staff)).toMatchObject({ ok: false });
      expect(await h.stockOf('chair')).toBe(29);
    });

    it("refunds each return of an order by the price of its own units, and the order's payment stays paid", async () => {
      const order = await delivered();
      const first = await asked(order, { 1: 1 });
      const second = await asked(order, { 0: 2 });
      for (const request of [first, second]) {
        await h.returns.move(request.id, 'approved', h.staff);
        await h.returns.move(request.id, 'picked-up', h.staff);
      }
      expect(await h.returns.move(second.id, 'refunded', h.staff)).toMatchObject({ ok: true });
      expect(await h.returns.move(first.id, 'refunded', h.staff)).toMatchObject({ ok: true });
      expect(await h.orders.get(order.id)).toMatchObject({
        paymentStatus: 'paid',
        refunds: [
          { returnNumber: 2, amount: 8000 },
          { returnNumber: 1, amount: 36000 },
        ],
      });
    });

    it('issues a credit note with each refund of an invoiced order: its own series, the units given back', async () => {
      const order = await delivered({ ...DEFAULT_SHOP_SETTINGS, invoicePrefix: 'SK' });
      expect(order.invoice?.number).toMatch(/^SK\/\d{2}-\d{2}\/000001$/);
      const first = await asked(order, { 1: 1 });
      const second = await asked(order, { 0: 2 });
      for (const request of [first, second]) {
        await h.returns.move(request.id, 'approved', h.staff);
        await h.returns.move(request.id, 'picked-up', h.staff);
      }
      await h.returns.move(second.id, 'refunded', h.staff);
      await h.returns.move(first.id, 'refunded', h.staff);
      const after = await h.orders.get(order.id);
      const issuedAt = after?.creditNotes?.[2]?.issuedAt ?? '';
      const year = financialYearLabel(financialYearOf(issuedAt));
      expect(after?.creditNotes).toEqual({
        2: { number: `SKCN/${year}/0001`, issuedAt: expect.any(String), quantities: { 0: 2 } },
        1: { number: `SKCN/${year}/0002`, issuedAt: expect.any(String), quantities: { 1: 1 } },
      });
      expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(Date.parse(order.invoice?.issuedAt ?? ''));
      expect(after?.invoice).toEqual(order.invoice);
    });

    it('records no refund on an order whose whole payment was refunded before', async () => {
      const order = await delivered();
      const requested = await asked(order, { 0: 1 });
      await h.returns.move(requested.id, 'approved', h.staff);
      await h.returns.move(requested.id, 'picked-up', h.staff);
      await h.orders.updatePaymentStatus(order.id, 'refunded', h.staff);
      expect(await h.returns.move(requested.id, 'refunded', h.staff)).toMatchObject({
        ok: true,
        value: { status: 'refunded' },
      });
      const after = await h.orders.get(order.id);
      expect(after).toMatchObject({ paymentStatus: 'refunded' });
      expect(after?.refunds).toBeUndefined();
      expect(after?.creditNotes).toBeUndefined();
    });

    it('rejects only with a reason the shopper sees, and a rejected request is final', async () => {
      const order = await delivered();
      const requested = await asked(order, { 1: 1 });
      expect(await h.returns.move(requested.id, 'rejected', h.staff, '   ')).toEqual({
        ok: false,
        error: { code: 'RETURN.REJECT_REASON_REQUIRED', max: 300 },
      });
      expect(
        await h.returns.move(
          requested.id,
          'rejected',
          h.staff,
          'The photos show wear from use, not transit.',
        ),
      ).toMatchObject({
        ok: true,
        value: { status: 'rejected', rejectReason: 'The photos show wear from use, not transit.' },
      });
      expect(await h.returns.move(requested.id, 'approved', h.staff)).toMatchObject({ ok: false });
      expect(await h.returns.move(`${order.id}-9`, 'approved', h.staff)).toEqual({
        ok: false,
        error: { code: 'RETURN.NOT_FOUND' },
      });
    });

    it('does not refund an order that was never paid', async () => {
      await h.seedSettings(DEFAULT_SHOP_SETTINGS);
      const placed = await h.orders.placeOrder(request([line('chair', 4000)], { userId: 'asha' }));
      if (!placed.ok) throw new Error(placed.error.code);
      for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
        await h.orders.updateStatus(placed.value.id, status, h.staff);
      }
      const requested = await asked(placed.value, { 0: 1 });
      await h.returns.move(requested.id, 'approved', h.staff);
      await h.returns.move(requested.id, 'picked-up', h.staff);
      expect(await h.returns.move(requested.id, 'refunded', h.staff)).toEqual({
        ok: false,
        error: { code: 'RETURN.NOT_PAID' },
      });
    });

    it('lists requests oldest first for the admin, open ones or by status, a page at a time', async () => {
      const order = await delivered();
      const first = await asked(order, { 0: 1 });
      const second = await asked(order, { 1: 1 });
      await h.returns.move(second.id, 'rejected', h.staff, 'Outside the terms.');
      const page = await h.returns.adminList({ pageSize: 1 });
      expect(page.items.map((item) => item.id)).toEqual([first.id]);
      const next = await h.returns.adminList({ pageSize: 1, cursor: page.nextCursor });
      expect(next).toMatchObject({ items: [{ id: second.id }], nextCursor: null });
      expect(
        (await h.returns.adminList({ pageSize: 10, status: 'open' })).items.map((item) => item.id),
      ).toEqual([first.id]);
      expect(
        (await h.returns.adminList({ pageSize: 10, status: 'rejected' })).items.map((item) => item.id),
      ).toEqual([second.id]);
    });

    it("shows the shopper their order's requests live", async () => {
      const order = await delivered();
      const seen: ReturnRequest[][] = [];
      const failures: unknown[] = [];
      const stop = h.returns.subscribeForOrder(
        order.id,
        'asha',
        (requests) => seen.push(requests),
        (error) => failures.push(error),
      );
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]).toEqual([]);
      const requested = await asked(order, { 0: 1 });
      await vi.waitFor(() => expect(seen.at(-1)?.map((item) => item.status)).toEqual(['requested']));
      await h.returns.move(requested.id, 'approved', h.staff);
      await vi.waitFor(() => expect(seen.at(-1)?.map((item) => item.status)).toEqual(['approved']));
      stop();
      expect(failures).toEqual([]);
    });
  });
};
