import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useAdminSignOut } from './useAdminSignOut';

/** /admin/logout: goes to /, signs out and says 'Logged out successfully' (docs/behaviour.md#accounts-and-verification). */
export function LogoutPage() {
  const signOut = useAdminSignOut();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    signOut();
  }, [signOut]);
  return <PageSpinner label="Signing out" />;
}
