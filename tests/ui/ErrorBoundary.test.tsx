import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/ui/shared/components/ErrorBoundary';
import { shopSystem } from '../../src/ui/shared/theme/system';

function Bomb(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the children while nothing fails', () => {
    render(
      <ChakraProvider value={shopSystem()}>
        <ErrorBoundary>
          <p>All good</p>
        </ErrorBoundary>
      </ChakraProvider>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the fallback texts and a Reload Page button when a child throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <ChakraProvider value={shopSystem()}>
        <ErrorBoundary onReload={reload}>
          <Bomb />
        </ErrorBoundary>
      </ChakraProvider>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry, but something unexpected happened.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries again when the reset key changes (the user went to another page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Harness() {
      const [page, setPage] = useState('broken');
      return (
        <>
          <button onClick={() => setPage('fine')}>Go elsewhere</button>
          <ErrorBoundary resetKey={page}>{page === 'broken' ? <Bomb /> : <p>Fine page</p>}</ErrorBoundary>
        </>
      );
    }
    render(
      <ChakraProvider value={shopSystem()}>
        <Harness />
      </ChakraProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByText('Fine page')).toBeInTheDocument();
  });
});
