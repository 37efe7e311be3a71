import { formatRupees } from '../../../domain/text/Money';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { StruckMrp } from '../common/StruckMrp';
import type { productPriceStyles } from './productPriceStyles';

const css = extractedClassNames<typeof productPriceStyles>('productPrice');

interface Props {
  price: number;
  originalPrice?: number;
  discount: number;
}

/**
 * The unit price of the current choice, GST included, with its MRP struck through and the discount when lower. Drawn
 * with styles extracted at build (productPriceStyles.tsx).
 */
export function ProductPrice({ price, originalPrice, discount }: Props) {
  return (
    <div className={css('root')}>
      <div className={css('row')} aria-live="polite">
        <p className={css('price')} data-testid="product-price">
          {formatRupees(price)}
        </p>
        {discount > 0 && originalPrice !== undefined ? (
          <>
            <StruckMrp mrp={originalPrice} classNames={{ words: css('mrp'), amount: css('mrpAmount') }} />
            <span className={css('discount')}>{discount}% off</span>
          </>
        ) : null}
      </div>
      <p className={css('taxNote')}>Inclusive of all taxes (GST)</p>
    </div>
  );
}
