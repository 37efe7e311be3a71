import { observer } from 'mobx-react-lite';
import { LuGitCompareArrows } from 'react-icons/lu';
import type { Product } from '../../../domain/catalogue/Product';
import { COMPARE } from '../../../domain/storefront/compareMessages';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { useCompareToggle } from '../common/useCompareToggle';
import type { productPurchaseStyles } from './productPurchaseStyles';

const css = extractedClassNames<typeof productPurchaseStyles>('productPurchase');

/** The product page's Compare toggle (docs/behaviour.md#compare), drawn with styles extracted at build. */
export const CompareButton = observer(function CompareButton({ product }: { product: Product }) {
  const { pressed, toggle } = useCompareToggle(product);
  return (
    <button
      type="button"
      className={css(pressed ? 'compareChosen' : 'compare')}
      aria-pressed={pressed}
      onClick={toggle}
    >
      <LuGitCompareArrows aria-hidden />
      {COMPARE}
    </button>
  );
});
