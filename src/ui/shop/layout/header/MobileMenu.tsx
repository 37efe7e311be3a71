import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  IconButton,
  Link,
  Portal,
  Separator,
  Stack,
  Text,
  type LinkProps,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { HeaderCategory } from '../../../../domain/catalogue/NavigationTree';
import { PlainList } from '../../../shared/components/PlainList';
import { useCategoryNavigation } from '../../common/useCategoryNavigation';
import { useSignOut } from '../../../shared/hooks/useSignOut';
import { useStores } from '../../../app/stores/StoresContext';
import { MobileMenuButton } from './MobileMenuButton';

/**
 * The slide-in mobile menu: categories with drill-down into subcategories, a back button and Reset (docs/behaviour.md#screens-and-routes).
 * The header loads it on demand and mounts it `defaultOpen` on the first tap.
 */
export const MobileMenu = observer(function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { summary, session } = useStores();
  const [open, setOpen] = useState(defaultOpen);
  /** The drill-down path: the categories opened, outermost first. */
  const [trail, setTrail] = useState<HeaderCategory[]>([]);
  const goToCategory = useCategoryNavigation();
  const signOut = useSignOut();
  const current = trail[trail.length - 1];
  const entries = current ? current.children : summary.menuCategories;
  const close = (): void => setOpen(false);
  const contentRef = useRef<HTMLDivElement>(null);
  /**
   * Where the focus goes once a level is drawn, since the button pressed leaves with the old one: into a level just
   * opened (its 'View All' link), or back to the button that opened the level left.
   */
  const focusAfter = useRef<{ opener: string } | 'level' | null>(null);
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending) return;
    focusAfter.current = null;
    const target = contentRef.current?.querySelector(
      pending === 'level' ? '[data-level-start] a' : `[data-opens="${CSS.escape(pending.opener)}"]`,
    );
    if (target instanceof HTMLElement) target.focus();
  });
  const moveTo = (next: HeaderCategory[]): void => {
    const left = trail[next.length];
    setTrail(next);
    focusAfter.current = next.length > trail.length || !left ? 'level' : { opener: left.slug };
  };

  const pageLink = (to: string, label: string) => (
    <Link asChild px="3" py="2" rounded="md" _hover={{ bg: 'brand.50', textDecoration: 'none' }}>
      <RouterLink to={to} onClick={close}>
        {label}
      </RouterLink>
    </Link>
  );
  /** A category row: `label` and, at the end, how many products the category has. */
  const categoryLink = (category: HeaderCategory, label: string, style: LinkProps) => (
    <Link
      href={category.path}
      onClick={(event) => goToCategory(category.slug, event) && close()}
      display="flex"
      justifyContent="space-between"
      px="3"
      py="2.5"
      {...style}
    >
      {label}
      <Badge variant="subtle" colorPalette="brand">
        {category.productCount}
      </Badge>
    </Link>
  );

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => {
        setOpen(event.open);
        if (!event.open) setTrail([]);
      }}
      placement="start"
      size="xs"
    >
      <Drawer.Trigger asChild>
        <MobileMenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={contentRef}>
            <Drawer.Header borderBottomWidth="1px" borderColor="brand.100">
              <Drawer.Title color="brand.800">{current ? current.name : 'Menu'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="3">
              <HStack justify="space-between" mb="2" minH="8">
                {current ? (
                  <Button size="sm" variant="ghost" onClick={() => moveTo(trail.slice(0, -1))}>
                    <LuChevronLeft aria-hidden /> Back
                  </Button>
                ) : (
                  <Text fontSize="sm" fontWeight="semibold" color="gray.600" px="3">
                    Shop by category
                  </Text>
                )}
                {trail.length > 0 ? (
                  <Button size="sm" variant="outline" colorPalette="brand" onClick={() => moveTo([])}>
                    Reset
                  </Button>
                ) : null}
              </HStack>
              <PlainList aria-label={current ? `${current.name} subcategories` : 'Categories'}>
                {current ? (
                  <Box as="li" data-level-start>
                    {categoryLink(current, `View All ${current.name}`, {
                      fontWeight: 'semibold',
                      color: 'brand.700',
                    })}
                  </Box>
                ) : null}
                {entries.map((entry) => (
                  <HStack as="li" key={entry.slug} gap="0" borderBottomWidth="1px" borderColor="gray.100">
                    {categoryLink(entry, entry.name, {
                      flex: '1',
                      _hover: { bg: 'brand.50', textDecoration: 'none' },
                    })}
                    {entry.children.length > 0 ? (
                      <IconButton
                        variant="ghost"
                        size="sm"
                        aria-label={`Open ${entry.name} subcategories`}
                        data-opens={entry.slug}
                        onClick={() => moveTo([...trail, entry])}
                      >
                        <LuChevronRight aria-hidden />
                      </IconButton>
                    ) : null}
                  </HStack>
                ))}
              </PlainList>
              <Separator my="3" />
              <Stack gap="0">
                {pageLink('/products', 'All Products')}
                {pageLink('/categories', 'All Categories')}
                {pageLink('/wishlist', 'Wishlist')}
                {pageLink('/cart', 'Cart')}
                {session.user ? (
                  <>
                    {pageLink('/profile', 'Profile')}
                    {pageLink('/orders', 'My Orders')}
                    {session.isAdmin ? pageLink('/admin', 'Admin Panel') : null}
                    <Button
                      variant="ghost"
                      justifyContent="flex-start"
                      px="3"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      Logout
                    </Button>
                  </>
                ) : (
                  <>
                    {pageLink('/login', 'Login')}
                    {pageLink('/signup', 'Sign Up')}
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
});
