import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

// Lazy pages load slowly on a busy machine the first time.
configure({ asyncUtilTimeout: 15_000 });

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp();
}, 30_000);
afterEach(() => vi.restoreAllMocks());

const imagesIn = (element: HTMLElement): HTMLImageElement[] => [...element.querySelectorAll('img')];
const expectSized = (images: HTMLImageElement[]) => {
  for (const image of images) {
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
  }
};

describe(
  'images: sized, eager above the fold, lazy below it (Lighthouse LCP and CLS)',
  { timeout: 60_000 },
  () => {
    it('/products loads the first card’s picture at once, with high priority, and the rest lazily', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      renderApp(app, '/products');
      const images = imagesIn(await screen.findByRole('list', { name: 'Products' }));
      expect(images.length).toBeGreaterThan(4);
      expectSized(images);
      const [first, ...others] = images;
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      expect(first).not.toHaveAttribute('decoding');
      for (const image of others) {
        expect(image.getAttribute('loading')).toBe('lazy');
        expect(image.getAttribute('fetchpriority')).toBeNull();
        expect(image.getAttribute('decoding')).toBe('async');
      }
    });

    it('a product page loads its main picture first and its related products lazily', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const product = demoProducts.find((candidate) => candidate.isActive);
      renderApp(app, `/products/${product?.id}`);
      const main = await screen.findByRole('img', { name: new RegExp(`^${product?.name}`) });
      expect(main).toHaveAttribute('loading', 'eager');
      expect(main).toHaveAttribute('fetchpriority', 'high');
      expectSized([main as HTMLImageElement]);
      const related = imagesIn(await screen.findByRole('list', { name: 'Related products' }));
      expect(related.length).toBeGreaterThan(0);
      expectSized(related);
      for (const image of related) expect(image.getAttribute('loading')).toBe('lazy');
    });

    it('/categories loads the first row of tiles at once and the rest lazily', async () => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      renderApp(app, '/categories');
      await screen.findByRole('heading', { level: 1, name: 'All Categories' });
      const list = (await screen.findAllByRole('list')).find((candidate) => imagesIn(candidate).length > 3);
      const images = list ? imagesIn(list) : [];
      expect(images.length).toBeGreaterThan(3);
      expectSized(images);
      expect(images.slice(0, 3).every((image) => image.getAttribute('loading') === 'eager')).toBe(true);
      expect(images.slice(3).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    });
  },
);
