import type { ComponentProps } from 'react';
import { IconButton } from '@chakra-ui/react';
import { HEADER_METRICS } from '../../theme/headerMetrics';

/** A ghost icon button of the header's main row on small screens (sized for them), in the brand colour. */
export function MobileHeaderButton(props: ComponentProps<typeof IconButton>) {
  return (
    <IconButton variant="ghost" size={HEADER_METRICS.row.controlSize.base} color="brand.800" {...props} />
  );
}
