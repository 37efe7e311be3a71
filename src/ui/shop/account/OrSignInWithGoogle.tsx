import type { ComponentProps } from 'react';
import { HStack, Separator, Text } from '@chakra-ui/react';
import { GoogleSignInButton } from './GoogleSignInButton';

/** The "or" rule under an e-mail form, and the Google button. */
export function OrSignInWithGoogle(props: ComponentProps<typeof GoogleSignInButton>) {
  return (
    <>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="gray.600" flexShrink="0">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <GoogleSignInButton {...props} />
    </>
  );
}
