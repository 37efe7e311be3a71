import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import type { RootStore } from './stores/RootStore';

/** The whole app: providers, the browser router, the error boundary and the route table. */
export function App({ stores }: { stores: RootStore }) {
  return (
    <AppProviders stores={stores}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
