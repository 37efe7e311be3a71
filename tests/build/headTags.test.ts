import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../src/ui/app/seo/headTags';
import type { PageHead } from '../../src/ui/app/seo/PageHead';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  title: 'Jodhpur Sofa — Sheesham Home',
  description: 'A three-seater in solid sheesham.',
  canonical: 'https://shop.example/sofas/jodhpur-sofa',
  openGraph: { type: 'product', image: 'https://shop.example/images/sofa.svg', priceInRupees: 45999 },
  structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Jodhpur Sofa' }],
  ...overrides,
});

/** The tags as a browser or a link unfurler reads them. */
const parse = (tags: string) =>
  new JSDOM(`<!doctype html><html><head>${tags}</head><body></body></html>`).window.document;
const content = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content');

// Every HTML parser turns CR into LF and NUL into U+FFFD, whatever the page says.
const text = fc.string({ unit: 'binary' }).filter((value) => !/[\r\0]/.test(value));

describe('headTags', () => {
  it('gives the title, description, canonical, Open Graph and Twitter tags, and a product price in INR', () => {
    const document = parse(headTags(head()));
    expect(document.title).toBe('Jodhpur Sofa — Sheesham Home');
    expect(content(document, 'meta[name="description"]')).toBe('A three-seater in solid sheesham.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/sofas/jodhpur-sofa',
    );
    expect(content(document, 'meta[property="og:type"]')).toBe('product');
    expect(content(document, 'meta[property="og:url"]')).toBe('https://shop.example/sofas/jodhpur-sofa');
    expect(content(document, 'meta[property="og:image"]')).toBe('https://shop.example/images/sofa.svg');
    expect(content(document, 'meta[property="product:price:amount"]')).toBe('45999.00');
    expect(content(document, 'meta[property="product:price:currency"]')).toBe('INR');
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(document, 'meta[name="twitter:image"]')).toBe('https://shop.example/images/sofa.svg');
  });

  it('gives no price to a page that is not a product', () => {
    const document = parse(
      headTags(head({ openGraph: { type: 'website', image: 'https://shop.example/favicon.svg' } })),
    );
    expect(content(document, 'meta[property="og:type"]')).toBe('website');
    expect(document.querySelector('meta[property^="product:"]')).toBeNull();
  });

  it('keeps any text an owner types, markup and script endings included, as text: tags and JSON-LD read back the same', () => {
    fc.assert(
      fc.property(text, text, (name, description) => {
        const title = `${name} — Sheesham Home`;
        const data = { '@context': 'https://schema.org', '@type': 'Product', name, description };
        const document = parse(headTags(head({ title, description, structuredData: [data] })));
        expect(document.querySelector('title')?.textContent).toBe(title);
        expect(content(document, 'meta[name="description"]')).toBe(description);
        expect(content(document, 'meta[property="og:title"]')).toBe(title);
        const scripts = document.querySelectorAll('script[type="application/ld+json"]');
        expect(scripts).toHaveLength(1);
        expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });
});
