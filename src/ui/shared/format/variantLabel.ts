/** "Size: King · Colour: Walnut" for a cart, wishlist or order line's variant; '' when it has none. */
export const variantLabel = (
  variant: { size?: string | undefined; color?: string | undefined } | null | undefined,
): string =>
  [variant?.size ? `Size: ${variant.size}` : '', variant?.color ? `Colour: ${variant.color}` : '']
    .filter((part) => part !== '')
    .join(' · ');
