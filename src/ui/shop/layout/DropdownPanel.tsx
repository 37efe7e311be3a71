import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The white card a dropdown (the header's category menus, the search suggestions) floats in over the page; place it
 * with `top` and `left`/`right`/`insetX`.
 */
export function DropdownPanel(props: BoxProps) {
  return (
    <Box
      position="absolute"
      zIndex="dropdown"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="md"
      shadow="lg"
      {...props}
    />
  );
}
