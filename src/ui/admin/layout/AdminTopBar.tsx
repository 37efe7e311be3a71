import { Button, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { useAdminSignOut } from './useAdminSignOut';
import { notificationStoreOf } from './NotificationStore';
import { useStickyHeader } from '../../shared/hooks/useStickyHeader';
import { useStores } from '../../app/stores/StoresContext';
import { NotificationBell } from './NotificationBell';
import { AdminSidebar } from './AdminSidebar';

/** Menu button (small screens), the admin's name, the notification bell and logout (docs/behaviour.md#screens-and-routes). */
export const AdminTopBar = observer(function AdminTopBar() {
  const stores = useStores();
  const { session } = stores;
  const notifications = notificationStoreOf(stores);
  const signOut = useAdminSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const barRef = useStickyHeader<HTMLDivElement>();
  return (
    <Flex
      ref={barRef}
      as="header"
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: '3', md: '6' }}
      py="2"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <HStack gap="2" minW="0">
        <Drawer.Root
          open={menuOpen}
          onOpenChange={(event) => setMenuOpen(event.open)}
          placement="start"
          size="xs"
        >
          <Drawer.Trigger asChild>
            <IconButton
              variant="ghost"
              aria-label="Open admin menu"
              display={{ base: 'inline-flex', lg: 'none' }}
              color="brand.800"
            >
              <LuMenu aria-hidden />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg="brand.900" aria-label="Admin menu">
                <Drawer.Body p="0">
                  <AdminSidebar onNavigate={() => setMenuOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" color="white" aria-label="Close admin menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Text fontWeight="semibold" color="brand.800" truncate>
          Admin Panel
        </Text>
      </HStack>
      <HStack gap="1">
        <Text fontSize="sm" color="gray.600" display={{ base: 'none', md: 'block' }} maxW="56" truncate>
          {session.displayName}
        </Text>
        <NotificationBell store={notifications} />
        <Button variant="ghost" size="sm" color="brand.800" onClick={signOut} aria-label="Logout">
          <LuLogOut aria-hidden />
          <Text as="span" display={{ base: 'none', sm: 'inline' }}>
            Logout
          </Text>
        </Button>
      </HStack>
    </Flex>
  );
});
