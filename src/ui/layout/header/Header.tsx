import { Box, Container, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuHeart, LuShoppingCart } from 'react-icons/lu';
import { IconLinkWithBadge } from '../../components/IconLinkWithBadge';
import { Logo } from '../../components/Logo';
import { SearchBox } from '../../components/SearchBox';
import { useStores } from '../../stores/StoresContext';
import { AuthLinks } from './AuthLinks';
import { CategoryBar } from './CategoryBar';
import { MobileMenu } from './MobileMenu';
import { MobileSearch } from './MobileSearch';
import { NoticeBanner } from './NoticeBanner';
import { TopStrip } from './TopStrip';
import { UserMenu } from './UserMenu';

/** The sticky public header of SPEC §2. */
export const Header = observer(function Header() {
  const { cart, wishlist, session } = useStores();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" shadow="xs">
      <TopStrip />
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '2', md: '3' }}>
        <HStack gap={{ base: '1', md: '6' }} justify="space-between">
          <HStack gap="1" minW="0">
            <MobileMenu />
            <Logo />
          </HStack>
          <Box flex="1" maxW="xl" display={{ base: 'none', md: 'block' }}>
            <SearchBox />
          </Box>
          <HStack gap={{ base: '0', md: '1' }}>
            <MobileSearch />
            <IconLinkWithBadge to="/wishlist" label="Wishlist" count={wishlist.count} icon={<LuHeart />} />
            <IconLinkWithBadge to="/cart" label="Cart" count={cart.totalItems} icon={<LuShoppingCart />} />
            {session.user ? <UserMenu /> : <AuthLinks />}
          </HStack>
        </HStack>
      </Container>
      <CategoryBar />
      <NoticeBanner />
    </Box>
  );
});
