import { expect, test, type Locator, type Page } from '@playwright/test';
import { appHasThePrerenderedPage, expectNoSeriousViolations } from './support/shopSteps';

/**
 * The catalogue side of the storefront in the production build on the in-memory backend (fresh demo data per test):
 * category browsing, filters and sorts kept in the URL, search, product variants in the cart, category messages,
 * accessibility. Product names come from the page, so the tests hold for any demo catalogue.
 */

const categoryBar = (page: Page): Locator => page.getByRole('navigation', { name: 'Product categories' });
const productList = (page: Page): Locator => page.getByRole('list', { name: 'Products', exact: true });
const resultCount = (page: Page): Locator => page.getByTestId('result-count');
const cartBadge = (page: Page, count: number): Locator =>
  page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** The size and colour pickers of a product page. */
const variantGroups = (page: Page): Locator => page.getByRole('group', { name: /^(Size|Colour):/ });

const rupees = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** Names and prices of the product cards shown, in order. */
const listedProducts = async (page: Page): Promise<{ name: string; price: number }[]> => {
  await expect(resultCount(page)).toHaveText(/^\d+ products?/);
  const cards = productList(page).getByRole('listitem');
  // Right after a filter changes, the listing may still show its skeleton: wait for the cards.
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const products: { name: string; price: number }[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const name = (await card.getByRole('link').first().textContent()) ?? '';
    // The first ₹ amount on a card is its price; the struck-through one after it is the MRP.
    const price = rupees(
      (await card
        .getByText(/^₹[\d,]+$/)
        .first()
        .textContent()) ?? '',
    );
    products.push({ name, price });
  }
  return products;
};

/** The count once the listing shows a different one than `previous` (the URL changes before the page does). */
const countAfterChange = async (page: Page, previous: number): Promise<number> => {
  await expect(resultCount(page)).not.toHaveText(new RegExp(`^${previous} products?$`));
  return countOf(page);
};

const countOf = async (page: Page): Promise<number> => {
  await expect(resultCount(page)).toHaveText(/^\d+ products?/);
  return Number(((await resultCount(page).textContent()) ?? '').replace(/\D.*$/, ''));
};

/** Visits the first listed products until one offers at least two sizes or colours; returns its path. */
const findProductWithVariants = async (page: Page): Promise<string> => {
  await page.goto('/products');
  await expect(productList(page)).toBeVisible();
  const hrefs = await productList(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const options = variantGroups(page).getByRole('button', { pressed: false });
    const addable = await page.getByRole('button', { name: 'Add to cart' }).isEnabled();
    if (addable && (await options.count()) > 0) return href;
  }
  throw new Error('No product with variants among the first listed products');
};

test('a guest browses a category from the header bar', async ({ page }) => {
  await page.goto('/');
  // The app moves between pages itself (and announces each) once it has the prerendered page.
  await appHasThePrerenderedPage(page);
  const sofa = categoryBar(page).getByRole('link', { name: /^Sofa/ });
  await expect(sofa).toBeVisible();
  await sofa.click();
  await expect(page).toHaveURL(/\/categories\/sofas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofa' })).toBeVisible();
  expect(await countOf(page)).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Sofa subcategories' })).toBeVisible();
  await expect(page).toHaveTitle('Sofa — Sheesham Home');
  // A screen reader hears the page it moved to, as after a full page load.
  await expect(page.getByTestId('route-announcer')).toHaveText('Sofa — Sheesham Home');
  // A product of the category opens from its card.
  const first = productList(page).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Sofa', exact: true }),
  ).toBeVisible();
});

test("a card's picture opens its product; its heart and its cart button answer above the card's link", async ({
  page,
}) => {
  await page.goto('/categories/sofas');
  await appHasThePrerenderedPage(page);
  const button = productList(page)
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to cart$/, '$1');
  const card = productList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Add ${name} to cart` }) });
  // A click the card's link took instead would open the product page.
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await button.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/sofas$/);
  // The picture lies under the card's link (Playwright would call it covered): a tap at its centre, as a finger's.
  const picture = await card.locator('img').first().boundingBox();
  if (!picture) throw new Error('the card shows no picture');
  await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('filters and sorts on /products change the listing, live in the URL and survive a reload', async ({
  page,
}) => {
  await page.goto('/products');
  const total = await countOf(page);
  expect(total).toBeGreaterThan(1);
  const byName = await listedProducts(page);
  expect(byName.map((p) => p.name)).toEqual(
    [...byName.map((p) => p.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
  );

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/\/products\?sort=price-low$/);
  await expect
    .poll(async () => (await listedProducts(page)).map((p) => p.name))
    .not.toEqual(byName.map((p) => p.name));
  const byPrice = (await listedProducts(page)).map((p) => p.price);
  expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=price-high/);
  await expect.poll(async () => (await listedProducts(page)).map((p) => p.price)).not.toEqual(byPrice);
  const descending = (await listedProducts(page)).map((p) => p.price);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const filters = page.getByRole('complementary', { name: 'Product filters' });
  // On a desktop the panel is the only way in: no drawer button beside it.
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  await filters.getByRole('radio', { name: /^Beds/ }).click();
  await expect(page).toHaveURL(/category=beds/);
  const beds = await countAfterChange(page, total);
  expect(beds).toBeGreaterThan(0);
  expect(beds).toBeLessThan(total);
  await filters.getByRole('radio', { name: '4 stars & above' }).click();
  await expect(page).toHaveURL(/rating=4/);
  // The radio follows the URL in the same render as the listing.
  await expect(filters.getByRole('radio', { name: '4 stars & above' })).toBeChecked();
  const rated = await listedProducts(page);
  await filters.getByLabel('Max price (₹)').fill(String(Math.max(...rated.map((p) => p.price))));
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/maxPrice=\d+/);
  // A maximum at the dearest product's price keeps every one of them, once the new page of results has arrived.
  await expect.poll(() => listedProducts(page)).toEqual(rated);

  const url = page.url();
  const shown = rated;
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
  await expect(filters.getByRole('radio', { name: /^Beds/ })).toBeChecked();
  await expect.poll(() => listedProducts(page)).toEqual(shown);
  expect(page.url()).toBe(url);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(resultCount(page)).toHaveText(`${total} products`);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
});

test('an impossible filter shows the empty state, whose button clears it', async ({ page }) => {
  await page.goto('/products?minPrice=99999999');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(productList(page)).toBeVisible();
});

test('search suggestions in the header open a product; Enter opens the results page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('bed');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(page.getByText(/^\d+ products? found$/).first()).toBeVisible();
  const option = suggestions.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').replace(/₹[\d,]+$/, '').trim();
  await option.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(suggestions).toBeHidden();

  await box.fill('bed');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=bed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “bed”');
  await expect(resultCount(page)).toHaveText(/^\d+ products? found$/);
  await expect(productList(page).getByRole('listitem').first()).toBeVisible();

  await page.goto('/search?q=zzqqxx');
  await expect(page.getByText('No products found for "zzqqxx"')).toBeVisible();
  await expect(page.getByText('Try different keywords or check spelling')).toBeVisible();
});

test('two variants of one product and another product make three cart lines', async ({ page }) => {
  const path = await findProductWithVariants(page);
  const price = page.getByTestId('product-price');
  const basePrice = rupees((await price.textContent()) ?? '');
  const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await expect(cartBadge(page, 1)).toBeVisible();

  // Another option: the price follows its modifier.
  const label =
    (await variantGroups(page).getByRole('button', { pressed: false }).first().getAttribute('aria-label')) ??
    '';
  const other = variantGroups(page).getByRole('button', { name: label, exact: true });
  const modifier = /([+−])₹([\d,]+)/.exec(label);
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  if (modifier) {
    const change = rupees(modifier[2] ?? '') * (modifier[1] === '−' ? -1 : 1);
    await expect(price).toHaveText(new RegExp(`^₹${(basePrice + change).toLocaleString('en-IN')}$`));
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page, 2)).toBeVisible();
  await expect(page.getByText(`2 in your cart`)).toBeVisible();

  // Another product, from a card of the list.
  await page.goto('/products');
  const card = page.getByRole('button', { name: /^Add .+ to cart$/ }).filter({ hasNotText: productName });
  await card.first().click();
  await expect(cartBadge(page, 3)).toBeVisible();
  // The cart survives a reload (it is kept under 'root').
  await page.reload();
  await expect(cartBadge(page, 3)).toBeVisible();
  expect(path).toMatch(/^\/[^/]+\/[^/]+$/);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the "Added to cart" toast shows below the header and leaves the cart button clickable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Polled: the toast slides in from above.
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    // Straight away, while the toast is still up and the pointer passes over the page.
    await page.getByRole('link', { name: /^Cart, 1 item$/ }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/cart$/);
  });
}

test('the empty Safety Door category and an unknown category show their messages', async ({ page }) => {
  await page.goto('/');
  await appHasThePrerenderedPage(page);
  // A category without products is left out of the bar, so the bar's eight are categories to shop.
  await expect(categoryBar(page).getByRole('link', { name: /^Safety Door/ })).toHaveCount(0);
  await expect(categoryBar(page).getByRole('link', { name: /^Beds/ })).toBeVisible();

  await page.goto('/categories/safety-door');
  await expect(
    page
      .getByRole('main')
      .getByText('"Safety Door" category has no products available yet. Please check back later.'),
  ).toBeVisible();
  await page.goto('/categories/garden-swings');
  await expect(
    page
      .getByRole('main')
      .getByText('"Garden Swings" category is not available yet. Please check back later.'),
  ).toBeVisible();
  await page.goto('/category/beds');
  await expect(page).toHaveURL(/\/categories\/beds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beds' })).toBeVisible();
});

test('at 375 px the filters open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/products');
  const total = await countOf(page);
  // The desktop panel is not built at all on a phone, not merely hidden.
  await expect(page.locator('aside')).toHaveCount(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter products' });
  await drawer.getByRole('radio', { name: /^Beds/ }).click();
  await expect(page).toHaveURL(/category=beds/);
  const beds = await countAfterChange(page, total);
  expect(beds).toBeLessThan(total);
  await drawer.getByRole('button', { name: `Show ${beds} ${beds === 1 ? 'product' : 'products'}` }).click();
  await expect(drawer).toBeHidden();
  await expect(productList(page).getByRole('listitem')).toHaveCount(Math.min(beds, 12));
});

test('at 360 px an element given the focus under the sticky header is scrolled clear of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/products');
  const first = productList(page).getByRole('link').first();
  await expect(first).toBeVisible();
  // The page scrolled until the first card's link sits at the top of the screen, behind the header.
  await first.evaluate((link) => window.scrollTo(0, window.scrollY + link.getBoundingClientRect().top - 8));
  await expect.poll(() => first.evaluate((link) => Math.round(link.getBoundingClientRect().top))).toBe(8);
  await first.focus();
  const header = await page.locator('header').first().boundingBox();
  const focused = await first.boundingBox();
  expect(header && focused && focused.y >= header.y + header.height).toBe(true);
});

test('the home banner that is only a picture shows where the keyboard focus is', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers' });
  const picture = offers.getByRole('link', { name: /^Festive Sale/ });
  await expect(picture).toBeVisible();
  await picture.focus();
  const frame = await offers.getByRole('group', { name: /^1 of / }).boundingBox();
  const link = await picture.boundingBox();
  // The link is the whole frame, not the empty inline box around a positioned picture.
  expect(link && frame && link.width === frame.width && link.height === frame.height).toBe(true);
  // The ring is a layer over the picture (an outline would be clipped by the frame, or hidden under the picture).
  const ring = await picture.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    return { content: style.content, border: style.borderTopStyle, width: parseFloat(style.borderTopWidth) };
  });
  expect(ring).toMatchObject({ content: '""', border: 'solid' });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await picture.blur();
  expect(await picture.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none');
});

test('at 360 px the home banner that is only a picture fills the width, cropped rather than letterboxed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const picture = page.getByRole('region', { name: 'Offers' }).getByRole('img', { name: /^Festive Sale/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const drawn = await picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const style = getComputedStyle(image);
    // How the picture is scaled into its box: `cover` fills both sides, `contain` leaves bars on one.
    const scale = (style.objectFit === 'cover' ? Math.max : Math.min)(
      box.width / image.naturalWidth,
      box.height / image.naturalHeight,
    );
    return {
      boxWidth: box.width,
      pageWidth: document.documentElement.clientWidth,
      objectFit: style.objectFit,
      width: image.naturalWidth * scale,
      height: image.naturalHeight * scale,
      boxHeight: box.height,
    };
  });
  expect(drawn.boxWidth).toBe(drawn.pageWidth);
  expect(drawn.objectFit).toBe('cover');
  expect(drawn.width).toBeGreaterThanOrEqual(drawn.boxWidth);
  expect(drawn.height).toBeGreaterThanOrEqual(drawn.boxHeight);
});

test('a first visit to home, the product list or a product page draws it whole: no spinner, no skeleton', async ({
  page,
}) => {
  // Records, from before the app's first render, every loading placeholder ever added to the page: Chakra's, and the
  // page spinner drawn with styles extracted at build.
  await page.addInitScript((PLACEHOLDERS) => {
    const seen: string[] = [];
    (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const found of [node, ...node.querySelectorAll('*')])
              if (found.matches(PLACEHOLDERS)) seen.push(found.className);
    }).observe(document, { childList: true, subtree: true });
  }, '.chakra-skeleton, .chakra-spinner, .pageSpinner__spinner');
  const placeholdersSeen = () =>
    page.evaluate(() => (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  expect(await placeholdersSeen()).toEqual([]);

  await page.goto('/products?sort=price-low');
  await expect(productList(page).getByRole('listitem')).toHaveCount(12);
  expect(await placeholdersSeen()).toEqual([]);
  const firstProduct = (await productList(page).getByRole('link').first().getAttribute('href')) ?? '';

  await page.goto(firstProduct);
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  expect(await placeholdersSeen()).toEqual([]);
});

/** The top and bottom of each band of the header (its strip, its main row, the category bar when shown). */
const bandsOf = (page: Page, header: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return null;
    const bands = [...root.children].map((child) => child.getBoundingClientRect());
    return bands.filter((box) => box.height > 0).map((box) => [Math.round(box.top), Math.round(box.bottom)]);
  }, header);

for (const width of [360, 800, 1280]) {
  test(`at ${width} px the header's bands are painted before the app's code runs, where the app then draws them`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width, height: 800 };
    const withoutScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    const before = await withoutScript.newPage();
    // A page with no prerendered copy: the app shell, as a browser gets it before the app's code runs.
    await before.goto('/cart');
    const bootHeader = before.getByTestId('boot-header');
    await expect(bootHeader).toBeVisible();
    // No text or picture: a contentful paint before the app's start-up would count that work as blocking time.
    await expect(bootHeader).toHaveText('');
    await expect(bootHeader.locator('svg, img')).toHaveCount(0);
    const painted = await bandsOf(before, '[data-testid="boot-header"]');
    await withoutScript.close();

    const withScript = await browser.newContext({ baseURL, viewport });
    const page = await withScript.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(page.getByTestId('boot-header')).toHaveCount(0);
    const drawn = await bandsOf(page, 'header');
    await withScript.close();

    expect(painted).not.toBeNull();
    expect(painted).toEqual(drawn);
  });
}

for (const width of [360, 480, 1280]) {
  test(`at ${width} px the listing's sort shows the longest sort's name whole, inside the page's margins`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    await expect(productList(page)).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-high');
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(resultCount(page)).toHaveText(/^\d+ products$/);
    await expect(productList(page)).toBeVisible();
    const {
      right,
      wanted,
      width: shown,
    } = await sort.evaluate((select: HTMLSelectElement) => {
      // The width the select takes when nothing constrains it: that of its longest option.
      const free = select.cloneNode(true) as HTMLSelectElement;
      Object.assign(free.style, { width: 'auto', minWidth: '0', maxWidth: 'none', position: 'absolute' });
      document.body.append(free);
      const wanted = free.getBoundingClientRect().width;
      free.remove();
      const box = select.getBoundingClientRect();
      return { right: box.right, wanted, width: box.width };
    });
    const list = await productList(page).boundingBox();
    expect(list).not.toBeNull();
    expect(right).toBeLessThanOrEqual((list?.x ?? 0) + (list?.width ?? 0) + 0.5);
    expect(shown).toBeGreaterThanOrEqual(wanted - 0.5);
  });
}

test('home, product list and product detail have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/products');
  await expect(productList(page)).toBeVisible();
  await expectNoSeriousViolations(page);
  await productList(page).getByRole('link').first().click();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('category, search and help pages have no serious accessibility violations', async ({ page }) => {
  const pages: [string, string][] = [
    ['/categories', 'All Categories'],
    ['/categories/sofas', 'Sofa'],
    ['/search?q=bed', 'Search results for “bed”'],
    ['/faq', 'Frequently Asked Questions'],
    ['/size-guide', 'Size Guide'],
    ['/shipping', 'Shipping Policy'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Loading products…')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});

test("the chosen colour's pictures follow the shopper to the cart, and a sold-out option cannot be added", async ({
  page,
}) => {
  await page.goto('/sofas/amer-fabric-sofa');
  await expect(page.getByRole('heading', { level: 1, name: 'Amer Fabric Sofa' })).toBeVisible();
  const picture = page.getByRole('img', { name: /^Amer Fabric Sofa/ }).first();
  await expect(picture).toHaveAttribute('src', /sofa-teal\.webp$/);
  await page.getByRole('button', { name: /^Stone Grey/ }).click();
  await expect(picture).toHaveAttribute('src', /sofa-grey\.webp$/);
  await expect(page.getByTestId('variant-sku')).toHaveText(/^SKU: SH-\d+-2$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page, 1)).toBeVisible();

  // The grey 5-seater is sold out while the 3-seaters are not: it can be chosen, never added.
  await page.getByRole('button', { name: /^5 Seater/ }).click();
  await expect(page.getByRole('button', { name: /^5 Seater.*Out of stock$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();
  await expect(picture).toHaveAttribute('src', /sofa-grey\.webp$/);

  await cartBadge(page, 1).click();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Amer Fabric Sofa' }) });
  await expect(line.getByText('Size: 3 Seater · Colour: Stone Grey')).toBeVisible();
  await expect(line.locator('img')).toHaveAttribute('src', /sofa-grey\.card\.webp$/);
});
