import { Container } from '@chakra-ui/react';
import { usePageMeta } from '../hooks/usePageMeta';
import { Breadcrumbs } from './catalogue/Breadcrumbs';
import { ProductListing } from './catalogue/ProductListing';

/** /products: every active product, with the filters and sorts of SPEC §4. */
export function ProductsPage() {
  usePageMeta(
    'All Products',
    'Browse solid sheesham wood sofas, beds, dining sets, wardrobes and more. Filter by category, price and rating.',
  );
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <ProductListing
        heading="All Products"
        before={<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Products' }]} />}
      />
    </Container>
  );
}
