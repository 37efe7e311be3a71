import type { ComponentProps } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { LuSlidersHorizontal } from 'react-icons/lu';

/** The toolbar's "Filters" button below the desktop breakpoint; also its stand-in while the drawer's code loads. */
export function FiltersButton({
  activeFilters,
  ...props
}: ComponentProps<typeof Button> & { activeFilters: boolean }) {
  return (
    <Button size="sm" variant="outline" colorPalette="brand" {...props}>
      <LuSlidersHorizontal aria-hidden />
      Filters
      {activeFilters ? (
        <Badge size="xs" colorPalette="brass" variant="solid" aria-label="filters applied">
          on
        </Badge>
      ) : null}
    </Button>
  );
}
