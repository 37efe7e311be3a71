import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { createPorts } from '../../src/composition/createPorts';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import { prerenderPage } from '../../src/prerender/prerenderPage';
import { pageDocument } from '../../src/prerender/pageDocument';
import { CARRIED_TAPS_KEY, PORT_ANSWERS_ID } from '../../src/ui/app/prerenderedPage';
import type { Product } from '../../src/domain/catalogue/Product';
import { PHONE_MEDIA, WIDE_MEDIA } from '../../src/ui/shared/format/bannerPicture';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { DEMO_SHOP_SETTINGS } from '../../src/adapters/memory/seed/demoSettings';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { formatRupees } from '../../src/domain/text/Money';
import { APP_SHELL_FILE, prerenderShop, type BuiltFile } from '../../src/prerender/prerenderShop';
import { DEMO_ORIGIN } from '../../src/prerender/siteOrigin';
import { answerKey, readPortAnswers } from '../../src/composition/portAnswers';

const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const active = demoProducts.filter((product) => product.isActive);
const product = active[0];
if (!product) throw new Error('the demo seed has no active product');

let files: Map<string, string>;

const page = (file: string): Document => {
  const html = files.get(file);
  if (html === undefined) throw new Error(`no ${file} was built`);
  return new JSDOM(html).window.document;
};
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const structuredData = (document: Document): Array<Record<string, unknown>> =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
const ofType = (document: Document, type: string) =>
  structuredData(document).find((data) => data['@type'] === type);
const prerenderedText = (document: Document) => document.getElementById('root')?.textContent ?? '';

beforeAll(async () => {
  const built: BuiltFile[] = await prerenderShop({ env: {}, template });
  files = new Map(built.map(({ file, content }) => [file, content]));
}, 120_000);

describe('prerenderShop on the demo backend', () => {
  it('draws a product page a reader without JavaScript can read: name, price, picture, Open Graph and JSON-LD', () => {
    const document = page(`products/${product.id}.html`);
    const canonical = `${DEMO_ORIGIN}${productPath(product)}`;
    expect(document.title).toBe(`${product.name} — Sheesham Home`);
    expect(document.querySelector('h1')?.textContent).toBe(product.name);
    expect(prerenderedText(document)).toContain(formatRupees(product.price));
    expect(document.querySelector(`#root img[src="${product.image}"]`)).not.toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(document, 'og:type')).toBe('product');
    expect(meta(document, 'og:image')).toBe(`${DEMO_ORIGIN}${product.image}`);
    expect(meta(document, 'product:price:amount')).toBe(product.price.toFixed(2));
    expect(meta(document, 'product:price:currency')).toBe('INR');
    expect(meta(document, 'description')).toBe(product.description);
    expect(ofType(document, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      image: expect.arrayContaining([`${DEMO_ORIGIN}${product.image}`]),
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
    });
    const crumbs = ofType(document, 'BreadcrumbList')?.itemListElement as Array<{
      item: string;
      name: string;
    }>;
    expect(crumbs[0]).toMatchObject({ name: 'Home', item: `${DEMO_ORIGIN}/` });
    expect(crumbs.at(-1)).toMatchObject({ name: product.name, item: canonical });
  });

  it('draws both addresses of a product as one page with one canonical address', () => {
    const byId = page(`products/${product.id}.html`);
    const bySlug = page(`${productPath(product).slice(1)}.html`);
    expect(bySlug.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      byId.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    );
    expect(bySlug.querySelector('h1')?.textContent).toBe(product.name);
  });

  it('draws a product page with its declarations: a heading, a definition list, the struck-through price as the MRP', () => {
    const document = page(`products/${product.id}.html`);
    const heading = [...document.querySelectorAll('#root h2')].find(
      (element) => element.textContent === 'Product declarations',
    );
    const section = heading?.closest('section');
    const texts = (selector: string) =>
      [...(section?.querySelectorAll(selector) ?? [])].map((element) => element.textContent);
    const mrp = `${formatRupees(product.originalPrice ?? product.price)} (incl. of all taxes)`;
    expect(texts('dl dt')).toEqual([
      'Country of origin',
      'Manufacturer or importer',
      'MRP',
      'Net quantity',
      'Dimensions',
      'Warranty',
    ]);
    expect(texts('dl dd')).toEqual([
      'India',
      `${product.manufacturerName}, ${product.manufacturerAddress}`,
      mrp,
      product.netQuantity,
      product.dimensions,
      product.warranty,
    ]);
    expect(product.manufacturerName).toContain('(fictitious)');
    expect(prerenderedText(document)).toContain(`MRP ${mrp}`);
  });

  it('draws home with the shop as an Organization and a WebSite with a search action', () => {
    const document = page('index.html');
    expect(document.title).toBe('Sheesham Home — Wooden Furniture Online');
    expect(prerenderedText(document)).toContain('Featured Products');
    expect(ofType(document, 'Organization')).toMatchObject({
      name: 'Sheesham Home',
      url: `${DEMO_ORIGIN}/`,
      contactPoint: { telephone: DEMO_SHOP_SETTINGS.phone, email: DEMO_SHOP_SETTINGS.email },
    });
    expect(ofType(document, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${DEMO_ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("draws a category page with its products, its breadcrumbs and Chakra's styles", () => {
    const document = page('categories/sofas.html');
    expect(document.querySelector('h1')?.textContent).toBe('Sofa');
    const sofas = active.filter((candidate) => candidate.categories.some((slug) => slug.includes('sofa')));
    expect(sofas.length).toBeGreaterThan(0);
    for (const sofa of sofas) expect(prerenderedText(document)).toContain(sofa.name);
    expect(ofType(document, 'BreadcrumbList')).toBeDefined();
  });

  it('styles each prerendered page from its head, and names every rule for Emotion so that the app adds none again', () => {
    const landingPages = [
      'index.html',
      'products.html',
      'categories/sofas.html',
      `products/${product.id}.html`,
    ];
    for (const file of [...landingPages, 'categories.html', 'faq.html']) {
      const document = page(file);
      const css = [...document.head.querySelectorAll('style:not([data-emotion])')]
        .map((style) => style.textContent)
        .join('');
      expect(css).toContain('@layer reset,base,tokens,recipes');
      const named = [...document.head.querySelectorAll('style[data-emotion^="css "]')].flatMap((style) =>
        (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
      );
      const classes = [...document.querySelectorAll('#root [class*="css-"]')].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('css-')),
      );
      // A landing page's first screen is drawn with styles extracted at build alone; other pages still have parts
      // styled at run time.
      if (landingPages.includes(file)) expect(classes, file).toEqual([]);
      else expect(classes, file).not.toEqual([]);
      for (const name of new Set(classes)) {
        expect(css).toContain(`.${name}`);
        expect(named).toContain(name.slice('css-'.length));
      }
      // Emotion moves the tags it takes over; they hold no rules, so the browser restyles nothing.
      for (const style of document.head.querySelectorAll('style[data-emotion]'))
        expect(style.textContent).toBe('');
      expect(document.head.querySelectorAll('style[data-emotion^="css-global "]').length).toBeGreaterThan(0);
    }
  });

  it("paints a prerendered page before the app's scripts: they start from a template once it is on screen", () => {
    const document = page(`products/${product.id}.html`);
    expect(document.documentElement.getAttribute('data-prerendered')).toBe(`/products/${product.id}`);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    const scripts = document.querySelector<HTMLTemplateElement>('template#app-scripts');
    expect(scripts?.content.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/src/main.tsx',
    );
    const start = scripts?.nextElementSibling;
    expect(start?.textContent).toContain('function startAppAfterFirstPaint(templateId, latestMs, locale)');
    expect(start?.textContent).toContain('("app-scripts",3000,"en-IN")');
    // The product's picture is asked for ahead of the app.
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe(product.image);
    expect(preload && scripts && preload.compareDocumentPosition(scripts)).toBe(
      document.DOCUMENT_POSITION_FOLLOWING,
    );
    // The first paint waits for the whole page: the mark it expects comes after #root, last in the body.
    const expected =
      document.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href') ?? '';
    const mark = document.querySelector(expected);
    expect(mark?.parentElement).toBe(document.body);
    expect(mark && document.getElementById('root')?.compareDocumentPosition(mark)).toBe(
      document.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(mark?.nextElementSibling).toBeNull();
    // What the shopper does before the app has the page is held for it, and carried to the next page if they leave.
    expect(document.documentElement.innerHTML).toContain(
      `function holdEarlyActions(hydrationEvent, carriedTapsKey)`,
    );
    expect(document.documentElement.innerHTML).toContain(`,${JSON.stringify(CARRIED_TAPS_KEY)})</script>`);
    expect(document.getElementById('root')?.querySelector('link[rel="preload"]')).toBeNull();
    expect(document.querySelector('.boot-header')).toBeNull();
  });

  it('carries what its first screen was answered, for the app to take the page over with before the backend', () => {
    const carried = (file: string) =>
      readPortAnswers(page(file).getElementById(PORT_ANSWERS_ID)?.textContent);
    const ofProduct = carried(`products/${product.id}.html`);
    expect(ofProduct.get(answerKey('products', 'getById', [product.id]))).toEqual(product);
    const listing = [...carried('products.html')].find(([key]) => key.startsWith('["products","listPage"'));
    const listed = (listing?.[1] as { items: Product[] } | undefined)?.items ?? [];
    expect(listed).toHaveLength(12);
    for (const card of listed) expect(prerenderedText(page('products.html'))).toContain(card.name);
    for (const file of ['index.html', 'products.html', 'terms.html'])
      expect(
        [...carried(file).keys()].filter((key) => key.startsWith('["settings","subscribe"')),
      ).toHaveLength(1);
    // No product's text can end the script early: its JSON has no '<' at all.
    expect(page('products.html').getElementById(PORT_ANSWERS_ID)?.textContent).not.toContain('<');
  });

  it('lists every active product once in sitemap.xml, at its canonical address, and no account page', () => {
    const sitemap = files.get('sitemap.xml') ?? '';
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(urls).size).toBe(urls.length);
    for (const each of active) {
      expect(urls.filter((url) => url === `${DEMO_ORIGIN}${productPath(each)}`)).toHaveLength(1);
      expect(sitemap).toContain(
        `<loc>${DEMO_ORIGIN}${productPath(each)}</loc><lastmod>${each.updatedAt}</lastmod>`,
      );
    }
    expect(urls.filter((url) => url?.startsWith(`${DEMO_ORIGIN}/products/`))).toEqual([]);
    expect(urls).toContain(`${DEMO_ORIGIN}/categories/sofas`);
    expect(files.get('robots.txt')).toContain(`Sitemap: ${DEMO_ORIGIN}/sitemap.xml`);
  });

  it('draws the compare page as its generic page, for visits and link previews, and keeps it from crawlers', () => {
    const document = page('compare.html');
    expect(document.title).toBe('Compare products — Sheesham Home');
    expect(document.querySelector('#root h1')?.textContent).toBe('Compare products');
    expect(files.get('sitemap.xml')).not.toContain('/compare');
    expect(files.get('robots.txt')).toContain('Disallow: /compare');
  });

  it("draws the legal pages with the seller and the grievance officer, lists them in the sitemap, and links them from every page's footer", () => {
    const sitemap = files.get('sitemap.xml') ?? '';
    for (const [file, title] of [
      ['terms.html', 'Terms of Sale'],
      ['privacy.html', 'Privacy Notice'],
      ['contact.html', 'Contact Us'],
    ] as const) {
      const document = page(file);
      const path = `/${file.slice(0, -'.html'.length)}`;
      expect(document.title).toBe(`${title} — Sheesham Home`);
      expect(document.querySelector('#root h1')?.textContent).toBe(title);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${DEMO_ORIGIN}${path}`,
      );
      expect(sitemap).toContain(`<loc>${DEMO_ORIGIN}${path}</loc>`);
      const text = prerenderedText(document);
      expect(text).toContain(DEMO_SHOP_SETTINGS.grievanceOfficerName);
      expect(text).toContain(DEMO_SHOP_SETTINGS.grievanceOfficerEmail);
      expect(text).toContain(
        `Sold by ${DEMO_SHOP_SETTINGS.sellerLegalName}, ${DEMO_SHOP_SETTINGS.sellerAddress}.`,
      );
    }
    expect(prerenderedText(page('contact.html'))).toContain(DEMO_SHOP_SETTINGS.sellerGstin);
    expect(prerenderedText(page('terms.html'))).toContain(`our UPI ID ${DEMO_SHOP_SETTINGS.upiId}`);
    expect(prerenderedText(page('privacy.html'))).toContain('Data Protection Board of India');
    const footer = page('index.html').querySelector('#root footer');
    for (const href of ['/terms', '/privacy', '/grievance'])
      expect(footer?.querySelector(`a[href="${href}"]`)).not.toBeNull();
  });

  it('never draws the admin panel, the account pages, the cart or checkout, and keeps the shell for them', () => {
    const drawn = [...files.keys()].filter((file) => file.endsWith('.html'));
    for (const file of drawn) {
      expect(file).not.toMatch(/^(admin|cart|checkout|orders|profile|wishlist|login|signup)\b/);
    }
    expect(files.get(APP_SHELL_FILE)).toBe(template);
    expect(drawn.length).toBe(new Set(drawn).size);
  });

  it('draws every page as a guest sees it: no account, an empty cart', () => {
    const document = page('index.html');
    const header = document.querySelector('#root header');
    expect(header?.textContent).toContain('Login');
    expect(header?.querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toMatch(
      /^Cart(, 0 items)?$/,
    );
  });
});

describe('prerenderPage when the backend fails', () => {
  it('stops the build with the reason instead of drawing an error page', async () => {
    const base = await createPorts({ env: {}, storage: new InMemoryKeyValueStorage() });
    const failing: ProductRepository = Object.assign(Object.create(base.products) as ProductRepository, {
      listPage: () => Promise.reject(new Error('PERMISSION_DENIED')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(prerenderPage('/products', { ...base, products: failing }, DEMO_ORIGIN)).rejects.toThrow(
      'Loading /products for the build failed: Failed to load products.',
    );
    await expect(prerenderPage('/products', base, DEMO_ORIGIN)).resolves.toMatchObject({ path: '/products' });
  });
});

describe('VITE_DRAW_PAGES=false', () => {
  it('builds only the app shell, which Hosting then serves at every address', async () => {
    expect(await prerenderShop({ env: { VITE_DRAW_PAGES: 'false' }, template })).toEqual([
      { file: APP_SHELL_FILE, content: template },
    ]);
  });
});

describe('prerenderPage of home when the first banner has a phone picture', () => {
  it('has each screen preload the picture it shows, before the app, and draws the <picture> the app takes over', async () => {
    const ports = await createPorts({ env: {}, storage: new InMemoryKeyValueStorage() });
    const { banners } = ports;
    const [first] = await banners.listActive();
    if (!first) throw new Error('the demo seed has no active banner');
    const phoneImage = '/images/banners/festive-phone.webp';
    await banners.update(first.id, { phoneImage });
    const document = new JSDOM(pageDocument(template, await prerenderPage('/', ports, DEMO_ORIGIN))).window
      .document;
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual([
      [phoneImage, PHONE_MEDIA],
      [first.image, WIDE_MEDIA],
    ]);
    const scripts = document.querySelector('template#app-scripts');
    for (const link of preloads) {
      expect(document.getElementById('root')?.contains(link)).toBe(false);
      expect(link.getAttribute('fetchpriority')).toBe('high');
      expect(scripts && link.compareDocumentPosition(scripts)).toBe(document.DOCUMENT_POSITION_FOLLOWING);
    }
    const source = document.querySelector('#root picture > source');
    expect(source?.getAttribute('media')).toBe(PHONE_MEDIA);
    expect(source?.getAttribute('srcset')).toBe(phoneImage);
    expect(source?.nextElementSibling?.getAttribute('src')).toBe(first.image);
  });
});
