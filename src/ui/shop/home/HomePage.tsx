import { Box, Container, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { BannerCarousel } from './BannerCarousel';
import { SHOP_DESCRIPTION, usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { flagListingPath } from '../catalogue/listingSearchParams';
import { CategoryTiles } from './CategoryTiles';
import { DefaultHero } from './DefaultHero';
import { ProductRow } from './ProductRow';
import { RecentlyViewed } from '../product/RecentlyViewed';

/** Home: banners, category tiles with counts, featured products, new arrivals and what the shopper looked at — each a bounded read. */
export const HomePage = observer(function HomePage() {
  const { banners, featured, newArrivals } = useStores();
  usePageMeta('', SHOP_DESCRIPTION);
  return (
    <Box>
      <VisuallyHidden>
        <h1>Sheesham Home — furniture online</h1>
      </VisuallyHidden>
      <Container maxW="7xl" px={{ base: '0', md: '6' }} pt={{ base: '0', md: '6' }}>
        {banners.state.status === 'loading' ? (
          <Skeleton height={{ base: '48', md: '96' }} rounded={{ base: 'none', md: 'xl' }} />
        ) : banners.banners.length > 0 ? (
          <BannerCarousel banners={banners.banners} />
        ) : (
          <DefaultHero />
        )}
      </Container>
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <CategoryTiles />
          <ProductRow
            title="Featured Products"
            subtitle="Our customers' favourites"
            row={featured}
            viewAllTo={flagListingPath('isFeatured')}
          />
          <ProductRow
            title="New Arrivals"
            subtitle="Fresh from the workshop"
            row={newArrivals}
            viewAllTo="/products?sort=newest"
          />
          <RecentlyViewed />
        </Stack>
      </Container>
    </Box>
  );
});
