import type { ComponentProps } from 'react';
import { IconButton } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';

/** The hamburger of the mobile menu; also its stand-in while the menu's code loads (LoadOnDemand). */
export function MobileMenuButton(props: ComponentProps<typeof IconButton>) {
  return (
    <IconButton
      variant="ghost"
      aria-label="Open menu"
      size={HEADER_METRICS.row.controlSize.base}
      display={{ base: 'inline-flex', lg: 'none' }}
      color="brand.800"
      {...props}
    >
      <LuMenu aria-hidden />
    </IconButton>
  );
}
