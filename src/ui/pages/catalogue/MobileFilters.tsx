import { useState, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { productCountText } from './productCountText';

interface Props {
  /** Matching products, for the "Show N products" button. */
  count: number;
  activeFilters: boolean;
  children: ReactNode;
}

/** Below the desktop breakpoint the filter panel lives in a drawer opened from the toolbar. */
export function MobileFilters({ count, activeFilters, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <LuSlidersHorizontal aria-hidden />
          Filters
          {activeFilters ? (
            <Badge size="xs" colorPalette="brass" variant="solid" aria-label="filters applied">
              on
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="brand.100">
              <Drawer.Title color="brand.800">Filter products</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="brand.100">
              <Button colorPalette="brand" w="full" onClick={() => setOpen(false)}>
                Show {productCountText(count)}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
