import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../layout/OfflineBanner';
import { PageSpinner } from '../components/PageSpinner';
import { TakeoverDone } from '../components/TakeoverDone';
import { useAdminAlerts } from './hooks/useAdminAlerts';
import { useSignOutOnLeave } from './hooks/useAdminSignOut';
import { useBodyScrollLock } from './hooks/useBodyScrollLock';
import { AdminSidebar } from './layout/AdminSidebar';
import { AdminTopBar } from './layout/AdminTopBar';
import { RoleGate } from './layout/RoleGate';

/**
 * The admin layout (docs/behaviour.md#screens-and-routes): sidebar on wide screens (a drawer on small ones), top bar, and the screen below it.
 * The window never scrolls; the screen area does. Live new-order and low-stock alerts run while it shows.
 */
export function AdminLayout() {
  useBodyScrollLock();
  useAdminAlerts();
  useSignOutOnLeave();
  return (
    <Flex h="100dvh" overflow="hidden" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink={0}
        bg="brand.900"
        overflowY="auto"
      >
        <AdminSidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <OfflineBanner />
        <AdminTopBar />
        <Box
          as="main"
          id="admin-main"
          flex="1"
          overflowY="auto"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '6' }}
          tabIndex={-1}
          _focus={{ outline: 'none' }}
        >
          <Box maxW="7xl" mx="auto">
            <Suspense fallback={<PageSpinner />}>
              <RoleGate>
                <Outlet />
              </RoleGate>
              <TakeoverDone replay={false} />
            </Suspense>
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}
