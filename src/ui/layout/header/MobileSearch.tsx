import { useState } from 'react';
import { CloseButton, Dialog, IconButton, Portal } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { SearchBox } from '../../components/SearchBox';

/** The mobile search overlay titled 'Search Products' (SPEC §2). */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      size="full"
      motionPreset="slide-in-top"
    >
      <Dialog.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label="Search products"
          size="sm"
          display={{ base: 'inline-flex', md: 'none' }}
          color="brand.800"
        >
          <LuSearch aria-hidden />
        </IconButton>
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
