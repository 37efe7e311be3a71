import type { ComponentProps } from 'react';
import { IconButton } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';

/** The search icon that opens the mobile search overlay; also its stand-in while the overlay's code loads. */
export function MobileSearchButton(props: ComponentProps<typeof IconButton>) {
  return (
    <IconButton
      variant="ghost"
      aria-label="Search products"
      size={HEADER_METRICS.row.controlSize.base}
      display={{ base: 'inline-flex', md: 'none' }}
      color="brand.800"
      {...props}
    >
      <LuSearch aria-hidden />
    </IconButton>
  );
}
