import {
  Badge,
  Button,
  Card,
  HStack,
  IconButton,
  Image,
  Link,
  Text,
  type IconButtonProps,
} from '@chakra-ui/react';
import { ICON_PATH, iconPseudo } from '../../shared/components/iconPicture';
import { RatingStars } from '../../shared/components/RatingStars';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** The price row's place: the card's padding at its sides and bottom, below the name and rating. */
const BELOW_THE_NAME = { mt: '1.5', mx: '3', mb: '3' } as const;

/**
 * The card's last row without a footer box of its own: the card (a flex column) stretches it, less its margins,
 * and its top margin takes the card's spare height, as a growing body would.
 */
const LAST_ROW_BUTTON = { mt: 'auto', mx: '3', mb: '3', size: 'sm', colorPalette: 'brand' } as const;

/** A wishlist or compare button at the card's top right, lifted above the link that covers the card. */
const cornerButton = (
  top: '2' | '12',
  {
    icon,
    filled = false,
    ...look
  }: Pick<IconButtonProps, 'variant' | 'colorPalette' | 'bg' | 'color'> & {
    icon: string;
    filled?: boolean;
  },
) => (
  <IconButton
    position="absolute"
    top={top}
    right="2"
    size="sm"
    rounded="full"
    zIndex="1"
    {...look}
    _before={iconPseudo(icon, { filled })}
  />
);

/**
 * The product card's parts as Chakra draws them, extracted at build (extractedStyles.ts): ProductCard draws plain
 * elements with these classes. The picture, its badge and the corner buttons need no box of their own: the card is
 * their positioned parent, and every row below the picture carries the card's padding as its own margins.
 */
export const productCardStyles = {
  root: (
    <Card.Root
      variant="outline"
      overflow="hidden"
      borderColor="brand.100"
      bg="white"
      height="full"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    />
  ),
  picture: <Image bg="brand.50" w="full" h="auto" aspectRatio="4 / 3" objectFit="cover" />,
  discount: <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid" />,
  wishlist: cornerButton('2', { variant: 'surface', bg: 'white', color: 'gray.700', icon: ICON_PATH.heart }),
  wishlistChosen: cornerButton('2', {
    variant: 'surface',
    bg: 'white',
    color: 'red.500',
    icon: ICON_PATH.heart,
    filled: true,
  }),
  compare: cornerButton('12', {
    variant: 'surface',
    colorPalette: 'brand',
    bg: 'white',
    color: 'gray.700',
    icon: ICON_PATH.compare,
  }),
  compareChosen: cornerButton('12', {
    variant: 'solid',
    colorPalette: 'brand',
    color: 'white',
    icon: ICON_PATH.compare,
  }),
  // The name's link covers the whole card (its ::after), so the picture opens the product with no link of its own.
  name: (
    <Link
      mt="3"
      mx="3"
      fontWeight="semibold"
      color="gray.900"
      lineClamp="2"
      _hover={{ color: 'brand.700' }}
      _after={{ content: '""', position: 'absolute', inset: '0' }}
    />
  ),
  rating: <RatingStars rating={5} mt="1.5" mx="3" />,
  priceRow: <HStack {...BELOW_THE_NAME} gap="2" align="baseline" flexWrap="wrap" />,
  price: <Text fontWeight="bold" fontSize="lg" color="brand.800" />,
  priceAlone: <Text {...BELOW_THE_NAME} fontWeight="bold" fontSize="lg" color="brand.800" />,
  mrp: <Text as="span" fontSize="xs" color="gray.600" />,
  mrpAmount: <Text as="s" color="gray.500" />,
  addToCart: <Button {...LAST_ROW_BUTTON} _before={iconPseudo(ICON_PATH.cart)} />,
  chooseOptions: <Button {...LAST_ROW_BUTTON} _before={iconPseudo(ICON_PATH.sliders)} />,
} satisfies ExtractedStyles;
