import { performance } from 'node:perf_hooks';
import { InMemoryAlertRepository } from '../../src/adapters/memory/InMemoryAlertRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS } from '../../src/adapters/memory/placeOrderInMemory';
import { RandomIdGenerator } from '../../src/adapters/memory/RandomIdGenerator';
import { type Alert, newAlert } from '../../src/domain/alerts/Alert';
import { ALERT_PAGE, tellWaitingAlerts } from '../../src/domain/alerts/alertMessages';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { testProduct } from '../../tests/contracts/support/testProduct';
import { count, table, type Verdict } from './benchReport';

/** Alerts a product page reads for a signed-in shopper (one query), and what telling 1,000 waiting shoppers costs. */
export const ALERT_BUDGETS = { productPageReads: 1, waiting: 1_000 };
/** Each waiting alert read once, and a read for each page's query past the last (an empty page is billed one). */
const triggerReadsBudget = (waiting: number): number => waiting + Math.floor(waiting / ALERT_PAGE) + 1 + 1;

const NOW = '2026-12-01T10:00:00.000Z';

/** The product page's alerts for a shopper holding one on the product: the one query AlertsStore.loadFor makes. */
const productPageReads = async (): Promise<number> => {
  const db = new MemoryDatabase();
  const alerts = new InMemoryAlertRepository(db, { now: () => NOW }, new RandomIdGenerator());
  db.set(PRODUCTS, 'sofa', { ...testProduct('sofa') });
  await alerts.create({
    kind: 'price-drop',
    productId: 'sofa',
    variantId: null,
    uid: 'asha',
    email: 'a@example.com',
    priceSeen: 10000,
  });
  await alerts.create({
    kind: 'price-drop',
    productId: 'bed',
    variantId: null,
    uid: 'asha',
    email: 'a@example.com',
    priceSeen: 10000,
  });
  const before = db.meter.reads;
  await alerts.mineFor('asha', 'sofa');
  return db.meter.reads - before;
};

/**
 * The server module's trigger when a product with `waiting` shoppers waiting comes back in stock: the same domain code
 * as functions/src/tellProductAlerts.ts over alerts held in id order, billed as Firestore bills a query (each document
 * returned, at least one per query), plus the settings read for the messages.
 */
const stockReturns = async (waiting: number) => {
  const product = testProduct('bed', { stock: 4 });
  const alerts: Alert[] = Array.from({ length: waiting }, (_, index) =>
    newAlert(
      {
        kind: 'back-in-stock',
        productId: 'bed',
        variantId: null,
        uid: `shopper${String(index).padStart(5, '0')}`,
        email: `s${index}@example.com`,
        priceSeen: product.price,
      },
      0,
      'tokentokentokentoken',
      NOW,
    ),
  ).sort((a, b) => (a.id < b.id ? -1 : 1));
  let reads = 1;
  let queries = 0;
  let batches = 0;
  let writes = 0;
  const started = performance.now();
  const { read, told } = await tellWaitingAlerts(
    {
      page: async (after, size) => {
        const from = after === null ? 0 : alerts.findIndex((alert) => alert.id === after) + 1;
        const page = alerts.slice(from, from + size);
        queries += 1;
        reads += Math.max(1, page.length);
        return page;
      },
      write: async (items) => {
        batches += 1;
        writes += 2 * items.length;
      },
    },
    product,
    { settings: DEFAULT_SHOP_SETTINGS, origin: 'https://shop.example' },
    NOW,
  );
  return { read, told, reads, queries, batches, writes, ms: performance.now() - started };
};

export const measureAlerts = async (): Promise<Verdict> => {
  const pageReads = await productPageReads();
  const returns = await stockReturns(ALERT_BUDGETS.waiting);
  const readsBudget = triggerReadsBudget(ALERT_BUDGETS.waiting);
  const checks = [
    ['a product page, signed in, reads', pageReads <= ALERT_BUDGETS.productPageReads],
    [
      'the stock-return trigger reads',
      returns.reads <= readsBudget && returns.read === ALERT_BUDGETS.waiting,
    ],
    ['the messages of a stock return', returns.told === ALERT_BUDGETS.waiting],
  ] as const;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  return {
    failures: checks.filter(([, pass]) => !pass).map(([name]) => name),
    text: [
      'Stock and price alerts (scripts/bench/alertCosts.ts):',
      '',
      table(
        ['figure', 'value', 'budget', 'result'],
        [
          [
            'product page, signed in: reads added',
            count(pageReads),
            `≤${ALERT_BUDGETS.productPageReads}`,
            verdict(checks[0][1]),
          ],
          [
            `stock back, ${count(ALERT_BUDGETS.waiting)} waiting: trigger reads`,
            count(returns.reads),
            `≤${count(readsBudget)}`,
            verdict(checks[1][1]),
          ],
          [
            '  of them: alerts, each read once',
            count(returns.read),
            `=${count(ALERT_BUDGETS.waiting)}`,
            verdict(returns.read === ALERT_BUDGETS.waiting),
          ],
          ['  queries (pages of 500)', count(returns.queries), '', 'info'],
          ['  batched writes (alert done + its message)', `${count(returns.batches)} × ≤500`, '', 'info'],
          ['  writes', count(returns.writes), '', 'info'],
          ['messages owed', count(returns.told), `=${count(ALERT_BUDGETS.waiting)}`, verdict(checks[2][1])],
          ['function invocations (trigger + a send per message)', count(1 + returns.told), '', 'info'],
          ['domain time, 1,000 alerts (ms)', returns.ms.toFixed(1), '', 'info'],
        ],
        1,
      ),
    ].join('\n'),
  };
};
