import type { ComponentProps } from 'react';
import { IconButton } from '@chakra-ui/react';

interface Props extends Omit<ComponentProps<typeof IconButton>, 'onClick'> {
  open: boolean;
  /** The id of the menu it opens. */
  controls: string;
  onToggle: () => void;
  onOpen: () => void;
}

/** The small chevron button beside a link whose menu opens on hover: the way to that menu by keyboard or touch. */
export function HoverMenuToggle({ open, controls, onToggle, onOpen, ...rest }: Props) {
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-expanded={open}
      aria-controls={controls}
      // A mouse already opened the menu on hover: its click must not close it again; keys toggle (detail 0).
      onClick={(event) => (event.detail === 0 ? onToggle() : onOpen())}
      {...rest}
    />
  );
}
