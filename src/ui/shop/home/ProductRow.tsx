import { useEffect } from 'react';
import { Alert, Skeleton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard } from '../common/ProductCard';
import { failureOf } from '../../shared/stores/LoadState';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { ProductRowStore } from './ProductRowStore';
import type { productRowStyles } from './productRowStyles';
import { ChakraReady } from '../../shared/components/ChakraReady';

const css = extractedClassNames<typeof productRowStyles>('productRow');

interface Props {
  title: string;
  subtitle: string;
  row: ProductRowStore;
  viewAllTo: string;
}

/** A home-page row of products from one bounded query, drawn with styles extracted at build (productRowStyles.tsx). */
export const ProductRow = observer(function ProductRow({ title, subtitle, row, viewAllTo }: Props) {
  useEffect(() => {
    void row.load();
  }, [row]);
  const headingId = `${row.flag}-heading`;
  const error = failureOf(row.state);
  if (row.state.status === 'loaded' && row.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className={css('head')}>
        <h2 id={headingId} className={css('title')}>
          {title}
        </h2>
        <p className={css('subtitle')}>{subtitle}</p>
        <RouterLink to={viewAllTo} className={css('viewAll')}>
          View all →
        </RouterLink>
      </div>
      {error ? (
        <ChakraReady>
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        </ChakraReady>
      ) : (
        <div className={css('cards')}>
          {row.state.status === 'idle' || row.state.status === 'loading'
            ? Array.from({ length: 4 }, (_, index) => (
                <ChakraReady key={index}>
                  <Skeleton height="80" rounded="md" />
                </ChakraReady>
              ))
            : row.items.map((product) => <ProductCard key={product.id} product={product} />)}
        </div>
      )}
    </section>
  );
});
