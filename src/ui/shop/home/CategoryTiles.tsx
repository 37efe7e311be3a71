import { Box, Grid, Heading, Image, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCategoryNavigation } from '../common/useCategoryNavigation';
import { useStores } from '../../app/stores/StoresContext';
import { CATEGORY_TILE_IMAGES } from './categoryTileImages';

/** A tile's 4:3 frame in the brand's gradient, behind a picture or in place of one. */
const TILE_PICTURE = {
  aspectRatio: '4 / 3',
  bg: 'brand.100',
  bgGradient: 'to-br',
  gradientFrom: 'brand.100',
  gradientTo: 'brand.300',
} as const;

/** Every top-level category with its product count; clicks follow the category flow of docs/behaviour.md#browsing-and-search. */
export const CategoryTiles = observer(function CategoryTiles() {
  const { summary } = useStores();
  const goToCategory = useCategoryNavigation();
  return (
    <Box as="section" aria-labelledby="categories-heading">
      <Heading as="h2" id="categories-heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="4">
        Shop by Category
      </Heading>
      {/* A swipeable row on phones, a grid from tablets up. */}
      <Grid
        templateColumns={{ base: 'none', md: 'repeat(5, 1fr)' }}
        gridAutoFlow={{ base: 'column', md: 'row' }}
        gridAutoColumns={{ base: '38%', sm: '28%', md: 'auto' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        scrollSnapType={{ base: 'x mandatory', md: 'none' }}
        gap={{ base: '3', md: '4' }}
        pb={{ base: '2', md: '0' }}
      >
        {summary.allCategories.map((category) => {
          const image = CATEGORY_TILE_IMAGES[category.slug];
          return (
            <Link
              key={category.slug}
              href={category.path}
              onClick={(event) => goToCategory(category.slug, event)}
              display="block"
              layerStyle="shopPanel"
              overflow="hidden"
              _hover={{ shadow: 'md', textDecoration: 'none', borderColor: 'brand.300' }}
              transition="all 0.2s"
              scrollSnapAlign="start"
            >
              {/* The picture (or its stand-in) and the two lines below it are the link's only children: each
                  carries the tile's frame or padding itself. */}
              {image ? (
                <Image
                  src={image}
                  alt=""
                  htmlWidth="320"
                  htmlHeight="240"
                  loading="lazy"
                  {...TILE_PICTURE}
                  w="full"
                  h="auto"
                  objectFit="cover"
                />
              ) : (
                <Text
                  aria-hidden
                  {...TILE_PICTURE}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontFamily="heading"
                  fontStyle="italic"
                  color="brand.800"
                  fontSize={{ base: 'xs', md: 'md' }}
                >
                  Coming soon
                </Text>
              )}
              <Text
                px={{ base: '2', md: '3' }}
                pt="2"
                fontWeight="semibold"
                color="gray.900"
                fontSize={{ base: 'sm', md: 'md' }}
                lineClamp={1}
              >
                {category.name}
              </Text>
              <Text px={{ base: '2', md: '3' }} pb="2" fontSize="xs" color="gray.600">
                {summary.state.status === 'loaded'
                  ? category.productCount > 0
                    ? `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`
                    : 'Coming soon'
                  : ' '}
              </Text>
            </Link>
          );
        })}
      </Grid>
    </Box>
  );
});
