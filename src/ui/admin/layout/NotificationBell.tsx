import {
  Badge,
  Box,
  Button,
  CloseButton,
  Flex,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBell, LuPackage, LuTriangleAlert } from 'react-icons/lu';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { AppNotification } from '../../../domain/staff/Notifications';
import type { NotificationStore } from './NotificationStore';
import { toaster } from '../../shared/components/toasterStore';
import { formatDayTime } from '../../../domain/text/formatDateTime';

function NotificationItem({ item, store }: { item: AppNotification; store: NotificationStore }) {
  const Icon = item.type === 'low_stock' ? LuTriangleAlert : LuPackage;
  return (
    <Flex
      as="li"
      gap="2"
      align="start"
      bg={item.read ? 'transparent' : 'brand.50'}
      rounded="md"
      px="2"
      py="2"
      listStyleType="none"
    >
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="start"
        onClick={() => store.markRead(item.id)}
        aria-label={`${item.read ? '' : 'Unread: '}${item.title}. ${item.message}`}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
        rounded="sm"
      >
        <HStack gap="2" align="start">
          <Box color={item.type === 'low_stock' ? 'orange.600' : 'brand.600'} pt="0.5">
            <Icon aria-hidden />
          </Box>
          <Stack gap="0.5" minW="0">
            <Text fontWeight={item.read ? 'normal' : 'semibold'} fontSize="sm">
              {item.title}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {item.message}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {formatDayTime(item.timestamp)}
            </Text>
          </Stack>
        </HStack>
      </Box>
      <CloseButton
        size="2xs"
        aria-label={`Remove notification: ${item.title}`}
        onClick={() => store.remove(item.id)}
      />
    </Flex>
  );
}

/**
 * The top bar's bell (docs/behaviour.md#screens-and-routes): unread badge (99+ above 99) and the 'Notifications' dropdown. Opening it dismisses
 * the toasts, which repeat what the list shows and would otherwise cover its top-right buttons.
 */
export const NotificationBell = observer(function NotificationBell({ store }: { store: NotificationStore }) {
  const badge = store.badgeText;
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      onOpenChange={({ open }) => {
        if (open) toaster.dismiss();
      }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
          color="brand.800"
        >
          <LuBell aria-hidden />
          {badge ? (
            <Badge
              data-testid="notification-badge"
              position="absolute"
              top="0"
              insetEnd="0"
              colorPalette="red"
              variant="solid"
              rounded="full"
              fontSize="2xs"
              px="1.5"
              aria-hidden
            >
              {badge}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: 'calc(100vw - 2rem)', sm: '96' }}
            maxW="96"
            aria-label={adminMessageFor('NOTIFICATIONS.TITLE')}
          >
            {/* A div: a <header> outside the page's landmarks would count as a second banner. */}
            <Popover.Header as="div" borderBottomWidth="1px" pb="2">
              <Flex justify="space-between" align="center" gap="2">
                <Popover.Title fontWeight="semibold">{adminMessageFor('NOTIFICATIONS.TITLE')}</Popover.Title>
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={store.markAllRead}
                    disabled={store.unreadCount === 0}
                  >
                    {adminMessageFor('NOTIFICATIONS.MARK_ALL_READ')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={store.clear}
                    disabled={store.list.length === 0}
                  >
                    Clear all
                  </Button>
                </HStack>
              </Flex>
            </Popover.Header>
            <Popover.Body p="2" maxH="96" overflowY="auto">
              {store.list.length === 0 ? (
                <Text color="gray.600" textAlign="center" py="6">
                  {adminMessageFor('NOTIFICATIONS.EMPTY')}
                </Text>
              ) : (
                <Stack as="ul" gap="1" m="0" p="0" aria-label="Notifications">
                  {store.list.map((item) => (
                    <NotificationItem key={item.id} item={item} store={store} />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
});
