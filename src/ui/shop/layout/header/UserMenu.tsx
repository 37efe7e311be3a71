import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuLayoutDashboard, LuLogOut, LuPackage, LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useSignOut } from '../../../shared/hooks/useSignOut';
import { useStores } from '../../../app/stores/StoresContext';
import { UserMenuButton } from './UserMenuButton';

/**
 * Name, e-mail, Profile, My Orders, Admin Panel (admins only) and Logout (docs/behaviour.md#screens-and-routes). The header loads it on demand
 * and mounts it `defaultOpen` on the first click.
 */
export const UserMenu = observer(function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { session } = useStores();
  const signOut = useSignOut();
  if (!session.user) return null;
  return (
    // Fixed, like the sticky header its button sits in: scrolling with the menu open cannot slide it off the button.
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton displayName={session.displayName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {session.displayName}
              </Text>
              <Text fontSize="sm" color="gray.600" truncate>
                {session.user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="/profile" asChild>
              <RouterLink to="/profile">
                <LuUser aria-hidden /> Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="/orders" asChild>
              <RouterLink to="/orders">
                <LuPackage aria-hidden /> My Orders
              </RouterLink>
            </Menu.Item>
            {session.isAdmin ? (
              <Menu.Item value="/admin" asChild>
                <RouterLink to="/admin">
                  <LuLayoutDashboard aria-hidden /> Admin Panel
                </RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="logout" color="red.700" onClick={() => void signOut()}>
              <LuLogOut aria-hidden /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
