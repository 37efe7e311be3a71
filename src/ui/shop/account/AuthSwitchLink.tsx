import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  prompt: string;
  /** '/login' or '/signup'. */
  to: string;
  label: string;
  /** Where the shopper goes after signing in; carried along so switching screens does not lose it. */
  target: string;
}

/** The card footer that switches between signing in and signing up, keeping where the shopper came from. */
export function AuthSwitchLink({ prompt, to, label, target }: Props) {
  const href = target !== '/' ? `${to}?from=${encodeURIComponent(target)}` : to;
  return (
    <Text fontSize="sm">
      {prompt}{' '}
      <Link asChild color="brand.700" fontWeight="semibold">
        <RouterLink to={href}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
