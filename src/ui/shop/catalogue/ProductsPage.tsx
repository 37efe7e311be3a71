import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { PageContainer } from '../common/PageContainer';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductListing } from './ProductListing';
import { FLAG_HEADING, filtersFromSearchParams } from './listingSearchParams';

/** /products: every active product, or one home-page row's (?show=featured), with the filters and sorts of docs/behaviour.md#browsing-and-search. */
export function ProductsPage() {
  const [params] = useSearchParams();
  const flag = filtersFromSearchParams(params).flag;
  const heading = flag ? FLAG_HEADING[flag] : 'All Products';
  usePageMeta(
    heading,
    'Browse sofas, beds, dining sets, wardrobes and more. Filter by category, price and rating.',
  );
  return (
    <PageContainer>
      <ProductListing
        heading={heading}
        before={<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: flag ? heading : 'Products' }]} />}
      />
    </PageContainer>
  );
}
