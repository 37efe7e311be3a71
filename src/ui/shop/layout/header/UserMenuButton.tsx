import type { ComponentProps } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { LuChevronDown, LuUser } from 'react-icons/lu';

type Props = ComponentProps<typeof Button> & { displayName: string };

/** The signed-in user's name button that opens the user menu; also its stand-in while the menu's code loads. */
export function UserMenuButton({ displayName, ...props }: Props) {
  return (
    <Button
      variant="ghost"
      size="sm"
      color="brand.800"
      aria-label={`Account menu for ${displayName}`}
      {...props}
    >
      <LuUser aria-hidden />
      <Text as="span" display={{ base: 'none', lg: 'inline' }} maxW="32" truncate>
        {displayName}
      </Text>
      <LuChevronDown aria-hidden />
    </Button>
  );
}
