import { isCountAtCap } from '../../../domain/storefront/PublicQueryLimit';

/** A listing count as shown: the count stops at the public query limit, so the cap reads "50+". */
const countText = (count: number): string => (isCountAtCap(count) ? `${count}+` : String(count));

/** "1 product", "12 products", and "50+ products" at the count's cap. */
export const productCountText = (count: number): string =>
  `${countText(count)} ${count === 1 ? 'product' : 'products'}`;

/** "Showing 12 of 40", or "Showing 12 of 50+" when the count reached its cap (never fewer than are shown). */
export const showingText = (shown: number, count: number): string =>
  `Showing ${shown} of ${countText(Math.max(count, shown))}`;
