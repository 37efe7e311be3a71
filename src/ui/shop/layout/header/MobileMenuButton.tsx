import type { ComponentProps } from 'react';
import type { IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { HeaderIconButton } from './HeaderIconButton';

/** The hamburger of the mobile menu; also its stand-in while the menu's code loads (LoadOnDemand). */
export function MobileMenuButton(props: ComponentProps<typeof IconButton>) {
  return (
    <HeaderIconButton aria-label="Open menu" hideFrom="lg" {...props}>
      <LuMenu aria-hidden />
    </HeaderIconButton>
  );
}
