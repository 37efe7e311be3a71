import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/messages';
import { useStores } from '../../stores/StoresContext';
import { notify } from '../../toaster';

// Signing out while an admin page shows would make the route guard send the admin to /login?from=/admin/…
// (SPEC §8 wants /). So logout first leaves for /, and the admin layout signs out as it closes.
let signOutRequested = false;

/** Logout from the admin area: go to /, then sign out with 'Logged out successfully' (SPEC §8). */
export const useAdminSignOut = (): (() => void) => {
  const navigate = useNavigate();
  return useCallback(() => {
    signOutRequested = true;
    navigate('/', { replace: true });
  }, [navigate]);
};

/** For the admin layout: performs a requested sign-out once the layout has gone. */
export const useSignOutOnLeave = (): void => {
  const { session } = useStores();
  useEffect(
    () => () => {
      if (!signOutRequested) return;
      signOutRequested = false;
      session.signOut().then(
        () => notify.success(messageFor('AUTH.LOGOUT_SUCCESS')),
        (error: unknown) => {
          console.error(error);
          notify.error(messageFor('GENERIC.FAILED'));
        },
      );
    },
    [session],
  );
};
