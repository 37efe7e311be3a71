import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import { productDeclarations } from '../../../domain/catalogue/ProductDeclarations';
import { FactList } from './FactList';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productSectionsStyles } from './productSectionsStyles';

const css = extractedClassNames<typeof productSectionsStyles>('productSections');

/**
 * 'Product declarations': what the product must declare when sold online (country of origin, manufacturer or
 * importer, MRP of the current choice, net quantity, dimensions, warranty), as far as the product says. Drawn with
 * styles extracted at build (productSectionsStyles.tsx).
 */
export function ProductDeclarationsSection({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant | null;
}) {
  return (
    <section aria-labelledby="product-declarations-heading">
      <h2 id="product-declarations-heading" className={css('detailsHeading')}>
        Product declarations
      </h2>
      <FactList facts={productDeclarations(product, variant)} />
    </section>
  );
}
