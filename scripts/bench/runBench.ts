import { benchShopSnapshot } from './benchCatalogue';
import { pageCostReport, speedReport, type SizedPageCost } from './benchReport';
import { measureDomainSpeed, type Speed } from './domainSpeed';
import { importCostReport, measureImportCost } from './importCost';
import { measurePageCosts } from './pageCosts';
import { measureSearch } from './searchQuality';
import { measureMessages } from './messageCosts';
import { measureOnlinePayment } from './onlinePaymentCosts';
import { measureAlerts } from './alertCosts';
import { DRAWN_PAGE_SIZES, measureDrawnPages } from './drawnPageCosts';

/** The catalogue sizes of issue 6's page budgets, and the sizes of its speed budget (budgeted, printed only). */
export const PAGE_SIZES = [100, 1_000, 10_000];
export const SPEED_SIZE = 10_000;
export const LARGE_SPEED_SIZE = 100_000;

export interface BenchOptions {
  /** Skip the 100,000-product speed run (CI). */
  quick: boolean;
  /** Where the tables go. */
  print: (text: string) => void;
  /** Where progress goes. */
  progress: (text: string) => void;
}

/** Measures every page and speed figure, prints both tables and returns what missed its budget. */
export const runBench = async ({ quick, print, progress }: BenchOptions): Promise<string[]> => {
  // The root store logs the admin check; the tables are the output here.
  const info = console.info;
  console.info = () => undefined;
  try {
    const costs: SizedPageCost[] = [];
    for (const size of PAGE_SIZES) {
      progress(`Pages at ${size.toLocaleString('en-US')} products…`);
      const measured = await measurePageCosts(benchShopSnapshot(size));
      costs.push(...measured.map((cost) => ({ ...cost, products: size })));
    }
    const order = [...new Set(costs.map((cost) => cost.page))];
    costs.sort((a, b) => order.indexOf(a.page) - order.indexOf(b.page) || a.products - b.products);
    const pages = pageCostReport(costs);

    const speeds: Speed[] = [];
    for (const size of quick ? [SPEED_SIZE] : [SPEED_SIZE, LARGE_SPEED_SIZE]) {
      progress(`Speed at ${size.toLocaleString('en-US')} products…`);
      speeds.push(...(await measureDomainSpeed(size, size === SPEED_SIZE)));
    }
    const speed = speedReport(speeds);
    progress('CSV import of 1,000 products…');
    const csvImport = importCostReport(await measureImportCost());
    const search = await measureSearch(progress);
    progress('Messages of one order…');
    const messages = await measureMessages();
    const online = measureOnlinePayment();
    progress('Alerts…');
    const alerts = await measureAlerts();
    const drawn = await measureDrawnPages(
      progress,
      quick ? DRAWN_PAGE_SIZES.filter((size) => size < LARGE_SPEED_SIZE) : DRAWN_PAGE_SIZES,
    );
    print(
      `${pages.text}\n\n${speed.text}${quick ? '\n(--quick: the 100,000-product runs were skipped)' : ''}\n\n${csvImport.text}\n\n${search.text}\n\n${messages.text}\n\n${online.text}\n\n${alerts.text}\n\n${drawn.text}\n`,
    );
    return [
      ...pages.failures,
      ...speed.failures,
      ...csvImport.failures,
      ...search.failures,
      ...messages.failures,
      ...online.failures,
      ...alerts.failures,
      ...drawn.failures,
    ];
  } finally {
    console.info = info;
  }
};
