import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import type { MemoryPorts } from '../../../src/composition/createMemoryBackend';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { RouteErrorBoundary } from '../../../src/ui/shared/components/RouteErrorBoundary';
import { AppRoutes } from '../../../src/ui/app/routes/AppRoutes';
import { createStores, type RootStore } from '../../../src/ui/app/stores/RootStore';
import { testPorts, type TestPortsOptions } from '../../support/testPorts';

export interface TestApp {
  ports: MemoryPorts;
  /** The demo backend's database, for a test that reads or changes what is stored. */
  db: MemoryDatabase;
  stores: RootStore;
  storage: InMemoryKeyValueStorage;
  /** The device's network, cut and restored by hand. */
  connectivity: ManualConnectivity;
}

/**
 * The real composition on the memory backend, with storage of its own and no other tabs (pass a tab of a shared
 * storage area, `new InMemoryKeyValueStorage().otherTab()`, to open the shop in two tabs).
 */
export const makeTestApp = async (
  storage = new InMemoryKeyValueStorage(),
  /** Other ports (a clock moved by hand, a stalling repository, a fake resizer), see testPorts. */
  ports: TestPortsOptions = {},
): Promise<TestApp> => {
  const connectivity = new ManualConnectivity();
  const db = new MemoryDatabase();
  const made = await testPorts({ ...ports, storage, connectivity, database: db });
  return { ports: made, db, stores: createStores(made), storage, connectivity };
};

/** Shows the router's current location, so tests can see where a click went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the app's route table (or `children` on every path) at `path`. */
export const renderApp = (app: TestApp, path = '/', children?: ReactNode) =>
  render(
    <AppProviders stores={app.stores}>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          {children ? (
            <Routes>
              <Route path="*" element={children} />
            </Routes>
          ) : (
            <AppRoutes />
          )}
        </RouteErrorBoundary>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );

/**
 * Gives each test a fresh app (`setup` makes it), with the console's info quiet and every mock restored afterwards.
 * `pages` imports the lazy pages the tests open, once up front, and whole-app renders get time on a busy machine.
 */
export const freshAppEachTest = (setup: () => Promise<void>, pages?: () => Promise<unknown>): void => {
  if (pages)
    beforeAll(async () => {
      configure({ asyncUtilTimeout: 15_000 });
      await pages();
    }, 30_000);
  beforeEach(async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await setup();
  }, 30_000);
  afterEach(() => vi.restoreAllMocks());
};

/**
 * The app of a file's tests, made anew before each test as freshAppEachTest does (the real composition on the memory
 * backend) and then `prepare`d, e.g. signed in. The one returned object takes on each test's app, so the tests name
 * it as a constant.
 */
export const freshTestAppEachTest = (
  pages?: () => Promise<unknown>,
  prepare: (app: TestApp) => Promise<void> = async () => undefined,
): TestApp => {
  const app = {} as TestApp;
  freshAppEachTest(async () => {
    Object.assign(app, await makeTestApp());
    await prepare(app);
  }, pages);
  return app;
};
