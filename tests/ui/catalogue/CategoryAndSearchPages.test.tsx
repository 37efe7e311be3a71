import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, freshAppEachTest } from '../helpers/testApp';
import { SMALL_CATALOGUE, isTitleLink, makeCatalogueApp, type CatalogueApp } from './catalogueApp';

let app: CatalogueApp;

freshAppEachTest(async () => {
  app = await makeCatalogueApp(SMALL_CATALOGUE);
});

const location = () => screen.getByTestId('location').textContent ?? '';
const listedNames = (): string[] =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .filter(isTitleLink)
    .map((link) => link.textContent ?? '');

describe('category pages', { timeout: 60_000 }, () => {
  it('lists the products of a navigation slug with breadcrumbs and subcategory chips', async () => {
    renderApp(app, '/categories/sofas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofa' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('3 products'));
    const chips = screen.getByRole('navigation', { name: 'Sofa subcategories' });
    expect(within(chips).getByRole('link', { name: /Fabric Sofa/ })).toHaveAttribute(
      'href',
      '/categories/fabric-sofa',
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: High to Low');
    await waitFor(() =>
      expect(listedNames()).toEqual(['Cedar L Sofa', 'Amber Wooden Sofa', 'Banyan Fabric Sofa']),
    );
    expect(location()).toBe('/categories/sofas?sort=price-high');
    expect(document.title).toBe('Sofa — Sheesham Home');
  });

  it('shows the trail down to a subcategory', async () => {
    renderApp(app, '/categories/l-shaped-sofa');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('1 product'));
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Sofa' })).toHaveAttribute('href', '/categories/sofas');
    expect(crumbs.getByRole('link', { name: 'Fabric Sofa' })).toHaveAttribute(
      'href',
      '/categories/fabric-sofa',
    );
  });

  it("says 'no products yet' for a known empty category", async () => {
    renderApp(app, '/categories/safety-door');
    expect(
      await screen.findByText(
        '"Safety Door" category has no products available yet. Please check back later.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it("says 'not available' for a slug that is not in the tree", async () => {
    renderApp(app, '/categories/garden-swings');
    expect(
      await screen.findByText('"Garden Swings" category is not available yet. Please check back later.'),
    ).toBeInTheDocument();
  });

  it('sends the footer links /category/{key} to the tree category', async () => {
    renderApp(app, '/category/modular');
    await waitFor(() => expect(location()).toBe('/categories/modular-kitchen'));
    expect(
      await screen.findByText(/"Modular Kitchen" category has no products available yet/),
    ).toBeInTheDocument();
  });

  it('lists the whole tree with counts on /categories', async () => {
    renderApp(app, '/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Categories' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('3 products').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'L Shaped Sofa' })).toHaveAttribute(
      'href',
      '/categories/l-shaped-sofa',
    );
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(0);
  });
});

describe('search results page', { timeout: 60_000 }, () => {
  it('shows every match with the count', async () => {
    renderApp(app, '/search?q=sofa');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('3 products found'));
    expect(listedNames()).toEqual(['Amber Wooden Sofa', 'Banyan Fabric Sofa', 'Cedar L Sofa']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “sofa”');
    // Kept on the device, for the search box to offer while it is empty.
    expect(app.stores.recentSearches.searches).toEqual(['sofa']);
    expect(app.storage.getItem('sheesham.recentSearches')).toBe('["sofa"]');
  });

  it('shows the no-results texts, then the categories closest to the query and the best sellers', async () => {
    renderApp(app, '/search?q=hammock');
    expect(await screen.findByText('No products found for "hammock"')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check spelling')).toBeInTheDocument();
    const closest = screen.getByRole('navigation', { name: 'Categories you might mean' });
    expect(within(closest).getAllByRole('link')[0]).toHaveAttribute('href', '/categories/sofas');
    const bestSellers = await screen.findByRole('region', { name: 'Best Sellers' });
    expect(await within(bestSellers).findByRole('link', { name: 'Jodhpur Bed' })).toBeInTheDocument();
    expect(within(bestSellers).getByRole('link', { name: 'View all →' })).toHaveAttribute(
      'href',
      '/products?show=best-sellers',
    );
  });

  it('asks for 3 characters, and searching again from the page updates the URL', async () => {
    renderApp(app, '/search?q=be');
    expect(await screen.findByText('Please type at least 3 characters to search.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'bed{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=bed'));
    await waitFor(() => expect(listedNames()).toEqual(['Jodhpur Bed', 'Udaipur Bed']));
  });

  it('says which word it corrected, and searches the words as typed on request', async () => {
    renderApp(app, '/search?q=sofaa');
    const status = await screen.findByText(/Showing results for/);
    expect(status).toHaveTextContent('Showing results for sofa');
    await waitFor(() => expect(screen.getByTestId('result-count')).toHaveTextContent('3 products found'));
    await userEvent.click(screen.getByRole('link', { name: 'sofaa' }));
    await waitFor(() => expect(location()).toBe('/search?q=sofaa&asTyped=1'));
    expect(await screen.findByText('No products found for "sofaa"')).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('finds a Hindi word, and sorts the results by relevance or as a listing does', async () => {
    renderApp(app, '/search?q=palang');
    await waitFor(() => expect(listedNames()).toEqual(['Jodhpur Bed', 'Udaipur Bed']));
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: High to Low');
    await waitFor(() => expect(location()).toBe('/search?q=palang&sort=price-high'));
  });

  it('says so when no product holds every word, and shows those holding most', async () => {
    renderApp(app, '/search?q=wooden%20sofa%20swing');
    expect(
      await screen.findByText(
        'No product matches every word of “wooden sofa swing”. These match most of them.',
      ),
    ).toBeInTheDocument();
    expect(listedNames()[0]).toBe('Amber Wooden Sofa');
  });
});
