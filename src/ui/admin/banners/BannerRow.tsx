import type { KeyboardEvent, Ref } from 'react';
import { Badge, Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuEye, LuEyeOff, LuGripVertical, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { Banner } from '../../../domain/storefront/Banner';
import type { MoveControl } from '../common/useMoveFocus';
import type { usePointerReorder } from '../common/usePointerReorder';
import { AdminImage } from '../common/AdminImage';

interface Props {
  banner: Banner;
  index: number;
  count: number;
  busy: boolean;
  /** 'source' while this row is dragged, 'target' while another row is dragged over it. */
  dragRole: 'source' | 'target' | null;
  rowRef: (element: HTMLElement | null) => void;
  handleProps: ReturnType<ReturnType<typeof usePointerReorder>['handleProps']>;
  /** Moves the row; `control` is what a keyboard moved it with. */
  onMove: (from: number, to: number, control?: MoveControl) => void;
  /** The attributes that let the focus find each move control again after a move. */
  controlProps: (control: MoveControl, index: number) => Record<string, string>;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleteButtonRef?: Ref<HTMLButtonElement>;
}

/** One banner of the list (docs/behaviour.md#banners): handle, thumbnail, badges, texts, order, link, live state and actions. */
export function BannerRow({
  banner,
  index,
  count,
  busy,
  dragRole,
  rowRef,
  handleProps,
  onMove,
  controlProps,
  onToggle,
  onEdit,
  onDelete,
  deleteButtonRef,
}: Props) {
  const name =
    banner.title || (banner.type === 'image-only' ? 'Untitled image banner' : 'Untitled sales banner');
  const secondary = banner.subtitle || banner.description;
  const onHandleKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      onMove(index, index - 1, 'handle');
    } else if (event.key === 'ArrowDown' && index < count - 1) {
      event.preventDefault();
      onMove(index, index + 1, 'handle');
    }
  };
  return (
    <Box
      as="li"
      ref={rowRef}
      data-testid="banner-row"
      bg={dragRole === 'target' ? 'brand.50' : 'white'}
      borderWidth="1px"
      borderStyle={dragRole === 'target' ? 'dashed' : 'solid'}
      borderColor={dragRole ? 'brand.500' : 'gray.200'}
      opacity={dragRole === 'source' ? 0.6 : 1}
      rounded="lg"
      p="3"
      listStyleType="none"
    >
      <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <HStack gap="2" flexShrink={0}>
          <IconButton
            aria-label={`Drag to reorder ${name} (or use the arrow keys)`}
            variant="ghost"
            size="sm"
            cursor={dragRole === 'source' ? 'grabbing' : 'grab'}
            touchAction="none"
            onKeyDown={onHandleKey}
            {...controlProps('handle', index)}
            {...handleProps}
          >
            <LuGripVertical aria-hidden />
          </IconButton>
          <AdminImage src={banner.image} alt={name} width={144} height={48} rounded="md" />
        </HStack>
        <Stack gap="1" flex="1" minW="0" maxW="full">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={banner.type === 'image-only' ? 'blue' : 'purple'}>
              {banner.type === 'image-only' ? 'Clickable Image' : 'Sales Banner'}
            </Badge>
            {banner.linkedProductId ? <Badge colorPalette="teal">Product Linked</Badge> : null}
            {banner.phoneImage ? <Badge colorPalette="orange">Phone Picture</Badge> : null}
            <Badge colorPalette={banner.isActive ? 'green' : 'gray'}>
              {banner.isActive ? 'Live' : 'Hidden'}
            </Badge>
          </HStack>
          <Text fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
            {name}
          </Text>
          {secondary ? (
            <Text fontSize="sm" color="gray.600" lineClamp={2}>
              {secondary}
            </Text>
          ) : null}
          <Text fontSize="xs" color="gray.600">
            Order: {banner.order} · Links to: <code>{banner.ctaLink}</code>
          </Text>
        </Stack>
        <HStack gap="1" flexShrink={0} wrap="wrap">
          <IconButton
            aria-label={`Move ${name} up`}
            variant="ghost"
            size="sm"
            disabled={index === 0}
            {...controlProps('up', index)}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            <LuArrowUp aria-hidden />
          </IconButton>
          <IconButton
            aria-label={`Move ${name} down`}
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            {...controlProps('down', index)}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            <LuArrowDown aria-hidden />
          </IconButton>
          <IconButton
            aria-label={banner.isActive ? `Hide ${name}` : `Show ${name}`}
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={onToggle}
          >
            {banner.isActive ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
          </IconButton>
          <IconButton aria-label={`Edit ${name}`} variant="ghost" size="sm" disabled={busy} onClick={onEdit}>
            <LuPencil aria-hidden />
          </IconButton>
          <IconButton
            ref={deleteButtonRef}
            aria-label={`Delete ${name}`}
            variant="ghost"
            size="sm"
            colorPalette="red"
            disabled={busy}
            onClick={onDelete}
          >
            <LuTrash2 aria-hidden />
          </IconButton>
        </HStack>
      </Flex>
    </Box>
  );
}
