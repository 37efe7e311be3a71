import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { RouteAnnouncer } from '../shared/components/RouteAnnouncer';
import { RouteErrorBoundary } from '../shared/components/RouteErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import type { RootStore } from './stores/RootStore';

interface Props {
  stores: RootStore;
  /** The browser's router unless given: the build draws pages through React Router's StaticRouter. */
  router?: ComponentType<{ children: ReactNode }>;
}

/** The whole app: providers, the router, the error boundary, the route table and the page changes read aloud. */
export function App({ stores, router: Router = BrowserRouter }: Props) {
  return (
    <AppProviders stores={stores}>
      <Router>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
        <RouteAnnouncer />
      </Router>
    </AppProviders>
  );
}
