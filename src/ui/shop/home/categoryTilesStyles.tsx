import { Grid, Heading, Image, Link, Text } from '@chakra-ui/react';
import type { ExtractedStyles } from '../../shared/theme/extractedStyles';

/** A tile's 4:3 frame in the brand's gradient, behind a picture or in place of one. */
const TILE_PICTURE = {
  aspectRatio: '4 / 3',
  bg: 'brand.100',
  bgGradient: 'to-br',
  gradientFrom: 'brand.100',
  gradientTo: 'brand.300',
} as const;

/**
 * The home page's category tiles as Chakra draws them, extracted at build (extractedStyles.ts). The picture (or its
 * stand-in) and the two lines below it are a tile's only children: each carries the tile's frame or padding itself.
 */
export const categoryTilesStyles = {
  heading: <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="4" />,
  // A swipeable row on phones, a grid from tablets up.
  grid: (
    <Grid
      templateColumns={{ base: 'none', md: 'repeat(5, 1fr)' }}
      gridAutoFlow={{ base: 'column', md: 'row' }}
      gridAutoColumns={{ base: '38%', sm: '28%', md: 'auto' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
      gap={{ base: '3', md: '4' }}
      pb={{ base: '2', md: '0' }}
    />
  ),
  tile: (
    <Link
      display="block"
      layerStyle="shopPanel"
      overflow="hidden"
      _hover={{ shadow: 'md', textDecoration: 'none', borderColor: 'brand.300' }}
      transition="all 0.2s"
      scrollSnapAlign="start"
    />
  ),
  picture: <Image {...TILE_PICTURE} w="full" h="auto" objectFit="cover" />,
  comingSoon: (
    <Text
      {...TILE_PICTURE}
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontFamily="heading"
      fontStyle="italic"
      color="brand.800"
      fontSize={{ base: 'xs', md: 'md' }}
    />
  ),
  name: (
    <Text
      px={{ base: '2', md: '3' }}
      pt="2"
      fontWeight="semibold"
      color="gray.900"
      fontSize={{ base: 'sm', md: 'md' }}
      lineClamp={1}
    />
  ),
  count: <Text px={{ base: '2', md: '3' }} pb="2" fontSize="xs" color="gray.600" />,
} satisfies ExtractedStyles;
