import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_ORDER_PRODUCT_WRITES, onlineOrderInvocations } from '../../scripts/bench/onlinePaymentCosts';
import type { GatewayCheckout } from '../../src/domain/payments/OnlinePayment';
import type { Order } from '../../src/domain/orders/Order';
import { ORDERS, OUTBOX, PRODUCTS, RETURNS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import type { ShopSettings } from '../../src/domain/settings/ShopSettings';
import { cancelLapsedOrders } from '../src/cancelLapsedOrders';
import { checkGateway } from '../src/checkPaymentGateway';
import { confirmPayment } from '../src/confirmOnlinePayment';
import { razorpayApi } from '../src/razorpayApi';
import {
  refundCancelledOrders,
  refundCancelledPayment,
  refundReturnsOnline,
} from '../src/refundOnlinePayment';
import { Timestamp } from 'firebase-admin/firestore';
import { startPayment } from '../src/startOnlinePayment';
import { applyWebhook } from '../src/razorpayWebhook';
import { shopperOrders } from '../../tests/contracts/firestore/support/shopperOrders';
import {
  admin,
  clients,
  invocations,
  openShop,
  OWNER_EMAIL,
  place,
  quiet,
  required,
  SETTINGS,
} from './support/shopOnEmulators';
import { RazorpayStandIn } from '../../tests/support/razorpayStandIn';
import { emiQuote } from '../../src/domain/payments/EmiPlan';

/**
 * Paying online (docs/behaviour.md#paying-online): the server module makes Razorpay's order for the stored total,
 * checks the checkout's signature and the payment before an order is paid, and applies Razorpay's signed webhooks
 * once; against a local stand-in of Razorpay's REST API, with the callables and the webhook in the Functions emulator.
 */
const KEY_ID = 'rzp_test_StandIn000001';
const KEY_SECRET = required('RAZORPAY_KEY_SECRET');
const WEBHOOK_SECRET = required('RAZORPAY_WEBHOOK_SECRET');
const GATEWAY_SETTINGS: ShopSettings = {
  ...SETTINGS,
  paymentGateway: 'razorpay',
  paymentGatewayKeyId: KEY_ID,
};
const razorpay = new RazorpayStandIn(
  Number(required('SHEESHAM_RAZORPAY_PORT')),
  KEY_ID,
  KEY_SECRET,
  required('RAZORPAY_WEBHOOK_SECRET'),
);
const functionsUrl = (name: string) =>
  `http://${required('SHEESHAM_FUNCTIONS_HOST')}/${required('SHEESHAM_EMULATOR_PROJECT')}/asia-south1/${name}`;
const api = (keyId: string) => razorpayApi(keyId, KEY_SECRET);
const now = () => new Date().toISOString();
const stored = async (id: string) =>
  fromOrderDocument(id, (await admin.collection(ORDERS).doc(id).get()).data() ?? {});
const paidEntries = async (id: string) =>
  (await stored(id)).history.filter((entry) => entry.paymentStatus === 'paid').length;
let shopperNumber = 0;
/** A fresh verified shopper's online order (one account may place an order a minute). */
const onlineOrder = async () => {
  shopperNumber += 1;
  return place(`payer${shopperNumber}`, `payer${shopperNumber}@example.in`, { paymentMethod: 'online' });
};
/** An unsigned ID token, which the Functions emulator takes as it comes (it verifies none). */
const idToken = (uid: string) =>
  [
    { alg: 'none', typ: 'JWT' },
    { user_id: uid, sub: uid, aud: 'x', iss: 'x', iat: 0, exp: 4102444800 },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.';

/** The gateway order the server makes for `order` paid in full, or the test fails with why it made none. */
const startedInFull = async (order: Pick<Order, 'id' | 'userId'>) => {
  const started = await startPayment(admin, order.userId, { orderId: order.id, emiMonths: null }, api, now());
  if (!started.ok) throw new Error(started.error.code);
  return started.value;
};
/** A call of callable `name` by `uid`, as the Firebase SDK makes it: its answer is a Result. */
const callFunction = <T>(name: string, uid: string, data: unknown) =>
  fetch(functionsUrl(name), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken(uid)}` },
    body: JSON.stringify({ data }),
  }).then((response) => response.json() as Promise<{ result?: { ok: boolean; value?: T; error?: unknown } }>);
/** A webhook call as Razorpay makes it, with its signature and event id. */
const sendWebhook = ({ body, signature }: { body: string; signature: string }, eventId: string) =>
  fetch(functionsUrl('razorpayWebhook'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature,
      'X-Razorpay-Event-Id': eventId,
    },
    body,
  });

beforeAll(() => razorpay.start());
afterAll(() => razorpay.stop());
beforeEach(async () => {
  razorpay.down = false;
  await openShop(GATEWAY_SETTINGS);
});

describe('paying an order online through Razorpay', () => {
  it('makes the gateway order for the stored total once, and is paid by a signed, captured payment once', async () => {
    const order = await onlineOrder();
    const started = await startedInFull(order);
    const made = razorpay.orders.get(started.gatewayOrderId);
    expect(made).toMatchObject({ amount: order.total * 100, currency: 'INR', notes: { orderId: order.id } });
    expect(started).toMatchObject({
      keyId: KEY_ID,
      amountPaise: order.total * 100,
      gateway: 'razorpay',
    });
    const again = await startPayment(admin, order.userId, { orderId: order.id, emiMonths: null }, api, now());
    expect(again.ok && again.value.gatewayOrderId).toBe(started.gatewayOrderId);
    expect(razorpay.orders.size).toBe(1);

    const { payment, signature } = razorpay.pay(started.gatewayOrderId);
    const proof = { paymentId: payment.id, signature };
    expect(await confirmPayment(admin, order.userId, order.id, proof, KEY_SECRET, api, now())).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await stored(order.id)).toMatchObject({
      paymentStatus: 'paid',
      onlinePayment: { gateway: 'razorpay', paymentId: payment.id },
    });
    expect((await stored(order.id)).history.at(-1)).toMatchObject({ paymentStatus: 'paid', by: OWNER_EMAIL });
    await confirmPayment(admin, order.userId, order.id, proof, KEY_SECRET, api, now());
    expect(await paidEntries(order.id)).toBe(1);
  });

  it('refuses a forged signature, a payment of another amount and another account; keeps the order when down', async () => {
    const order = await onlineOrder();
    const started = await startedInFull(order);
    const { payment, signature } = razorpay.pay(started.gatewayOrderId);
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(
      await confirmPayment(
        admin,
        order.userId,
        order.id,
        { paymentId: payment.id, signature: forged },
        KEY_SECRET,
        api,
        now(),
      ),
    ).toEqual({ ok: false, error: { code: 'PAYMENT.NOT_VERIFIED' } });
    const short = razorpay.pay(started.gatewayOrderId, { amount: order.total * 100 - 100 });
    expect(
      await confirmPayment(
        admin,
        order.userId,
        order.id,
        { paymentId: short.payment.id, signature: short.signature },
        KEY_SECRET,
        api,
        now(),
      ),
    ).toEqual({ ok: false, error: { code: 'PAYMENT.NOT_VERIFIED' } });
    expect(
      await confirmPayment(
        admin,
        'someone-else',
        order.id,
        { paymentId: payment.id, signature },
        KEY_SECRET,
        api,
        now(),
      ),
    ).toEqual({ ok: false, error: { code: 'PAYMENT.NOT_FOUND' } });
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });

    const later = await onlineOrder();
    razorpay.down = true;
    expect(
      await startPayment(admin, later.userId, { orderId: later.id, emiMonths: null }, api, now()),
    ).toEqual({
      ok: false,
      error: { code: 'PAYMENT.GATEWAY_UNAVAILABLE' },
    });
    expect(await stored(later.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await stored(later.id)).onlinePayment).toBeUndefined();
  });

  it("makes a no-cost EMI plan's gateway order for the total less its discount, paid by EMI alone", async () => {
    const plan = { months: 6, lender: 'Example Bank credit cards', annualRatePercent: 15, noCost: true };
    await openShop({ ...GATEWAY_SETTINGS, emiMinimum: 0, emiPlans: [plan] });
    const order = await onlineOrder();
    const discountPaise = emiQuote(order.total * 100, plan).discountPaise;
    expect(discountPaise).toBeGreaterThan(0);
    const refused = await startPayment(admin, order.userId, { orderId: order.id, emiMonths: 9 }, api, now());
    expect(refused).toEqual({ ok: false, error: { code: 'PAYMENT.EMI_NOT_OFFERED' } });
    const inFull = await startedInFull(order);
    const started = await startPayment(admin, order.userId, { orderId: order.id, emiMonths: 6 }, api, now());
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value.gatewayOrderId).not.toBe(inFull.gatewayOrderId);
    expect(razorpay.orders.get(started.value.gatewayOrderId)).toMatchObject({
      amount: order.total * 100 - discountPaise,
    });
    expect(started.value).toMatchObject({
      amountPaise: order.total * 100 - discountPaise,
      emi: { months: 6 },
    });
    expect((await stored(order.id)).onlinePayment?.emi).toEqual({
      months: 6,
      lender: plan.lender,
      annualRatePercent: 15,
      discountPaise,
    });
    const confirm = (paid: ReturnType<typeof razorpay.pay>) =>
      confirmPayment(
        admin,
        order.userId,
        order.id,
        { paymentId: paid.payment.id, signature: paid.signature },
        KEY_SECRET,
        api,
        now(),
      );
    // The discount is given for paying in instalments: the discounted amount paid by card pays nothing.
    expect(await confirm(razorpay.pay(started.value.gatewayOrderId))).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_VERIFIED' },
    });
    expect(await confirm(razorpay.pay(started.value.gatewayOrderId, { method: 'emi' }))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("tells the owner, and only the owner, whether Razorpay takes the shop's key with the server's secret", async () => {
    const owner = { uid: 'owner', token: { email_verified: true, admin: true } };
    await admin.collection('users').doc('manager').set({ role: 'manager' });
    await admin.collection('users').doc('second-owner').set({ role: 'admin' });
    expect(await checkGateway(admin, undefined, api)).toBeNull();
    expect(await checkGateway(admin, { uid: 'manager', token: { email_verified: true } }, api)).toBeNull();
    expect(await checkGateway(admin, { uid: 'second-owner', token: { email_verified: true } }, api)).toEqual({
      state: 'accepted',
      live: false,
    });
    expect(await checkGateway(admin, owner, (keyId) => razorpayApi(keyId, 'not-the-secret'))).toEqual({
      state: 'refused',
      reason: 'Authentication failed',
    });
    razorpay.down = true;
    expect(await checkGateway(admin, owner, api)).toEqual({ state: 'unreachable' });
    await openShop(SETTINGS);
    expect(await checkGateway(admin, owner, api)).toEqual({ state: 'none' });
  });

  it('starts a payment through the callable in the Functions emulator, for its own shopper only', async () => {
    const order = await onlineOrder();
    const call = (uid: string) =>
      callFunction<GatewayCheckout>('startOnlinePayment', uid, { orderId: order.id });
    expect((await call('stranger')).result).toEqual({ ok: false, error: { code: 'PAYMENT.NOT_FOUND' } });
    const mine = await call(order.userId);
    expect(mine.result).toMatchObject({ ok: true, value: { amountPaise: order.total * 100, keyId: KEY_ID } });
  });
});

describe('a cancelled order that was paid online', () => {
  /** An online order paid through the stand-in and the server's check. */
  const paidOrder = async () => {
    const order = await onlineOrder();
    const started = await startedInFull(order);
    const { payment, signature } = razorpay.pay(started.gatewayOrderId);
    await confirmPayment(
      admin,
      order.userId,
      order.id,
      { paymentId: payment.id, signature },
      KEY_SECRET,
      api,
      now(),
    );
    return { order, payment };
  };

  it("is refunded through Razorpay by the server's round once its shopper cancels it, and only once", async () => {
    const { order, payment } = await paidOrder();
    const shopperNo = order.userId;
    const cancelled = await shopperOrders(clients, shopperNo, order.customerEmail).cancelOrder({
      orderId: order.id,
      userId: shopperNo,
      reason: 'Bought elsewhere',
    });
    expect(cancelled.ok).toBe(true);
    expect(await refundCancelledOrders(admin, api, now())).toBe(1);
    expect((await stored(order.id)).paymentStatus).toBe('refunded');
    const refundsOf = (paymentId: string) => razorpay.refunds.filter((made) => made.payment_id === paymentId);
    expect(refundsOf(payment.id)).toEqual([
      expect.objectContaining({ payment_id: payment.id, amount: order.total * 100 }),
    ]);
    expect(await stored(order.id)).toMatchObject({
      paymentRefund: order.total,
      onlinePayment: { refund: { state: 'issued', amountPaise: order.total * 100 } },
    });
    expect(await refundCancelledPayment(admin, order.id, api, now())).toBeNull();
    expect(await refundCancelledOrders(admin, api, now())).toBe(0);
    expect(refundsOf(payment.id)).toHaveLength(1);
  });

  it('refunds a return staff refunded through Razorpay, for what the return gives back, once', async () => {
    const { order, payment } = await paidOrder();
    const half = Math.floor(order.total / 2);
    const at = Timestamp.now();
    // Staff refunded return 1 (ReturnRequest.orderAfterRefund records it on the order, in one write with the return).
    const batch = admin.batch();
    batch.update(admin.collection(ORDERS).doc(order.id), {
      status: 'delivered',
      refunds: [{ returnNumber: 1, amount: half }],
    });
    batch.set(admin.collection(RETURNS).doc(`${order.id}-1`), {
      orderId: order.id,
      userId: order.userId,
      number: 1,
      quantities: { '0': 1 },
      reason: 'Damaged in transit',
      comment: '',
      status: 'refunded',
      createdAt: at,
      updatedAt: at,
      history: {
        '0': { status: 'requested', at, by: null },
        '1': { status: 'refunded', at, by: OWNER_EMAIL },
      },
    });
    await batch.commit();
    // The return's trigger in the Functions emulator asks Razorpay.
    await expect
      .poll(async () => (await stored(order.id)).onlinePayment?.returnRefunds?.[1]?.state, {
        timeout: 20_000,
      })
      .toBe('issued');
    expect(razorpay.refunds.filter((made) => made.payment_id === payment.id)).toEqual([
      expect.objectContaining({ amount: half * 100, receipt: expect.stringMatching(/-R1$/) }),
    ]);
    expect(await stored(order.id)).toMatchObject({
      paymentStatus: 'paid',
      onlinePayment: { returnRefunds: { 1: { state: 'issued', amountPaise: half * 100 } } },
    });
    expect(await refundReturnsOnline(admin, order.id, api, now())).toBe(0);

    // Razorpay tells the shop the refund went on to the bank: applied once, however often it says so.
    const made = razorpay.refunds.find((refund) => refund.payment_id === payment.id)!;
    const processed = razorpay.webhook('refund.processed', payment, made);
    for (const event of ['evt_refund', 'evt_refund'])
      expect(
        await applyWebhook(admin, processed.body, processed.signature, event, WEBHOOK_SECRET, now()),
      ).toBe(200);
    const processedAt = (await stored(order.id)).onlinePayment?.returnRefunds?.[1]?.processedAt;
    expect(processedAt).toMatch(/^\d{4}-/);
    expect(
      await applyWebhook(admin, processed.body, processed.signature, 'evt_refund2', WEBHOOK_SECRET, now()),
    ).toBe(200);
    expect((await stored(order.id)).onlinePayment?.returnRefunds?.[1]?.processedAt).toBe(processedAt);
    expect(
      await applyWebhook(
        admin,
        processed.body.replace(made.id, 'rfnd_forged'),
        processed.signature,
        'evt_x',
        WEBHOOK_SECRET,
        now(),
      ),
    ).toBe(400);

    // A second return for more than is left to refund: Razorpay refuses it, and the staff read why.
    await admin
      .collection(ORDERS)
      .doc(order.id)
      .update({
        refunds: [
          { returnNumber: 1, amount: half },
          { returnNumber: 2, amount: order.total - half + 1 },
        ],
      });
    expect(await refundReturnsOnline(admin, order.id, api, now())).toBe(0);
    expect((await stored(order.id)).onlinePayment?.returnRefunds?.[2]).toMatchObject({
      state: 'failed',
      reason: 'The refund amount provided is greater than amount captured',
    });
    expect(razorpay.refunds.filter((made) => made.payment_id === payment.id)).toHaveLength(1);
  });

  it("keeps Razorpay's reason when it refuses the refund, and asks no second time", async () => {
    const { order, payment } = await paidOrder();
    // Refunded already from the gateway's dashboard: nothing is left to give back.
    razorpay.refunds.push({
      id: 'rfnd_dashboard',
      payment_id: payment.id,
      amount: payment.amount,
      receipt: '',
    });
    await admin.collection(ORDERS).doc(order.id).update({ status: 'cancelled' });
    expect(await refundCancelledOrders(admin, api, now())).toBe(0);
    expect((await stored(order.id)).onlinePayment?.refund?.state).toBe('failed');
    expect((await stored(order.id)).onlinePayment?.refund?.reason).toBe(
      'The refund amount provided is greater than amount captured',
    );
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await refundCancelledPayment(admin, order.id, api, now())).toBeNull();
    expect(razorpay.refunds.filter((made) => made.payment_id === payment.id)).toHaveLength(1);
  });
});

describe('an online order nobody paid', () => {
  it('is cancelled and restocked by the server 30 minutes after it was placed, not before', async () => {
    const order = await onlineOrder();
    const minutesOn = (minutes: number) =>
      new Date(Date.parse(order.createdAt) + minutes * 60_000).toISOString();
    const stockBefore = (await admin.collection(PRODUCTS).doc('sofa').get()).get('stock') as number;
    expect(await cancelLapsedOrders(admin, minutesOn(29))).toBe(0);
    expect(await cancelLapsedOrders(admin, minutesOn(31))).toBe(1);
    expect(await stored(order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Not paid online within 30 minutes',
    });
    expect((await admin.collection(PRODUCTS).doc('sofa').get()).get('stock')).toBe(stockBefore + 1);
  });
});

describe('what one online order costs the server module', () => {
  it('runs the functions the bench counts: placed, paid, cancelled, refunded and processed', async () => {
    await quiet();
    const ranBefore = invocations();
    const order = await onlineOrder();
    const started = (
      await callFunction<GatewayCheckout>('startOnlinePayment', order.userId, { orderId: order.id })
    ).result?.value;
    if (!started) throw new Error('not started');
    const { payment, signature } = razorpay.pay(started.gatewayOrderId);
    const confirmed = await callFunction<undefined>('confirmOnlinePayment', order.userId, {
      orderId: order.id,
      paymentId: payment.id,
      gatewayOrderId: started.gatewayOrderId,
      signature,
    });
    expect(confirmed.result).toMatchObject({ ok: true });
    expect(
      (await sendWebhook(razorpay.webhook('payment.captured', payment), `evt_cost_${order.id}`)).status,
    ).toBe(200);
    const cancelled = await shopperOrders(clients, order.userId, order.customerEmail).cancelOrder({
      orderId: order.id,
      userId: order.userId,
      reason: 'Bought elsewhere',
    });
    expect(cancelled.ok).toBe(true);
    // The outbox round's refund, called as the round calls it.
    await refundCancelledPayment(admin, order.id, api, now());
    const refund = razorpay.refunds.find((made) => made.payment_id === payment.id)!;
    expect(
      (await sendWebhook(razorpay.webhook('refund.processed', payment, refund), `evt_cost_r_${order.id}`))
        .status,
    ).toBe(200);
    expect((await stored(order.id)).onlinePayment?.refund?.processedAt).toBeDefined();
    const messages = async () =>
      (await admin.collection(OUTBOX).get()).docs.filter((entry) => entry.id.startsWith(`order-${order.id}-`))
        .length;
    await vi.waitFor(async () => expect(await messages()).toBe(3), { timeout: 20_000, interval: 200 });
    const expected = onlineOrderInvocations(3) - ONLINE_ORDER_PRODUCT_WRITES;
    await vi.waitFor(() => expect(invocations() - ranBefore).toBe(expected), {
      timeout: 20_000,
      interval: 200,
    });
    await quiet();
    expect(invocations() - ranBefore).toBe(expected);
  });
});

describe("Razorpay's webhook, in the Functions emulator", () => {
  const send = (body: string, signature: string, eventId: string) =>
    sendWebhook({ body, signature }, eventId);

  it('answers a forged call 400 and changes nothing; applies a signed one once, however often it comes', async () => {
    const order = await onlineOrder();
    const started = await startedInFull(order);
    const { payment } = razorpay.pay(started.gatewayOrderId);
    const { body, signature } = razorpay.webhook('payment.captured', payment);
    expect(
      (
        await send(
          body,
          signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
          'evt_forged',
        )
      ).status,
    ).toBe(400);
    expect(
      (await send(body.replace(`"amount":${payment.amount}`, '"amount":100'), signature, 'evt_forged2'))
        .status,
    ).toBe(400);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'pending' });

    expect((await send(body, signature, 'evt_1')).status).toBe(200);
    expect(await stored(order.id)).toMatchObject({
      paymentStatus: 'paid',
      onlinePayment: { paymentId: payment.id },
    });
    expect((await send(body, signature, 'evt_1')).status).toBe(200);
    expect(await paidEntries(order.id)).toBe(1);
  });

  it('pays an order once when two deliveries of its payment arrive together, and keeps a failure', async () => {
    const order = await onlineOrder();
    const started = await startedInFull(order);
    const failed = razorpay.pay(started.gatewayOrderId, { failed: true });
    const failure = razorpay.webhook('payment.failed', failed.payment);
    expect((await send(failure.body, failure.signature, 'evt_failed')).status).toBe(200);
    expect(await stored(order.id)).toMatchObject({
      paymentStatus: 'pending',
      onlinePayment: { failure: { reason: 'Your payment was declined by the bank.' } },
    });

    const { payment } = razorpay.pay(started.gatewayOrderId);
    const captured = razorpay.webhook('payment.captured', payment);
    const answers = await Promise.all([
      send(captured.body, captured.signature, 'evt_a'),
      send(captured.body, captured.signature, 'evt_b'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await paidEntries(order.id)).toBe(1);
    expect((await stored(order.id)).onlinePayment?.failure).toBeUndefined();
  });
});
