import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../src/domain/storefront/Banner';
import { BANNER_INTERVAL_MS, BannerCarousel } from '../../src/ui/shop/home/BannerCarousel';
import { shopSystem } from '../../src/ui/shared/theme/system';
import { bannerInput } from '../contracts/banners/bannerInput';

const banner = (id: string, overrides: Partial<Banner> = {}): Banner => ({
  ...bannerInput(`Banner ${id}`, { image: `/images/banners/${id}.svg` }),
  id,
  order: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const carousel = (banners: Banner[]) => (
  <ChakraProvider value={shopSystem()}>
    <MemoryRouter>
      <BannerCarousel banners={banners} />
    </MemoryRouter>
  </ChakraProvider>
);

const renderCarousel = (banners: Banner[]) => render(carousel(banners));

const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false');

describe('BannerCarousel', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes an image-only banner a link to its site path, and renders no link for an unsafe target', () => {
    renderCarousel([
      banner('a', { ctaLink: '/categories/beds' }),
      banner('b', { ctaLink: 'javascript:alert(1)' }),
      banner('c', { ctaLink: '//evil.example/x' }),
    ]);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/categories/beds');
    expect(screen.getByRole('img', { name: 'Banner a' })).toBeInTheDocument();
  });

  it('opens https targets in a new tab without handing over the page', () => {
    renderCarousel([banner('a', { ctaLink: 'https://example.in/sale' })]);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('draws the text and call to action of a sales banner', () => {
    renderCarousel([
      banner('s', { type: 'text-with-image', title: 'Dinner for Six', ctaText: 'Explore Dining' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Dinner for Six' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Dining' })).toHaveAttribute('href', '/categories');
  });

  it('rotates every 6 seconds, and pauses while hovered and after the stop button', () => {
    const { container } = renderCarousel([banner('a'), banner('b'), banner('c')]);
    expect(currentSlide()).toHaveAttribute('aria-label', '1 of 3');
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 of 3');
    const region = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation', hidden: true }));
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 of 3');
    expect(screen.getByRole('button', { name: 'Start slide rotation', hidden: true })).toBeInTheDocument();
  });

  it('lets the shopper pick a slide; hidden slides are out of the tab order', () => {
    renderCarousel([banner('a'), banner('b', { ctaLink: '/categories/sofas' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2', hidden: true }));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 of 2');
    expect(screen.getByRole('button', { name: 'Show slide 2', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const firstSlide = screen.getAllByRole('group', { hidden: true })[0];
    expect(firstSlide).toHaveAttribute('aria-hidden', 'true');
    expect(firstSlide?.hasAttribute('inert')).toBe(true);
  });

  it("loads a hidden slide's picture only when it may soon be seen", () => {
    const { container } = renderCarousel([banner('a'), banner('b'), banner('c')]);
    const sources = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources()).toEqual(['/images/banners/a.svg', null, null]);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS / 2 - 1));
    expect(sources()).toEqual(['/images/banners/a.svg', null, null]);
    act(() => void vi.advanceTimersByTime(1));
    expect(sources()).toEqual(['/images/banners/a.svg', '/images/banners/b.svg', null]);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS / 2));
    expect(currentSlide()).toHaveAttribute('aria-label', '2 of 3');
    expect(sources()).toEqual(['/images/banners/a.svg', '/images/banners/b.svg', null]);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS / 2));
    expect(sources()).toEqual(['/images/banners/a.svg', '/images/banners/b.svg', '/images/banners/c.svg']);
  });

  it('loads every picture as soon as the shopper reaches for the carousel, by pointer, touch or keyboard', () => {
    for (const reach of [fireEvent.mouseEnter, fireEvent.touchStart, fireEvent.focus]) {
      const { container, rerender, unmount } = renderCarousel([banner('a'), banner('b'), banner('c')]);
      const region = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
      expect(container.querySelectorAll('img[src]')).toHaveLength(1);
      reach(reach === fireEvent.focus ? screen.getByRole('button', { name: 'Next slide' }) : region);
      expect(container.querySelectorAll('img[src]')).toHaveLength(3);
      // A banner the shop's fresh answer adds after that loads too.
      rerender(carousel([banner('a'), banner('b'), banner('c'), banner('d')]));
      expect(container.querySelectorAll('img[src]')).toHaveLength(4);
      unmount();
    }
  });
});
