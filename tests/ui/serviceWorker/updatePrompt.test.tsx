import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../src/ui/shared/components/AppToaster';
import { registerAppWorker } from '../../../src/ui/app/serviceWorker/registerAppWorker';
import { showUpdatePrompt } from '../../../src/ui/app/serviceWorker/showUpdatePrompt';
import { shopSystem } from '../../../src/ui/shared/theme/system';
import { toaster } from '../../../src/ui/shared/components/toasterStore';

/** workbox-window's Workbox as the page uses it: the worker it was made for, its listeners and the calls made. */
const workbox = vi.hoisted(() => ({
  made: [] as string[],
  listeners: new Map<string, Array<() => void>>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.made.push(url);
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));
const announce = (type: string) => workbox.listeners.get(type)?.forEach((listener) => listener());

const renderToaster = () =>
  render(
    <ChakraProvider value={shopSystem()}>
      <AppToaster />
    </ChakraProvider>,
  );

beforeEach(() => {
  toaster.remove();
  workbox.made.length = 0;
  workbox.listeners.clear();
  workbox.register.mockClear();
  workbox.messageSkipWaiting.mockClear();
});
afterEach(() => {
  toaster.remove();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update prompt', () => {
  it('says a new version is available and reloads only when the shopper presses Reload', async () => {
    const reload = vi.fn();
    renderToaster();
    act(() => showUpdatePrompt(reload));

    const prompt = (await screen.findByText('A new version is available')).closest('[data-part="root"]');
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(prompt).toContainElement(button);
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
    // Dismissed (jsdom runs no exit animation to take it out of the page).
    await waitFor(() => expect(prompt).toHaveAttribute('data-state', 'closed'));
  });

  it('stays until it is answered, and shows once however often the waiting worker is announced', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderToaster();
      act(() => {
        showUpdatePrompt(() => undefined);
        showUpdatePrompt(() => undefined);
      });
      await screen.findByText('A new version is available');
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      const prompts = screen.getAllByText('A new version is available');
      expect(prompts).toHaveLength(1);
      expect(prompts[0]?.closest('[data-part="root"]')).toHaveAttribute('data-state', 'open');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is raised when a new worker waits, and its Reload, not before, lets that worker take over', async () => {
    renderToaster();
    // jsdom has no service workers: the page's navigator has them.
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerAppWorker();
    expect(workbox.made).toEqual(['/sw.js']);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => announce('waiting'));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(workbox.listeners.get('controlling')).toBeUndefined();

    await userEvent.click(reload);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // The page reloads once the new worker controls it.
    expect(workbox.listeners.get('controlling')).toHaveLength(1);
  });

  it('registers nothing in a browser without service workers', () => {
    registerAppWorker();
    expect(workbox.made).toEqual([]);
  });
});
