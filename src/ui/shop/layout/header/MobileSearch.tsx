import { useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { SearchBox } from '../SearchBox';
import { MobileSearchButton } from './MobileSearchButton';

/**
 * The mobile search overlay titled 'Search Products' (docs/behaviour.md#screens-and-routes). The header loads it on demand and mounts it
 * `defaultOpen` on the first tap.
 */
export function MobileSearch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      size="full"
      motionPreset="slide-in-top"
    >
      <Dialog.Trigger asChild>
        <MobileSearchButton />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="brand.800">Search Products</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open ? <SearchBox autoFocus onNavigate={() => setOpen(false)} /> : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
