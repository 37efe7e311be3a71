import { Badge, Button, Card, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { discountPercent, formatRupees } from '../../../domain/text/Money';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import type { Product } from '../../../domain/catalogue/Product';
import { useAsPrerendered } from './useAsPrerendered';
import { useStores } from '../../app/stores/StoresContext';
import { carryAttribute } from '../../app/prerenderedPage';
import { notify } from '../../shared/components/toaster';
import { fallBackToPlaceholder, mainPicture } from '../../shared/format/productImage';
import { RatingStars } from '../../shared/components/RatingStars';
import { ICON_PATH, iconPseudo } from '../../shared/components/iconPicture';
import { StruckMrp } from './StruckMrp';
import { useCompareToggle } from './useCompareToggle';
import { compareProduct } from '../../../domain/storefront/compareMessages';

/**
 * The card's last row without a footer box of its own: the card (a flex column) stretches it, less its margins,
 * and its top margin takes the card's spare height, as a growing body would.
 */
const LAST_ROW_BUTTON = { mt: 'auto', mx: '3', mb: '3', size: 'sm', colorPalette: 'brand' } as const;

/** The price row's place: the card's padding at its sides and bottom, below the name and rating. */
const BELOW_THE_NAME = { mt: '1.5', mx: '3', mb: '3' } as const;

interface Props {
  product: Product;
  /** Above the fold on first paint (the first cards of a listing): load the image at once, not lazily. */
  priority?: boolean;
}

/** A product in a grid or row: image, name, ₹ price with its MRP and discount, rating, wishlist, compare and cart. */
export const ProductCard = observer(function ProductCard({ product, priority = false }: Props) {
  const { cart, wishlist } = useStores();
  const path = productPath(product);
  const discount = discountPercent(product.price, product.originalPrice);
  // The build draws every card for a guest, whose wishlist is empty.
  const inWishlist = useAsPrerendered(wishlist.hasProduct(product.id), false);
  const outOfStock = product.stock <= 0;
  // Which size or colour to add is the shopper's choice: the card sends them to the page that offers it.
  const hasOptions = product.variants.length > 0;
  const compare = useCompareToggle(product);

  const addToCart = (): void => {
    cart.addProduct(product);
    notify.success(`${product.name} added to cart`);
  };
  const toggleWishlist = (): void => {
    wishlist.toggleProduct(product);
    notify.success(
      inWishlist ? `${product.name} removed from wishlist` : `${product.name} added to wishlist`,
    );
  };

  const price = (
    <Text {...(discount > 0 ? {} : BELOW_THE_NAME)} fontWeight="bold" fontSize="lg" color="brand.800">
      {formatRupees(product.price)}
    </Text>
  );

  return (
    <Card.Root
      variant="outline"
      overflow="hidden"
      borderColor="brand.100"
      bg="white"
      height="full"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      {/* The picture, its badge and the wishlist button need no box of their own: the card is their positioned
          parent, and every row below the picture carries the card's padding as its own margins. */}
      <Image
        src={cardPictureUrl(mainPicture(product))}
        alt=""
        htmlWidth="400"
        htmlHeight="300"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Decoded off the main thread except in the first row, which should be drawn with the first paint.
        decoding={priority ? undefined : 'async'}
        onError={fallBackToPlaceholder}
        bg="brand.50"
        w="full"
        h="auto"
        aspectRatio="4 / 3"
        objectFit="cover"
      />
      {discount > 0 ? (
        <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid">
          {discount}% off
        </Badge>
      ) : null}
      <IconButton
        position="absolute"
        top="2"
        right="2"
        size="sm"
        rounded="full"
        variant="surface"
        bg="white"
        aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        aria-pressed={inWishlist}
        zIndex="1"
        onClick={toggleWishlist}
        color={inWishlist ? 'red.500' : 'gray.700'}
        _before={iconPseudo(ICON_PATH.heart, { filled: inWishlist })}
      />
      <IconButton
        position="absolute"
        top="12"
        right="2"
        size="sm"
        rounded="full"
        variant={compare.pressed ? 'solid' : 'surface'}
        colorPalette="brand"
        bg={compare.pressed ? undefined : 'white'}
        aria-label={compareProduct(product.name)}
        aria-pressed={compare.pressed}
        zIndex="1"
        onClick={compare.toggle}
        color={compare.pressed ? 'white' : 'gray.700'}
        _before={iconPseudo(ICON_PATH.compare)}
      />
      {/* The name's link covers the whole card (its ::after), so the picture opens the product with no link of its
          own; the wishlist button is lifted above it, and the card's last button is drawn after it. */}
      <Link
        asChild
        mt="3"
        mx="3"
        fontWeight="semibold"
        color="gray.900"
        lineClamp="2"
        _hover={{ color: 'brand.700' }}
        _after={{ content: '""', position: 'absolute', inset: '0' }}
      >
        <RouterLink to={path}>{product.name}</RouterLink>
      </Link>
      {product.rating > 0 ? (
        <RatingStars rating={product.rating} reviewCount={product.reviewCount} mt="1.5" mx="3" />
      ) : null}
      {discount > 0 && product.originalPrice ? (
        <HStack {...BELOW_THE_NAME} gap="2" align="baseline" flexWrap="wrap">
          {price}
          <StruckMrp mrp={product.originalPrice} fontSize="xs" />
        </HStack>
      ) : (
        price
      )}
      {hasOptions && !outOfStock ? (
        <Button asChild {...LAST_ROW_BUTTON} _before={iconPseudo(ICON_PATH.sliders)}>
          <RouterLink to={path} aria-label={`Choose options for ${product.name}`}>
            Choose options
          </RouterLink>
        </Button>
      ) : (
        <Button
          {...LAST_ROW_BUTTON}
          onClick={addToCart}
          data-carry={carryAttribute({ addToCart: product.id })}
          disabled={outOfStock}
          aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
          _before={iconPseudo(ICON_PATH.cart)}
        >
          {outOfStock ? 'Out of stock' : 'Add to cart'}
        </Button>
      )}
    </Card.Root>
  );
});
