import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { formatRupees } from '../../src/domain/text/Money';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { ADMIN, fillDeclarations, openAdmin, shopIsLive, signIn, toast } from './support/shopSteps';
import {
  notePrerenderedNodes,
  takeOverEachKind,
  takenOver,
  watchConsole,
  watchRedrawing,
} from './support/takeOver';

/**
 * The pages the build draws (src/prerender): what a reader that runs no script gets from them (crawlers, link
 * previews, scripts turned off), and that a browser running the app still gets the live shop at their addresses.
 */

// As a shopper's browser runs them, with the service worker (blocked workers log a warning of Playwright's own).
test.use({ serviceWorkers: 'allow' });

const product = demoProducts.find((candidate) => candidate.isActive && candidate.stock > 0);
if (!product) throw new Error('the demo seed has no active product in stock');

const withoutScripts = async (browser: Browser, baseURL: string | undefined): Promise<Page> => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
};

const structuredData = (page: Page): Promise<Array<Record<string, unknown>>> =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test('without scripts, a product page shows its name, price and picture, with link previews and JSON-LD', async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScripts(browser, baseURL);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(formatRupees(product.price), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} — Sheesham Home`);
  expect(await metaContent(page, 'og:type')).toBe('product');
  expect(await metaContent(page, 'og:image')).toMatch(new RegExp(`^https://[^/]+${product.image}$`));
  expect(await metaContent(page, 'product:price:currency')).toBe('INR');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https://[^/]+${productPath(product)}$`));
  const [item] = (await structuredData(page)).filter((data) => data['@type'] === 'Product');
  expect(item).toMatchObject({
    name: product.name,
    offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'INR', url: canonical },
  });
  await page.context().close();
});

test('without scripts, home and a category page show their products, and their links lead to prerendered pages', async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScripts(browser, baseURL);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  const types = (await structuredData(page)).map((data) => data['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  await page.goto('/categories/sofas');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofa' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.context().close();
});

/**
 * Elements drawn: a phone styles, lays out and hydrates each one (docs/decisions.md#the-phones-work). The header and
 * footer are on every page, a card is drawn up to 24 times a page and the home page draws the offers and a tile per
 * category above its 16 cards, so each is held to what it draws today.
 */
const MOST_ELEMENTS = { header: 102, footer: 70, card: 9, cardWithMrp: 13, offers: 34, categoryTile: 4 };

test("without scripts, the header, the footer, each product card and the home page's offers and tiles are drawn in few elements", async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScripts(browser, baseURL);
  await page.goto('/categories/sofas');
  const elementsIn = (selector: string) =>
    page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll('*').length + 1));
  expect((await elementsIn('#root header')).at(0)).toBeLessThanOrEqual(MOST_ELEMENTS.header);
  expect((await elementsIn('#root footer')).at(0)).toBeLessThanOrEqual(MOST_ELEMENTS.footer);
  const cards = page.getByRole('list', { name: 'Products', exact: true }).locator(':scope > li');
  const withMrp = await cards.evaluateAll((items) =>
    items.map((item) => ({
      elements: item.querySelectorAll('*').length + 1,
      mrp: item.querySelector('[data-testid="struck-mrp"]') !== null,
    })),
  );
  expect(withMrp.some((card) => card.mrp) && withMrp.some((card) => !card.mrp)).toBe(true);
  for (const card of withMrp)
    expect(card.elements).toBeLessThanOrEqual(card.mrp ? MOST_ELEMENTS.cardWithMrp : MOST_ELEMENTS.card);

  await page.goto('/');
  const [offers] = await elementsIn('section[aria-label="Offers"]');
  expect(offers).toBeLessThanOrEqual(MOST_ELEMENTS.offers);
  const tiles = await elementsIn('section[aria-labelledby="categories-heading"] a');
  expect(tiles.length).toBeGreaterThan(5);
  for (const tile of tiles) expect(tile).toBeLessThanOrEqual(MOST_ELEMENTS.categoryTile);
  await page.context().close();
});

test('the sitemap and robots.txt are served, and an address with no prerendered page gets the app', async ({
  page,
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`${productPath(product)}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  await page.goto('/search?q=sofa');
  await expect(page.getByRole('heading', { level: 1, name: /sofa/i })).toBeVisible();
});

test("a drawn product page runs as the app, with no console warning, and its 'Add to cart' works", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`at ${width} px the app takes over each kind of prerendered page as it is, with no warning`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { problems, redrawn } = await takeOverEachKind(page, productPath(product));
    // The listing's desktop filters are drawn for every screen; a phone drops them once the page is the app's.
    await page.goto('/products');
    await expect(page.getByRole('complementary', { name: 'Product filters' })).toHaveCount(
      width < 1024 ? 0 : 1,
    );
    expect(problems).toEqual([]);
    expect(redrawn).toEqual([]);
  });
}

/** How many style rules, at any depth of the page's style sheets, define the CSS variable `name`. */
const rulesDefining = (page: Page, name: string): Promise<number> =>
  page.evaluate((variable) => {
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce(
        (sum, rule) =>
          sum +
          (rule instanceof CSSStyleRule && rule.style.getPropertyValue(variable) !== '' ? 1 : 0) +
          ('cssRules' in rule ? count((rule as CSSGroupingRule).cssRules) : 0),
        0,
      );
    return [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
  }, name);

/** The classes of styles extracted at build (`block__part`) that elements of the page carry, and those with no rule. */
const extractedClasses = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList): void => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) =>
        // Chakra's own slot classes (`chakra-card__root`) are names, not styles.
        [...element.classList].filter((name) => name.includes('__') && !name.startsWith('chakra-')),
      ),
    );
    return {
      used: [...used],
      unstyled: [...used].filter(
        (name) => !selectors.some((selector) => new RegExp(`\\.${name}(?![\\w-])`).test(selector)),
      ),
    };
  });

/** Parts of a page drawn with styles extracted at build, so carrying none of Emotion's classes: all but the demo's reset button. */
const RUN_TIME_STYLED_IN_EXTRACTED_PARTS = [
  'header [class*="css-"]',
  '.productCard__root [class*="css-"]',
  'footer [class*="css-"]:not(button)',
  'nav[aria-label="breadcrumb"] [class*="css-"]',
  'aside[aria-label="Product filters"] [class*="css-"]',
  '.productListing__toolbar [class*="css-"]',
  '.productGallery__frame [class*="css-"]',
  '.productGallery__thumbs [class*="css-"]',
  '.productPrice__root [class*="css-"]',
  '[data-testid="emi-offer"] [class*="css-"]',
  '.variantPicker__root [class*="css-"]',
  '.productPurchase__root [class*="css-"]',
  '.deliveryCheck__form [class*="css-"]',
  'section[aria-roledescription="carousel"] [class*="css-"]',
  '.homePage__rows section [class*="css-"]:not(.productCard__root *)',
].join(', ');

test("the header, the home page's banners and rows, the listing's filters, the product page's buying panel and the footer are drawn with styles extracted at build, every one in the document", async ({
  page,
}) => {
  for (const path of ['/', '/products', productPath(product), '/about']) {
    await page.goto(path);
    await shopIsLive(page);
    const { used, unstyled } = await extractedClasses(page);
    expect(used, path).toContain('footer__root');
    expect(unstyled, path).toEqual([]);
    expect(await page.locator(RUN_TIME_STYLED_IN_EXTRACTED_PARTS).count(), path).toBe(0);
  }
  await page.goto('/products');
  expect((await extractedClasses(page)).used).toEqual(
    expect.arrayContaining([
      'productCard__root',
      'productCard__addToCart',
      'breadcrumbs__current',
      'priceFilter__input',
      'sortSelect__field',
      'searchBox__input',
    ]),
  );
  await page.goto(productPath(product));
  expect((await extractedClasses(page)).used).toEqual(
    expect.arrayContaining(['productPurchase__addToCart', 'productPrice__price', 'pincodeField__input']),
  );
});

test("the tokens' variables come with the page once, and the app does not write them again", async ({
  page,
}) => {
  await page.goto('/');
  await shopIsLive(page);
  expect(await rulesDefining(page, '--chakra-colors-brand-700')).toBe(1);
  // A page the app draws itself (the cart is not prerendered) has them from the app shell's document.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  expect(await rulesDefining(page, '--chakra-colors-brand-700')).toBe(1);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--chakra-colors-brand-700')),
  ).toBe('#703f27');
});

test("a shopper's own cart shows right after the hydration of a prerendered page", async ({ page }) => {
  await page.goto(productPath(product));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await notePrerenderedNodes(page);
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await expect.poll(() => takenOver(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a price changed after the build shows at once, and a product added after the build opens', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, `/admin/products/edit/${product.id}`, 'Edit Product');
  const newPrice = product.price - 1000;
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(String(newPrice));
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  // The app takes the prerendered page over as the build drew it (no part drawn anew), then shows the new price.
  await notePrerenderedNodes(page);
  const problems = watchConsole(page);
  const redrawn = watchRedrawing(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const main = page.getByRole('main');
  // The first amount on the page is the product's price (the prerendered copy still says the build's price).
  await expect(main.getByText(/^₹[\d,]+$/).first()).toHaveText(formatRupees(newPrice));
  await expect.poll(() => takenOver(page)).toBe(true);
  expect(redrawn).toEqual([]);
  expect(problems).toEqual([]);

  await openAdmin(page, '/admin/products/add', 'Add Product');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Nagaur Teak Bench');
  await page.getByRole('textbox', { name: /^Description/ }).fill('A garden bench in teak.');
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('12999');
  await page.getByRole('textbox', { name: /^Stock/ }).fill('3');
  await page.getByRole('textbox', { name: 'Main image URL' }).fill('/placeholder.svg');
  await page
    .locator('label')
    .filter({ hasText: /^Safety Door$/ })
    .click();
  await fillDeclarations(page);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Nagaur Teak Bench', exact: true }).getAttribute('href');
  const id = href?.split('/').at(-1) ?? '';
  expect(id).not.toBe('');
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nagaur Teak Bench' })).toBeVisible();
  await expect(page.getByRole('main').getByText('₹12,999', { exact: true }).first()).toBeVisible();
});
