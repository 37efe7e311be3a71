import type { ReactNode } from 'react';
import { Button, EmptyState } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { mayWorkOn, ROLE_LABELS, ROLE_OF_STAFF } from '../../../domain/staff/StaffRole';
import { useStaffRole } from '../common/useStaffRole';
import { screenAt } from './adminNavigation';

/**
 * Shows the screen only to a role that may work on it (domain StaffRole); anyone else is told so in its place. The
 * rules refuse their writes in any case: this keeps them from a screen that would fail.
 */
export const RoleGate = observer(function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const role = useStaffRole();
  const screen = screenAt(pathname.toLowerCase());
  if (!screen || mayWorkOn(role, screen.area)) return children;
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuLock aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">Not part of your role</EmptyState.Title>
        <EmptyState.Description>
          {screen.label} is not open to {role ? ROLE_LABELS[ROLE_OF_STAFF[role]] : 'your role'}. Please ask
          the shop&apos;s owner if you need it.
        </EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to="/admin/dashboard">Go to the dashboard</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
});
