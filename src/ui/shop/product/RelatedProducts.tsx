import { Box, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ProductDetailStore } from './ProductDetailStore';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { PRODUCT_SECTION_GAP } from './productSectionGap';

/** "You may also like": active products sharing a navigation category (one bounded query). */
export const RelatedProducts = observer(function RelatedProducts({ store }: { store: ProductDetailStore }) {
  const loading = store.relatedState.status === 'loading';
  if (!loading && store.related.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="related-heading" mt={PRODUCT_SECTION_GAP}>
      <Heading as="h2" id="related-heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="4">
        You may also like
      </Heading>
      {loading ? (
        <ProductGridSkeleton count={4} layout="row" />
      ) : (
        <ProductGrid products={store.related} layout="row" label="Related products" />
      )}
    </Box>
  );
});
