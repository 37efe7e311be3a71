import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TestPortsOptions } from '../../support/testPorts';
import { makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

// jsdom has no PointerEvent; Zag's press handling (Chakra checkboxes) creates one when a pressed control loses focus.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, writable: true, configurable: true });
}

export const ADMIN = { email: 'admin@demo.shop', password: 'admin123' } as const;

/** The real app on the memory backend with a demo account signed in; `ports` replace the backend's (testPorts). */
export const signedInAs = async (
  email: string,
  password: string,
  ports: TestPortsOptions = {},
): Promise<TestApp> => {
  const app = await makeTestApp(undefined, ports);
  await act(async () => {
    const result = await app.stores.session.signIn(email, password);
    expect(result.ok).toBe(true);
  });
  return app;
};

/** The real app on the memory backend with the demo admin signed in. */
export const makeAdminApp = (): Promise<TestApp> => signedInAs(ADMIN.email, ADMIN.password);

/** Renders the app at an admin path and waits for the screen's heading. */
export const openAdmin = async (app: TestApp, path: string, heading: string | RegExp) => {
  const view = renderApp(app, path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  return view;
};

/** Opens the product form and waits until the product has loaded into it: the heading shows while it loads. */
export const openProductForm = async (
  app: TestApp,
  path: string,
  heading: 'Add Product' | 'Edit Product',
) => {
  const view = await openAdmin(app, path, heading);
  await screen.findByRole('region', { name: 'Basics' }, { timeout: 15_000 });
  return view;
};

/** Toasts render outside dialogs; this finds the toast whose text includes `text`, and returns the whole toast. */
// The same text may show on the page first: the toaster mounts with the first toast (DeferredToaster), a tick later.
export const findToast = async (text: string | RegExp) =>
  waitFor(
    () => {
      const matches = screen.getAllByText(text);
      const toast = matches
        .map((element) => element.closest('[data-scope="toast"][data-part="root"]'))
        .find(Boolean);
      expect(toast, `a toast saying "${String(text)}"`).toBeTruthy();
      return toast as HTMLElement;
    },
    { timeout: 3000 },
  );

/** A dialog once it is ready for typing: it takes the focus after opening, as a user sees it open. */
export const dialogNamed = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return within(dialog);
};
