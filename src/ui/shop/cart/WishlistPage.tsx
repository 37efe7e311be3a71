import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuHeart, LuShoppingCart, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import type { WishlistItem } from '../../../domain/checkout/Wishlist';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { fallBackToPlaceholder, mainPicture } from '../../shared/format/productImage';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { variantText } from '../product/variantText';
import { EmptyStateCard } from '../common/EmptyStateCard';

/** The product page of a wishlist line: the line keeps the product id, not its slug. */
const itemPath = (item: WishlistItem): string => `/products/${encodeURIComponent(item.id)}`;

const WishlistRow = observer(function WishlistRow({ item }: { item: WishlistItem }) {
  const { wishlist, cart } = useStores();
  const chosen = variantText(item.variant);
  const label = chosen ? `${item.name} (${chosen})` : item.name;
  const moveToCart = (): void => {
    wishlist.moveToCart(item, cart);
    notify.success('Moved to cart', label);
  };
  const remove = (): void => {
    wishlist.removeLine(item.key);
    notify.success('Removed from wishlist', label);
  };
  return (
    <HStack
      as="li"
      gap={{ base: '3', md: '5' }}
      align="flex-start"
      layerStyle="shopPanel"
      p={{ base: '3', md: '4' }}
    >
      <RouterLink to={itemPath(item)} tabIndex={-1} aria-hidden>
        <Image
          src={cardPictureUrl(mainPicture(item))}
          alt=""
          htmlWidth="120"
          htmlHeight="90"
          w={{ base: '24', md: '32' }}
          aspectRatio="4 / 3"
          objectFit="cover"
          rounded="md"
          loading="lazy"
          onError={fallBackToPlaceholder}
        />
      </RouterLink>
      <Stack gap="1" flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="gray.900" _hover={{ color: 'brand.700' }}>
          <RouterLink to={itemPath(item)}>{item.name}</RouterLink>
        </Link>
        {chosen ? (
          <Text fontSize="sm" color="gray.600">
            {chosen}
          </Text>
        ) : null}
        <Text fontWeight="bold" color="brand.800">
          {formatRupees(item.price)}
        </Text>
        <HStack gap="2" pt="1" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={moveToCart} aria-label={`Move ${label} to cart`}>
            <LuShoppingCart aria-hidden />
            Move to cart
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${label} from wishlist`}
            onClick={remove}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Stack>
    </HStack>
  );
});

/** /wishlist (login required): saved lines with move to cart and remove. */
export const WishlistPage = observer(function WishlistPage() {
  const { wishlist } = useStores();
  usePageMeta('My Wishlist', 'The Sheesham Home furniture you saved for later, ready to move to your cart.');
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Wishlist' }]} />
      <HStack justify="space-between" align="baseline" mb="5" flexWrap="wrap" gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          My Wishlist
        </Heading>
        {wishlist.count > 0 ? (
          <Text color="gray.600">
            {wishlist.count} {wishlist.count === 1 ? 'item' : 'items'}
          </Text>
        ) : null}
      </HStack>
      {wishlist.count === 0 ? (
        <EmptyStateCard
          icon={<LuHeart />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to save it here for later."
          link={{ to: '/products', label: 'Browse products' }}
        />
      ) : (
        <Box>
          <Stack as="ul" gap="3" listStyleType="none">
            {wishlist.items.map((item) => (
              <WishlistRow key={item.key} item={item} />
            ))}
          </Stack>
        </Box>
      )}
    </Container>
  );
});
