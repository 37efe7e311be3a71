import { Box, Heading, type BoxProps } from '@chakra-ui/react';
import type { Product } from '../../../domain/catalogue/Product';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useAsPrerendered } from '../common/useAsPrerendered';
import { useRecentlyViewedStore } from './RecentlyViewedStore';
import { ChakraReady } from '../../shared/components/ChakraReady';

/**
 * "You looked at": the products this device's shopper opened, as they are now. On a product page it notes that one
 * (`viewing`) and leaves it out. A drawn page has none (the build knows no device), so it shows once the app has the
 * page, below what the page draws.
 */
export const RecentlyViewed = observer(function RecentlyViewed({
  viewing,
  mt,
}: {
  viewing?: Product;
  /** The space above it, where it shows. */
  mt?: BoxProps['mt'];
}) {
  const store = useRecentlyViewedStore();
  const onDevice = useAsPrerendered(true, false);
  const viewingId = viewing?.id;
  useEffect(() => {
    if (viewing) store.record(viewing.id, viewing);
  }, [store, viewing]);
  const { ids } = store;
  useEffect(() => {
    void store.load(viewingId);
  }, [store, ids, viewingId]);
  const products = onDevice ? store.shown(viewingId) : [];
  if (products.length === 0) return null;
  return (
    <ChakraReady>
      <Box as="section" aria-labelledby="recently-viewed-heading" mt={mt}>
        <Heading
          as="h2"
          id="recently-viewed-heading"
          fontSize={{ base: 'xl', md: '2xl' }}
          color="brand.900"
          mb="4"
        >
          You looked at
        </Heading>
        <ProductGrid products={products} layout="row" label="Products you looked at" />
      </Box>
    </ChakraReady>
  );
});
