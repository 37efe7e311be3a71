import { LuCircleAlert, LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { stockLevelText, type StockLevel } from '../../../domain/catalogue/StockLevel';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productPurchaseStyles } from './productPurchaseStyles';

const css = extractedClassNames<typeof productPurchaseStyles>('productPurchase');

const LOOK = {
  'in-stock': { part: 'inStock', icon: <LuCircleCheck aria-hidden /> },
  low: { part: 'lowStock', icon: <LuCircleAlert aria-hidden /> },
  out: { part: 'outOfStock', icon: <LuCircleX aria-hidden /> },
} as const;

/** In stock, low or out, in words with an icon, coloured by the level (productPurchaseStyles.tsx). */
export function StockBadge({ level }: { level: StockLevel }) {
  const look = LOOK[level.kind];
  return (
    <div className={css(look.part)} data-testid="stock-state">
      {look.icon}
      <p>{stockLevelText(level)}</p>
    </div>
  );
}
