import { Button, HStack, IconButton } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';

/** Login and Sign Up for guests; login carries the current page so the user comes back to it. */
export function AuthLinks() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const loginTarget =
    location.pathname === '/' || location.pathname === '/login'
      ? '/login'
      : `/login?from=${encodeURIComponent(here)}`;
  return (
    <>
      <IconButton
        asChild
        variant="ghost"
        aria-label="Login"
        size={HEADER_METRICS.row.controlSize.base}
        display={{ base: 'inline-flex', sm: 'none' }}
        color="brand.800"
      >
        <RouterLink to={loginTarget}>
          <LuUser aria-hidden />
        </RouterLink>
      </IconButton>
      <HStack gap="1" display={{ base: 'none', sm: 'flex' }}>
        <Button asChild variant="ghost" size="sm" color="brand.800">
          <RouterLink to={loginTarget}>Login</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/signup">Sign Up</RouterLink>
        </Button>
      </HStack>
    </>
  );
}
