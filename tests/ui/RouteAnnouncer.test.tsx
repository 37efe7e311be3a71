import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteAnnouncer } from '../../src/ui/shared/components/RouteAnnouncer';
import { useDocumentTitle } from '../../src/ui/shared/hooks/useDocumentTitle';
import { shopSystem } from '../../src/ui/shared/theme/system';

function Home() {
  useDocumentTitle('Home');
  return <Link to="/sofas">Sofas</Link>;
}

/** Titled 'Loading…' until its data arrives, as the product and category pages are. */
function Sofas() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  useDocumentTitle(loaded ? 'Sofas' : 'Loading…');
  return <Link to="/">Home</Link>;
}

const renderShop = () =>
  render(
    <ChakraProvider value={shopSystem()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/sofas" element={<Sofas />} />
        </Routes>
        <RouteAnnouncer />
      </MemoryRouter>
    </ChakraProvider>,
  );

beforeEach(() => {
  document.head.innerHTML = '<title>Sheesham Home</title>';
});

describe('the page changes read aloud', () => {
  it('reads the title a page settles on after a link, and nothing for the first page', async () => {
    renderShop();
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(announcer).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('link', { name: 'Sofas' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Sofas/));
    expect(document.title).toMatch(/^Sofas/);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Home/));
  });
});
