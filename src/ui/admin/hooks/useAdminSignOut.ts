import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/messages';
import { useStores } from '../../stores/StoresContext';
import { notify } from '../../toaster';

/**
 * Signing out while an admin page shows would make the route guard send the admin to /login?from=/admin/…
 * (SPEC §8 wants /). So logout first leaves for /, and the admin layout signs out as it closes; this remembers the
 * request for the session in between.
 */
class SignOutRequest {
  private requested = false;

  ask(): void {
    this.requested = true;
  }

  /** Whether a sign-out was asked for; answering clears the request. */
  take(): boolean {
    const requested = this.requested;
    this.requested = false;
    return requested;
  }
}

const useSignOutRequest = (): SignOutRequest =>
  useStores().pageStore('adminSignOut', () => new SignOutRequest());

/** Logout from the admin area: go to /, then sign out with 'Logged out successfully' (SPEC §8). */
export const useAdminSignOut = (): (() => void) => {
  const navigate = useNavigate();
  const request = useSignOutRequest();
  return useCallback(() => {
    request.ask();
    navigate('/', { replace: true });
  }, [navigate, request]);
};

/** For the admin layout: performs a requested sign-out once the layout has gone. */
export const useSignOutOnLeave = (): void => {
  const { session } = useStores();
  const request = useSignOutRequest();
  useEffect(
    () => () => {
      if (!request.take()) return;
      session.signOut().then(
        () => notify.success(messageFor('AUTH.LOGOUT_SUCCESS')),
        (error: unknown) => {
          console.error(error);
          notify.error(messageFor('GENERIC.FAILED'));
        },
      );
    },
    [session, request],
  );
};
