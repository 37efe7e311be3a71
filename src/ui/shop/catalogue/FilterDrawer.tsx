import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { FiltersButton } from './FiltersButton';
import { productCountText } from './productCountText';

interface Props {
  /** Matching products, for the "Show N products" button. */
  count: number;
  activeFilters: boolean;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * The filter panel in a drawer below the desktop breakpoint. MobileFilters loads it on demand and mounts it
 * `defaultOpen` on the first tap.
 */
export function FilterDrawer({ count, activeFilters, defaultOpen = false, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <FiltersButton activeFilters={activeFilters} />
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
