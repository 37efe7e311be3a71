import type { ComponentProps } from 'react';
import { LuMenu } from 'react-icons/lu';
import { MobileHeaderButton } from './MobileHeaderButton';

/** The hamburger of the mobile menu; also its stand-in while the menu's code loads (LoadOnDemand). */
export function MobileMenuButton(props: ComponentProps<typeof MobileHeaderButton>) {
  return (
    <MobileHeaderButton aria-label="Open menu" display={{ base: 'inline-flex', lg: 'none' }} {...props}>
      <LuMenu aria-hidden />
    </MobileHeaderButton>
  );
}
