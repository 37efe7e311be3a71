import { Box, Heading, Image, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCategoryNavigation } from '../../hooks/useCategoryNavigation';
import { useStores } from '../../stores/StoresContext';
import { CATEGORY_TILE_IMAGES } from './categoryTileImages';

/** Every top-level category with its product count; clicks follow the category flow of SPEC §4. */
export const CategoryTiles = observer(function CategoryTiles() {
  const { summary } = useStores();
  const goToCategory = useCategoryNavigation();
  return (
    <Box as="section" aria-labelledby="categories-heading">
      <Heading as="h2" id="categories-heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="4">
        Shop by Category
      </Heading>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap={{ base: '3', md: '4' }}>
        {summary.allCategories.map((category) => {
          const image = CATEGORY_TILE_IMAGES[category.slug];
          return (
            <Link
              key={category.slug}
              href={category.path}
              onClick={(event) => goToCategory(category.slug, event)}
              display="block"
              rounded="lg"
              overflow="hidden"
              borderWidth="1px"
              borderColor="brand.100"
              bg="white"
              _hover={{ shadow: 'md', textDecoration: 'none', borderColor: 'brand.300' }}
              transition="all 0.2s"
            >
              <Box
                aspectRatio="4 / 3"
                bg="brand.100"
                bgGradient="to-br"
                gradientFrom="brand.100"
                gradientTo="brand.300"
              >
                {image ? (
                  <Image
                    src={image}
                    alt=""
                    htmlWidth="320"
                    htmlHeight="240"
                    loading="lazy"
                    w="full"
                    h="full"
                    objectFit="cover"
                  />
                ) : null}
              </Box>
              <Box px="3" py="2">
                <Text fontWeight="semibold" color="gray.900">
                  {category.name}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {summary.loaded
                    ? category.productCount > 0
                      ? `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`
                      : 'Coming soon'
                    : ' '}
                </Text>
              </Box>
            </Link>
          );
        })}
      </SimpleGrid>
    </Box>
  );
});
