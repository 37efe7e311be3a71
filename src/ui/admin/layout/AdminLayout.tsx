import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../shared/components/OfflineBanner';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { HydrationDone } from '../../shared/components/HydrationDone';
import { useAdminAlerts } from './useAdminAlerts';
import { useSignOutOnLeave } from './useAdminSignOut';
import { useBodyScrollLock } from './useBodyScrollLock';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';
import { RoleGate } from './RoleGate';

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
              <HydrationDone replay={false} />
            </Suspense>
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}
