import { staffRoleOf, type StaffRole } from '../../../domain/staff/StaffRole';
import { useStores } from '../../app/stores/StoresContext';

/** The signed-in member of staff's role (read inside an observer, it follows the session). */
export const useStaffRole = (): StaffRole | null => {
  const { session } = useStores();
  const { user, profile } = session;
  if (!user) return null;
  return staffRoleOf(
    {
      email: user.email,
      emailVerified: user.emailVerified,
      adminClaim: user.adminClaim,
      role: profile?.uid === user.uid ? profile.role : null,
    },
    session.adminEmails,
  );
};
