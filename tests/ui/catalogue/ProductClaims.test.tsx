import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { faqEntries } from '../../../src/ui/shop/info/faqEntries';
import { productHighlights } from '../../../src/ui/shop/product/productHighlights';
import { productInput } from '../../contracts/support/testProduct';
import { makeTestApp, renderApp } from '../helpers/testApp';
import { makeCatalogueApp } from './catalogueApp';

// Issue 15: whatever the shop says about a product comes from that product's data.

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  await import('../../../src/ui/shop/product/ProductDetailPage');
}, 30_000);
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The page's own text, without the shop's name (which is "Sheesham Home" whatever the product). */
const pageText = (): string => (screen.getByRole('main').textContent ?? '').replaceAll('Sheesham Home', '');

/** The "Made from …" claim under the price, or null when the page makes none. */
const materialClaim = (): string | null => {
  const parts = (screen.getByTestId('product-highlights').textContent ?? '').split(' · ');
  const claims = parts.filter((part) => part.startsWith('Made from '));
  expect(claims.length).toBeLessThanOrEqual(1);
  return claims[0]?.slice('Made from '.length) ?? null;
};

describe('product claims', { timeout: 120_000 }, () => {
  it('a mango-wood product page never says sheesham, solid or handcrafted', async () => {
    const app = await makeCatalogueApp([
      productInput({
        name: 'Kota Study Chair',
        category: 'chairs',
        categories: ['chairs'],
        categoryNames: ['Chairs'],
        material: 'Mango wood',
        description: 'A sturdy chair for a study desk.',
        features: ['Curved back'],
        warranty: '1 year',
      }),
    ]);
    const [chair] = app.products;
    renderApp(app, `/products/${chair?.id ?? ''}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kota Study Chair' })).toBeInTheDocument();
    expect(screen.getByTestId('product-highlights')).toHaveTextContent(
      'Made from mango wood · 1 year warranty · 30-day returns',
    );
    expect(pageText()).not.toMatch(/sheesham|solid|handcrafted|termite|particle/i);
  });

  it('leaves out the material and warranty claims when the product has none', () => {
    expect(productHighlights({ material: ' ', warranty: '' }, 30)).toEqual(['30-day returns']);
    expect(productHighlights({ material: 'BWP plywood, laminate', warranty: '3 years' }, 14)).toEqual([
      'Made from BWP plywood, laminate',
      '3 years warranty',
      '14-day returns',
    ]);
    expect(productHighlights({ material: 'Teak', warranty: '' }, 0)).toEqual(['Made from teak']);
  });

  it("every demo product page claims exactly the product's own material and warranty", async () => {
    const app = await makeTestApp();
    const active = demoProducts.filter((product) => product.isActive);
    expect(active.length).toBeGreaterThan(30);
    expect(new Set(active.map((product) => product.material.toLowerCase())).size).toBeGreaterThan(3);
    for (const product of active) {
      renderApp(app, `/products/${product.id}`);
      await screen.findByRole('heading', { level: 1, name: product.name });
      expect(materialClaim()?.toLowerCase(), product.name).toBe(product.material.toLowerCase());
      const highlights = screen.getByTestId('product-highlights').textContent ?? '';
      expect(highlights, product.name).toContain(`${product.warranty} warranty`);
      if (!/sheesham/i.test(product.material)) expect(highlights, product.name).not.toMatch(/sheesham/i);
      expect(highlights, product.name).not.toMatch(/solid|handcrafted/i);
      cleanup();
    }
  });

  it('the About page and the FAQ make no material claim that the demo catalogue contradicts', async () => {
    const materials = demoProducts.filter((product) => product.isActive).map((product) => product.material);
    // The catalogue the texts must hold for: not all sheesham, not all solid wood.
    expect(materials.some((material) => !/sheesham/i.test(material))).toBe(true);
    expect(materials.some((material) => /plywood/i.test(material))).toBe(true);
    const app = await makeTestApp();
    renderApp(app, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const about = pageText();
    expect(about).not.toMatch(
      /particle board|solid[- ]wood|solid sheesham|every piece is (made from )?sheesham/i,
    );
    expect(about).toMatch(/each product page lists/i);
    const faq = faqEntries(
      {
        phone: '',
        phoneHref: '',
        email: 'help@shop.example',
        emailHref: '',
        returnDays: 30,
        freeShippingAbove: '',
        shippingFee: '',
      },
      [],
    )
      .map((entry) => `${entry.question} ${entry.answer}`)
      .join(' ');
    expect(faq).not.toMatch(/particle board|solid[- ]wood|solid sheesham/i);
    expect(faq).toMatch(/each product page lists its materials/i);
  });
});
