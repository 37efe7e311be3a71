import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { signOutRequestOf } from './SignOutRequest';

/** Logout from the admin area: go to /, then sign out with 'Logged out successfully' (docs/behaviour.md#accounts-and-verification). */
export const useAdminSignOut = (): (() => void) => {
  const navigate = useNavigate();
  const request = signOutRequestOf(useStores());
  return useCallback(() => {
    request.ask();
    navigate('/', { replace: true });
  }, [navigate, request]);
};

/** For the admin layout: performs a requested sign-out once the layout has gone. */
export const useSignOutOnLeave = (): void => {
  const stores = useStores();
  const { session } = stores;
  const request = signOutRequestOf(stores);
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
