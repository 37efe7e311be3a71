import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { messageFor } from '../../domain/messages';
import { decideAccess } from '../../domain/RouteAccess';
import { PageSpinner } from '../components/PageSpinner';
import { useStores } from '../stores/StoresContext';
import { notify } from '../toaster';
import { lazyPage } from './lazyPage';

// Only unverified shoppers ever see it: not part of the first download.
const UnverifiedNotice = lazyPage(() => import('./UnverifiedNotice'), 'UnverifiedNotice');

function RedirectHome({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) notify.error(message);
  }, [message]);
  return <Navigate to="/" replace />;
}

/**
 * One guard for every route (SPEC §4, §6), deciding by path through the domain RouteAccess: guests on login-only
 * and admin paths go to /login?from=…, non-admins on /admin go to /, unverified non-admins are held at /.
 */
export const AccessGuard = observer(function AccessGuard() {
  const location = useLocation();
  const { session } = useStores();
  const decision = decideAccess(location, session.guardSession);
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      // Public pages need no session: show them at once and let the session arrive.
      return decideAccess(location, { status: 'signed-out' }).kind === 'allow' ? <Outlet /> : <PageSpinner />;
    case 'redirect-login':
      return <Navigate to={`/login?from=${encodeURIComponent(decision.from)}`} replace />;
    case 'redirect-home':
      return <RedirectHome message={decision.messageCode ? messageFor(decision.messageCode) : null} />;
    case 'hold-unverified':
      return (
        <Suspense fallback={<PageSpinner />}>
          <UnverifiedNotice />
        </Suspense>
      );
  }
});
