import { useState } from 'react';
import { SearchBox } from '../SearchBox';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { MobileSearchButton } from './MobileSearchButton';

/**
 * The mobile search overlay titled 'Search Products' (docs/behaviour.md#screens-and-routes). The header loads it on demand and mounts it
 * `defaultOpen` on the first tap.
 */
export function MobileSearch({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      size="full"
      motionPreset="slide-in-top"
      trigger={<MobileSearchButton />}
      title="Search Products"
      titleColor="brand.800"
      closeLabel="Close search"
    >
      {open ? <SearchBox autoFocus onNavigate={() => setOpen(false)} /> : null}
    </DialogFrame>
  );
}
