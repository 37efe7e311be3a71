import type { ComponentProps } from 'react';
import type { IconButton } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { HeaderIconButton } from './HeaderIconButton';

/** The search icon that opens the mobile search overlay; also its stand-in while the overlay's code loads. */
export function MobileSearchButton(props: ComponentProps<typeof IconButton>) {
  return (
    <HeaderIconButton aria-label="Search products" hideFrom="md" {...props}>
      <LuSearch aria-hidden />
    </HeaderIconButton>
  );
}
