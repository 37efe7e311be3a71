import { LuCheck } from 'react-icons/lu';
import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import { FactList } from './FactList';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productSectionsStyles } from './productSectionsStyles';

const css = extractedClassNames<typeof productSectionsStyles>('productSections');

/**
 * Description (as plain text, never HTML), features and the specification list. The dimensions and warranty are
 * among the product's declarations (ProductDeclarationsSection), so they are not repeated here. Drawn with styles
 * extracted at build (productSectionsStyles.tsx).
 */
export function ProductSpecs({ product, variant }: { product: Product; variant: ProductVariant | null }) {
  const specs = [
    { label: 'Material', value: product.material },
    { label: 'SKU', value: variant?.sku ?? '' },
  ].filter((spec) => spec.value.trim() !== '');
  return (
    <div className={css('details')}>
      {product.description.trim() !== '' ? (
        <section aria-labelledby="product-description-heading">
          <h2 id="product-description-heading" className={css('detailsHeading')}>
            Description
          </h2>
          <p className={css('description')}>{product.description}</p>
        </section>
      ) : null}
      {product.features.length > 0 ? (
        <section aria-labelledby="product-features-heading">
          <h2 id="product-features-heading" className={css('detailsHeading')}>
            Features
          </h2>
          <ul role="list" className={css('features')}>
            {product.features.map((feature) => (
              <li key={feature} className={css('feature')}>
                <LuCheck aria-hidden className={css('featureIcon')} />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {specs.length > 0 ? (
        <section aria-labelledby="product-specs-heading">
          <h2 id="product-specs-heading" className={css('detailsHeading')}>
            Specifications
          </h2>
          <FactList facts={specs} />
        </section>
      ) : null}
    </div>
  );
}
