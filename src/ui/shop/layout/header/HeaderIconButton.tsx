import type { ComponentProps } from 'react';
import { IconButton } from '@chakra-ui/react';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';

/** An icon button of the header's row that only a narrow screen shows (the caller's `hideFrom`). */
export function HeaderIconButton(props: ComponentProps<typeof IconButton>) {
  return (
    <IconButton variant="ghost" size={HEADER_METRICS.row.controlSize.base} color="brand.800" {...props} />
  );
}
