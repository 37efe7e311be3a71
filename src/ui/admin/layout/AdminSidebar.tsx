import { Box, Button, Link, Stack, Text, type LinkProps } from '@chakra-ui/react';
import { LuLogOut, LuStore } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { mayWorkOn } from '../../../domain/staff/StaffRole';
import { useAdminSignOut } from './useAdminSignOut';
import { useStaffRole } from '../common/useStaffRole';
import { ADMIN_NAVIGATION } from './adminNavigation';

const isCurrent = (pathname: string, to: string): boolean =>
  pathname === to ||
  pathname.startsWith(`${to}/`) ||
  (to === '/admin/dashboard' && (pathname === '/admin' || pathname === '/admin/'));

const ITEM_STYLE: LinkProps = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  _hover: { bg: 'brand.700', color: 'white', textDecoration: 'none' },
};

/** The admin sidebar (docs/behaviour.md#screens-and-routes); `onNavigate` closes the mobile drawer after a choice. */
export const AdminSidebar = observer(function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const signOut = useAdminSignOut();
  const role = useStaffRole();
  return (
    <Stack as="nav" aria-label="Admin" gap="1" p="3" h="full">
      <Text
        px="3"
        py="2"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="brand.200"
      >
        Sheesham Home Admin
      </Text>
      <Stack as="ul" gap="1" m="0" p="0" listStyleType="none">
        {ADMIN_NAVIGATION.filter((item) => mayWorkOn(role, item.area)).map(({ label, to, icon: Icon }) => {
          const current = isCurrent(pathname, to);
          return (
            <Box as="li" key={to}>
              <Link
                asChild
                {...ITEM_STYLE}
                color={current ? 'white' : 'brand.100'}
                bg={current ? 'brand.700' : 'transparent'}
                fontWeight={current ? 'semibold' : 'normal'}
              >
                <RouterLink to={to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
                  <Icon aria-hidden /> {label}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Stack>
      <Box flex="1" />
      <Link asChild {...ITEM_STYLE} color="brand.100">
        <RouterLink to="/" onClick={onNavigate}>
          <LuStore aria-hidden /> View shop
        </RouterLink>
      </Link>
      <Button
        variant="ghost"
        justifyContent="start"
        gap="3"
        px="3"
        color="brand.100"
        _hover={{ bg: 'brand.700', color: 'white' }}
        onClick={() => {
          onNavigate?.();
          signOut();
        }}
      >
        <LuLogOut aria-hidden /> Logout
      </Button>
    </Stack>
  );
});
