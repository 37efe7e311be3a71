import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { decideAccess } from '../../../domain/staff/RouteAccess';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useStores } from '../stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { routeFor } from './routeTable';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

/** What the guard hands the layout (PublicLayout) to show in the page's place. */
export interface GuardOutletContext {
  heldView: ReactNode;
}

// Only unverified shoppers ever see it: not part of the first download.
const UnverifiedNotice = lazy(() =>
  withShopSystem(import('./UnverifiedNotice')).then((module) => ({
    default: module.UnverifiedNotice,
  })),
);
// Shown by the layout in the page's place, so the held shopper keeps the header and footer.
const HOLD_UNVERIFIED: GuardOutletContext = { heldView: <UnverifiedNotice /> };

/**
 * One guard for every route (docs/behaviour.md#accounts-and-verification), deciding by the route table's access for the path through the domain
 * RouteAccess: guests on login-only and admin routes go to /login?from=…, as does a shopper who has not agreed to
 * the privacy notice (the sign-in screen asks them); non-admins on admin routes go to /; an unverified non-admin
 * browses as a guest does, and is asked to verify in the place of a page that needs a verified account.
 */
export const AccessGuard = observer(function AccessGuard() {
  const location = useLocation();
  const { session } = useStores();
  const route = routeFor(location.pathname);
  const decision = decideAccess(location, route, session.guardSession);
  // One toast per navigation turned away. The guard stays mounted while its children change, so this ref outlives
  // StrictMode's second effect run and a redirect that unmounts and mounts again (the session re-checked meanwhile):
  // a toast raised by the redirect element's own effect came twice.
  const announced = useRef<string | null>(null);
  const turnedAway = decision.kind === 'redirect-home' ? decision.messageCode : null;
  useEffect(() => {
    if (!turnedAway || announced.current === location.key) return;
    announced.current = location.key;
    notify.error(messageFor(turnedAway));
  }, [turnedAway, location.key]);
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      // Public pages need no session: show them at once and let the session arrive.
      return route.access === 'public' ? <Outlet /> : <PageSpinner />;
    case 'redirect-login':
      return <Navigate to={`/login?from=${encodeURIComponent(decision.from)}`} replace />;
    case 'redirect-home':
      return <Navigate to="/" replace />;
    case 'hold-unverified':
      return <Outlet context={HOLD_UNVERIFIED} />;
  }
});
