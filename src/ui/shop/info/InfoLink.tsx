import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A link to another page of the shop inside a help page's text. */
export function InfoLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="brand.700" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
