import type { ComponentProps } from 'react';
import { LuSearch } from 'react-icons/lu';
import { MobileHeaderButton } from './MobileHeaderButton';

/** The search icon that opens the mobile search overlay; also its stand-in while the overlay's code loads. */
export function MobileSearchButton(props: ComponentProps<typeof MobileHeaderButton>) {
  return (
    <MobileHeaderButton aria-label="Search products" display={{ base: 'inline-flex', md: 'none' }} {...props}>
      <LuSearch aria-hidden />
    </MobileHeaderButton>
  );
}
