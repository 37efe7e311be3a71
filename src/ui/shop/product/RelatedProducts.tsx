import { observer } from 'mobx-react-lite';
import type { ProductDetailStore } from './ProductDetailStore';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productSectionsStyles } from './productSectionsStyles';

const css = extractedClassNames<typeof productSectionsStyles>('productSections');

/**
 * "You may also like": active products sharing a navigation category (one bounded query). Its frame is drawn with
 * styles extracted at build (productSectionsStyles.tsx).
 */
export const RelatedProducts = observer(function RelatedProducts({ store }: { store: ProductDetailStore }) {
  const loading = store.relatedState.status === 'loading';
  if (!loading && store.related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={css('related')}>
      <h2 id="related-heading" className={css('pageHeading')}>
        You may also like
      </h2>
      {loading ? (
        <ProductGridSkeleton count={4} layout="row" />
      ) : (
        <ProductGrid products={store.related} layout="row" label="Related products" />
      )}
    </section>
  );
});
