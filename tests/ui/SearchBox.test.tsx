import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { InMemoryProductRepository } from '../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../src/adapters/memory/SystemClock';
import { SearchBox } from '../../src/ui/shop/layout/SearchBox';
import { RecentSearchesStore } from '../../src/ui/shop/catalogue/RecentSearchesStore';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import type { RootStore } from '../../src/ui/app/stores/RootStore';
import { StoresProvider } from '../../src/ui/app/stores/StoresContext';
import { shopSystem } from '../../src/ui/shared/theme/system';
import { productInput } from '../contracts/support/testProduct';
import { memoryActivityLog } from '../support/activityFakes';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

let products: InMemoryProductRepository;
let search: ReturnType<typeof vi.spyOn>;
let recentSearches: RecentSearchesStore;

const renderBox = () => {
  // The box's store needs nothing from the root but the product repository of its ports and the recent searches.
  const stores = { ports: { products }, recentSearches } as unknown as RootStore;
  return render(
    <ChakraProvider value={shopSystem()}>
      <StoresProvider stores={stores}>
        <MemoryRouter>
          <p>Outside</p>
          <SearchBox />
          <Location />
        </MemoryRouter>
      </StoresProvider>
    </ChakraProvider>,
  );
};

beforeEach(async () => {
  const db = new MemoryDatabase();
  products = new InMemoryProductRepository(
    db,
    new SystemClock(),
    new RandomIdGenerator(),
    memoryActivityLog(db),
  );
  await products.create(productInput({ name: 'Jodhpur Sheesham Sofa', slug: 'jodhpur-sheesham-sofa' }));
  await products.create(
    productInput({ name: 'Jaipur Sofa Cum Bed', slug: 'jaipur-sofa-cum-bed', price: 32000 }),
  );
  await products.create(
    productInput({
      name: 'Udaipur Dining Table',
      slug: 'udaipur-dining-table',
      category: 'dining',
      categories: ['dining'],
    }),
  );
  await products.create(productInput({ name: 'Hidden Sofa', isActive: false }));
  search = vi.spyOn(products, 'search');
  recentSearches = new RecentSearchesStore(new InMemoryKeyValueStorage());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('waits 300 ms after typing stops, showing Searching... meanwhile, then the result count', async () => {
    // The dropdown's code, which loads as the box first opens, is there before the clock stops.
    await import('../../src/ui/shop/layout/SearchSuggestions');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderBox();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: 'sof' } });
    fireEvent.change(input, { target: { value: 'sofa' } });
    // The dropdown's code loads as the box first opens; React draws it in a task of its own.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('sofa', 8);
    vi.useRealTimers();
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Jaipur Sofa Cum Bed'),
      expect.stringContaining('Jodhpur Sheesham Sofa'),
    ]);
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not search for two characters or fewer', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'so');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the not-found message with the query', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'almirah');
    expect(await screen.findByText('No products found for "almirah"')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check spelling')).toBeInTheDocument();
  });

  it('says aloud when the suggestions answer a corrected typo, and not otherwise', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'dinnig');
    const said = () => screen.getAllByRole('status').map((status) => status.textContent);
    await waitFor(() => expect(said()).toContain('Showing results for dining: 1 product found'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Udaipur Dining Table'),
    ]);
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'dining');
    await waitFor(() => expect(said()).toContain('1 product found'));
    expect(said().join(' ')).not.toContain('Showing results for');
  });

  it('goes to /search?q= on Enter', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), '  teak bed  {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=teak%20bed');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('offers all results of the query below the suggestions', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'sofa');
    await userEvent.click(await screen.findByRole('button', { name: 'See all results for “sofa”' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=sofa');
  });

  it('does nothing on Enter with a blank query', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('closes on an outside click', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'dining');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the product on selection and closes', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'dining');
    await userEvent.click(await screen.findByRole('option', { name: /Udaipur Dining Table/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dining/udaipur-dining-table');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is keyboard operable: arrows move the active option, Enter opens it, Escape closes', async () => {
    renderBox();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'sofa');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getAllByRole('option')[1];
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active?.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/sofas/jaipur-sofa-cum-bed');
  });

  it("offers the device's recent searches in an empty box, by keyboard too, and forgets them on request", async () => {
    for (const query of ['almirah', 'teak bed']) recentSearches.remember(query);
    renderBox();
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'teak bed',
      'almirah',
    ]);
    expect(recent).toBeVisible();
    expect(search).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=almirah');

    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(recentSearches.searches).toEqual([]);
    await userEvent.click(screen.getByText('Outside'));
    await userEvent.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears and closes the suggestions when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockRejectedValueOnce(new Error('offline'));
    renderBox();
    await userEvent.type(screen.getByRole('combobox'), 'sofa');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
