import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../components/toaster';

/**
 * docs/behaviour.md#accounts-and-verification: logout shows 'Logged out successfully' and goes to /. It goes to / first, so a page that needs a login
 * (where the guard would otherwise send the user to /login) is left before the session ends.
 */
export const useSignOut = (): (() => Promise<void>) => {
  const { session } = useStores();
  const navigate = useNavigate();
  return useCallback(async () => {
    navigate('/');
    try {
      await session.signOut();
      notify.success(messageFor('AUTH.LOGOUT_SUCCESS'));
    } catch (error) {
      console.error(error);
      notify.error(messageFor('GENERIC.FAILED'));
    }
  }, [session, navigate]);
};
