import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

const STOCK = { gap: '1.5', fontWeight: 'semibold', fontSize: 'sm' } as const;
const BIG_BUTTON = { colorPalette: 'brand', size: 'lg' } as const;

/**
 * The product page's stock, buttons and cart notes as Chakra draws them, extracted at build (extractedStyles.ts); a
 * state is a part of its own (`wishlistListed`, `compareChosen`).
 */
export const productPurchaseStyles = {
  root: <Stack gap="3" />,
  stockRow: <HStack gap="4" flexWrap="wrap" />,
  inStock: <HStack {...STOCK} color="green.700" />,
  lowStock: <HStack {...STOCK} color="orange.700" />,
  outOfStock: <HStack {...STOCK} color="red.700" />,
  note: <Text fontSize="sm" color="gray.700" />,
  choiceNote: <Text fontSize="sm" color="orange.700" />,
  cartLink: <Link color="brand.700" fontWeight="medium" />,
  actions: <HStack gap="3" flexWrap="wrap" />,
  addToCart: <Button {...BIG_BUTTON} flex={{ base: '1', sm: 'initial' }} minW="48" />,
  wishlist: <Button {...BIG_BUTTON} variant="outline" />,
  wishlistListed: <Button {...BIG_BUTTON} variant="outline" colorPalette="red" />,
  compare: <Button {...BIG_BUTTON} variant="outline" />,
  compareChosen: <Button {...BIG_BUTTON} variant="solid" />,
} satisfies ExtractedStyles;
