import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '../../src/domain/checkout/CheckoutPricing';
import { financialYearOf, formatInvoiceNumber } from '../../src/domain/tax/InvoiceNumber';
import { DEFAULT_HSN_CODE, DEFAULT_PRODUCT_GST_RATE } from '../../src/domain/tax/ProductTax';
import { checkout, seedCheckoutShop } from './support/checkout';
import { loggedUpdate } from './support/logged';
import { appOrderChange, confirmation, EMAIL, orderChange } from './support/orderChange';
import { emailOf, seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * A confirmation issues the order's tax invoice in the same write: the next number of the financial year from a
 * counter that moves by exactly one, the seller as the settings name it, and never anything else afterwards.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-invoice');

beforeEach(async () => {
  await seedCheckoutShop(env);
  await assertSucceeds(
    checkout(as.shopper, { orderId: 'order1', lines: [{ productId: 'chair', quantity: 1 }] }),
  );
  await assertSucceeds(
    checkout(as.other, { orderId: 'order2', userId: 'other', lines: [{ productId: 'stool0', quantity: 1 }] }),
  );
});

const YEAR = financialYearOf(new Date().toISOString());

describe('issuing an invoice', () => {
  it(`fits the rules' budget for an order of ${MAX_ORDER_LINES} lines, support confirming it through the app's write`, async () => {
    const order1 = (await stored(env, 'orders/order1')) ?? {};
    const line = (order1['lines'] as DocumentData[])[0] ?? {};
    await seed(env, {
      'orders/order8': {
        ...order1,
        lines: Array.from({ length: MAX_ORDER_LINES }, (_, index) => ({ ...line, quantity: index + 1 })),
      },
    });
    const support = { uid: 'support', name: emailOf(as.support) };
    expect(await appOrderChange(as.support, 'order8', { status: 'confirmed' }, support)).toBe(true);
    expect((await stored(env, 'orders/order8'))?.['invoice']).toMatchObject({
      hsnCodes: Array.from({ length: MAX_ORDER_LINES }, () => DEFAULT_HSN_CODE),
      gstRates: Array.from({ length: MAX_ORDER_LINES }, () => DEFAULT_PRODUCT_GST_RATE),
    });
  });
  it('denies confirming an order without its invoice or without moving the counter; allows both', async () => {
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order1',
        orderChange({ status: 'confirmed', paymentStatus: 'pending' }, EMAIL.admin),
        'order',
      ),
    );
    await assertFails(confirmation(env, as.admin, 'order1', EMAIL.admin, { counter: null }));
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    expect((await stored(env, 'orders/order1'))?.['invoice']).toMatchObject({
      number: formatInvoiceNumber('SH', YEAR, 1),
    });
  });
  it('denies a number that skips or repeats one; allows the next', async () => {
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    const skipping = formatInvoiceNumber('SH', YEAR, 3);
    await assertFails(
      confirmation(env, as.admin, 'order2', EMAIL.admin, {
        invoice: { number: skipping },
        counter: { last: 3 },
      }),
    );
    await assertFails(
      confirmation(env, as.admin, 'order2', EMAIL.admin, {
        invoice: { number: formatInvoiceNumber('SH', YEAR, 1) },
        counter: { last: 1 },
      }),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order2', EMAIL.admin));
    expect((await stored(env, 'orders/order2'))?.['invoice']).toMatchObject({
      number: formatInvoiceNumber('SH', YEAR, 2),
    });
  });
  it('denies a counter naming another order, or a number of another year or prefix; allows the right ones', async () => {
    await assertFails(
      confirmation(env, as.admin, 'order1', EMAIL.admin, { counter: { lastOrderId: 'order2' } }),
    );
    await assertFails(
      confirmation(env, as.admin, 'order1', EMAIL.admin, {
        invoice: { number: formatInvoiceNumber('SH', YEAR - 1, 1) },
        counter: { financialYear: YEAR - 1 },
      }),
    );
    await assertFails(
      confirmation(env, as.admin, 'order1', EMAIL.admin, {
        invoice: { number: formatInvoiceNumber('XX', YEAR, 1) },
      }),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
  });
  it("denies a seller other than the settings' or a line count other than the order's; allows the settings' own", async () => {
    await seed(env, {
      'settings/shop': {
        ...(await stored(env, 'settings/shop')),
        sellerLegalName: 'Example Works (fictitious)',
        sellerState: 'Rajasthan',
        sellerGstin: '08ABCDE1234F1Z0',
        sellerAddress: '1 Example Road',
        invoicePrefix: 'EW',
      },
    });
    await assertFails(
      confirmation(env, as.admin, 'order1', EMAIL.admin, {
        invoice: {
          seller: { legalName: 'Someone Else', address: '1 Example Road', state: 'Rajasthan', gstin: '' },
        },
      }),
    );
    await assertFails(confirmation(env, as.admin, 'order1', EMAIL.admin, { invoice: { lines: [] } }));
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    expect((await stored(env, 'orders/order1'))?.['invoice']).toMatchObject({
      number: formatInvoiceNumber('EW', YEAR, 1),
      seller: { legalName: 'Example Works (fictitious)', gstin: '08ABCDE1234F1Z0' },
    });
  });
  it('denies changing an issued invoice or adding one without a confirmation; allows issuing one by confirming', async () => {
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order1',
        {
          ...orderChange({ status: 'shipped', paymentStatus: 'pending' }, EMAIL.admin, 1),
          'invoice.number': 'SH/00-01/000001',
        },
        'order',
      ),
    );
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order2',
        {
          ...orderChange({ status: 'pending', paymentStatus: 'pending' }, EMAIL.admin),
          invoice: { number: 'SH/00-01/000009' },
        },
        'order',
      ),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order2', EMAIL.admin));
  });
  it('lets only admins read or move the counter, and never without an order taking the number', async () => {
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    await assertFails(getDoc(doc(as.shopper, 'meta/invoiceCounter')));
    await assertSucceeds(getDoc(doc(as.admin, 'meta/invoiceCounter')));
    await assertFails(
      setDoc(doc(as.admin, 'meta/invoiceCounter'), { financialYear: YEAR, last: 7, lastOrderId: 'order1' }),
    );
  });
});
