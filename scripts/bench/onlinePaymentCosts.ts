import { count, table, type Verdict } from './benchReport';

/**
 * What one order paid online and then cancelled and refunded costs the server module on Firestore (functions/src,
 * docs/behaviour.md#paying-online): the two callables the shopper's browser calls (start, confirm), Razorpay's two
 * webhooks (payment.captured, refund.processed), a trigger per order write, a send per message it owes, and the
 * alerts' trigger per product write (its stock taken at the placing, given back at the cancellation). The
 * refund itself is made by the outbox round, which runs on its schedule whatever the orders: no invocation of its
 * own. The functions' suite counts the same order's invocations in the emulator.
 */
export const ONLINE_ORDER_WRITES = [
  'placed',
  'gateway order kept',
  'paid',
  'cancelled',
  'refund claimed',
  'refund issued',
  'refund processed',
] as const;

/** The product writes of that order of one product: its stock taken, then given back. */
export const ONLINE_ORDER_PRODUCT_WRITES = 2;

export const ONLINE_ORDER_BUDGET = { invocations: 16 };

export const onlineOrderInvocations = (messages: number): number =>
  2 + 2 + ONLINE_ORDER_WRITES.length + messages + ONLINE_ORDER_PRODUCT_WRITES;

/** The bench's figure, for the messages such an order owes (placed to shopper and owner, cancelled to the shopper). */
export const measureOnlinePayment = (messages = 3): Verdict => {
  const invocations = onlineOrderInvocations(messages);
  const pass = invocations <= ONLINE_ORDER_BUDGET.invocations;
  return {
    failures: pass ? [] : ['the server module invocations of one online order'],
    text: [
      'One order paid online, cancelled and refunded through Razorpay (scripts/bench/onlinePaymentCosts.ts):',
      '',
      table(
        ['figure', 'value', 'budget', 'result'],
        [
          ['callables (start, confirm)', count(2), '', 'info'],
          ['webhooks (payment.captured, refund.processed)', count(2), '', 'info'],
          ['order writes, a trigger each', count(ONLINE_ORDER_WRITES.length), '', 'info'],
          ['product writes, a trigger each', count(ONLINE_ORDER_PRODUCT_WRITES), '', 'info'],
          ['messages sent', count(messages), '', 'info'],
          [
            'server module: function invocations',
            count(invocations),
            `≤${ONLINE_ORDER_BUDGET.invocations}`,
            pass ? 'PASS' : 'FAIL',
          ],
        ],
        1,
      ),
    ].join('\n'),
  };
};
