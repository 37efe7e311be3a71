import type { LineVariant } from '../../../domain/checkout/Cart';

/** "Queen, Walnut" — how a chosen variant is named in toasts and lists ('' for none). */
export const variantText = (variant: Pick<LineVariant, 'size' | 'color'> | null | undefined): string =>
  [variant?.size, variant?.color].filter((part) => part !== undefined && part.trim() !== '').join(', ');
