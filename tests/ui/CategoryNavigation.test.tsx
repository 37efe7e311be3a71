import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/ui/shop/layout/header/Header';
import { NoticeStore } from '../../src/ui/shared/stores/NoticeStore';
import { makeTestApp, renderApp, type TestApp } from './helpers/testApp';
import { onAWideScreen } from './helpers/wideScreen';

let app: TestApp;

beforeEach(async () => {
  app = await makeTestApp();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The bar shows from the `lg` breakpoint up; jsdom applies only the base styles, so its content counts as hidden.
const categoryBar = () => screen.getByLabelText('Product categories', { selector: 'nav' });

/** Renders the header and puts the pointer on the Sofa entry of the bar; returns that entry. */
const hoverOverSofa = async (): Promise<HTMLElement> => {
  renderApp(app, '/', <Header />);
  await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
  const sofa = within(categoryBar())
    .getByRole('link', { name: /^Sofa/, hidden: true })
    .closest('li') as HTMLElement;
  fireEvent.mouseEnter(sofa);
  // The dropdown's code loads as the first one opens.
  await within(sofa).findByRole('link', { name: /^Browse Sofa/, hidden: true });
  return sofa;
};

// Chakra in jsdom is slow on a shared machine.
describe('category click flow (docs/behaviour.md#browsing-and-search)', { timeout: 30_000 }, () => {
  onAWideScreen();
  it('navigates to a category that has products', async () => {
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    await userEvent.click(within(categoryBar()).getByRole('link', { name: /^Sofa/, hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/sofas');
  });

  it("says 'no products yet' for an empty category the owner shows in the bar, with the toast, and stays put", async () => {
    await app.ports.categories.setHideEmptyInBar(false);
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    expect(app.stores.summary.countFor('safety-door')).toBe(0);
    const empty = within(categoryBar()).getByRole('link', { name: /^Safety Door/, hidden: true });
    // Marked as not there yet, not counted as 0.
    expect(empty).toHaveTextContent(/^Safety DoorSoon$/);
    await userEvent.click(empty);
    // The notice's alert loads with the first notice.
    expect(
      await screen.findByText(
        '"Safety Door" category has no products available yet. Please check back later.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No products found in "Safety Door" category')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows a hover dropdown with 'Browse', subcategories with counts, a flyout and 'View All'", async () => {
    const sofa = await hoverOverSofa();
    expect(within(sofa).getByRole('link', { name: /^Browse Sofa/, hidden: true })).toHaveAttribute(
      'href',
      '/categories/sofas',
    );
    expect(within(sofa).getByRole('link', { name: /^Wooden Sofa/, hidden: true })).toHaveAttribute(
      'href',
      '/categories/wooden-sofa',
    );
    expect(within(sofa).getByRole('link', { name: /View All Sofa/, hidden: true })).toBeInTheDocument();
    const fabric = within(sofa)
      .getByRole('link', { name: /^Fabric Sofa/, hidden: true })
      .closest('li') as HTMLElement;
    fireEvent.mouseEnter(fabric);
    expect(within(fabric).getByRole('link', { name: /^L Shaped Sofa/, hidden: true })).toHaveAttribute(
      'href',
      '/categories/l-shaped-sofa',
    );
    expect(
      within(fabric).getByRole('link', { name: /View all \d+ items/, hidden: true }),
    ).toBeInTheDocument();
  });

  it('closes the dropdown 300 ms after the pointer leaves, not before', async () => {
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    vi.useFakeTimers();
    const sofa = within(categoryBar())
      .getByRole('link', { name: /^Sofa/, hidden: true })
      .closest('li') as HTMLElement;
    fireEvent.mouseEnter(sofa);
    fireEvent.mouseLeave(sofa);
    act(() => void vi.advanceTimersByTime(299));
    expect(within(sofa).queryByRole('link', { name: /^Browse Sofa/, hidden: true })).toBeInTheDocument();
    fireEvent.mouseEnter(sofa);
    act(() => void vi.advanceTimersByTime(500));
    expect(within(sofa).queryByRole('link', { name: /^Browse Sofa/, hidden: true })).toBeInTheDocument();
    fireEvent.mouseLeave(sofa);
    act(() => void vi.advanceTimersByTime(300));
    expect(within(sofa).queryByRole('link', { name: /^Browse Sofa/, hidden: true })).not.toBeInTheDocument();
  });

  it('closes a dropdown and its flyout the pointer opened with Escape, the pointer still on them', async () => {
    const sofa = await hoverOverSofa();
    const fabric = within(sofa)
      .getByRole('link', { name: /^Fabric Sofa/, hidden: true })
      .closest('li') as HTMLElement;
    fireEvent.mouseEnter(fabric);
    expect(within(fabric).getByRole('link', { name: /^L Shaped Sofa/, hidden: true })).toBeInTheDocument();
    // The focus is elsewhere on the page: the key goes to the body.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(within(sofa).queryByRole('link', { name: /^Browse Sofa/, hidden: true })).not.toBeInTheDocument();
    expect(
      within(categoryBar()).getByRole('button', { name: 'Show Sofa menu', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the dropdown from the keyboard toggle and closes it with Escape', async () => {
    renderApp(app, '/', <Header />);
    await waitFor(() => expect(app.stores.summary.state.status).toBe('loaded'));
    const toggle = within(categoryBar()).getByRole('button', { name: 'Show Dining menu', hidden: true });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^Browse Dining/, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('NoticeStore', () => {
  it('clears the banner after 5 seconds, counting from the latest message', () => {
    vi.useFakeTimers();
    const notice = new NoticeStore();
    notice.show('first');
    vi.advanceTimersByTime(4000);
    notice.show('second');
    vi.advanceTimersByTime(4999);
    expect(notice.message).toBe('second');
    vi.advanceTimersByTime(1);
    expect(notice.message).toBeNull();
  });
});
