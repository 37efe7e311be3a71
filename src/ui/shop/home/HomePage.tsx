import { lazy } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { BannerCarousel } from './BannerCarousel';
import { SHOP_DESCRIPTION, usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { flagListingPath } from '../catalogue/listingSearchParams';
import { CategoryTiles } from './CategoryTiles';
import { ProductRow } from './ProductRow';
import { RecentlyViewed } from '../product/RecentlyViewed';
import { VisuallyHidden } from '../../shared/components/VisuallyHidden';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { homePageStyles } from './homePageStyles';
import { ChakraReady } from '../../shared/components/ChakraReady';

const css = extractedClassNames<typeof homePageStyles>('homePage');

// Shown only by a shop with no banner: its code, with Chakra's Button, comes then.
const DefaultHero = lazy(() => import('./DefaultHero').then((module) => ({ default: module.DefaultHero })));

/**
 * Home: banners, category tiles with counts, featured products, new arrivals and what the shopper looked at — each a
 * bounded read. Its frame is drawn with styles extracted at build (homePageStyles.tsx).
 */
export const HomePage = observer(function HomePage() {
  const { banners, featured, newArrivals } = useStores();
  usePageMeta('', SHOP_DESCRIPTION);
  return (
    <div>
      <VisuallyHidden>
        <h1>Sheesham Home — furniture online</h1>
      </VisuallyHidden>
      <div className={css('banner')}>
        {banners.state.status === 'loading' ? (
          <ChakraReady>
            <Skeleton height={{ base: '48', md: '96' }} rounded={{ base: 'none', md: 'xl' }} />
          </ChakraReady>
        ) : banners.banners.length > 0 ? (
          <BannerCarousel banners={banners.banners} />
        ) : (
          <ChakraReady>
            <DefaultHero />
          </ChakraReady>
        )}
      </div>
      <div className={css('rows')}>
        <div className={css('stack')}>
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
        </div>
      </div>
    </div>
  );
});
