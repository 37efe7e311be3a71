import { Badge, Box, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { HeaderCategory } from '../../../domain/catalogue/NavigationTree';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { PageContainer } from '../common/PageContainer';
import { Breadcrumbs } from './Breadcrumbs';
import { CATEGORY_TILE_IMAGES } from '../home/categoryTileImages';

const countText = (loaded: boolean, count: number): string =>
  !loaded ? ' ' : count > 0 ? `${count} ${count === 1 ? 'product' : 'products'}` : 'Coming soon';

function SubcategoryList({ categories, loaded }: { categories: readonly HeaderCategory[]; loaded: boolean }) {
  if (categories.length === 0) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" ps="0">
      {categories.map((child) => (
        <Box as="li" key={child.slug}>
          <HStack gap="2">
            <Link asChild fontSize="sm" color="brand.700">
              <RouterLink to={child.path}>{child.name}</RouterLink>
            </Link>
            {loaded ? (
              <Badge size="xs" variant="subtle" colorPalette="brand">
                {child.productCount}
              </Badge>
            ) : null}
          </HStack>
          {child.children.length > 0 ? (
            <Box ps="4" pt="1">
              <SubcategoryList categories={child.children} loaded={loaded} />
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** /categories: the whole navigation tree with counts from the catalogue summary (one read). */
export const CategoriesPage = observer(function CategoriesPage() {
  const { summary } = useStores();
  const loaded = summary.state.status === 'loaded';
  usePageMeta(
    'All Categories',
    'Sofas, beds, dining sets, wardrobes, chairs, tables and more, mostly in sheesham wood.',
  );
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Categories' }]} />
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" mb="2">
        All Categories
      </Heading>
      <Text color="gray.600" mb="6">
        Most pieces are sheesham (Indian rosewood); each product lists its materials. Pick a room to start.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {summary.allCategories.map((category, index) => {
          const image = CATEGORY_TILE_IMAGES[category.slug];
          // The first row is above the fold at every width: those pictures load at once.
          const aboveFold = index < 3;
          return (
            <Box as="li" key={category.slug} layerStyle="shopPanel" overflow="hidden">
              <RouterLink to={category.path} tabIndex={-1} aria-hidden>
                <Box aspectRatio="16 / 9" bgGradient="to-br" gradientFrom="brand.100" gradientTo="brand.300">
                  {image ? (
                    <Image
                      src={image}
                      alt=""
                      htmlWidth="480"
                      htmlHeight="270"
                      loading={aboveFold ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  ) : null}
                </Box>
              </RouterLink>
              <Stack p="4" gap="2">
                <HStack justify="space-between" align="baseline">
                  <Heading as="h2" fontSize="lg">
                    <Link asChild color="brand.900">
                      <RouterLink to={category.path}>{category.name}</RouterLink>
                    </Link>
                  </Heading>
                  <Text fontSize="sm" color="gray.600">
                    {countText(loaded, category.productCount)}
                  </Text>
                </HStack>
                <SubcategoryList categories={category.children} loaded={loaded} />
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </PageContainer>
  );
});
