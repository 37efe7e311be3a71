/**
 * The theme tokens that size and colour the bands of the storefront's header (src/ui/shop/layout/header): the strip on
 * top, the main row and the category bar. The header's components take them from here, and
 * scripts/build/firstPaintStyles.ts paints the same bands into index.html from them and the theme, so a slow phone
 * shows the header's outline before the app's code has loaded; tests/e2e/catalogue.spec.ts holds the two to the same
 * pixels. A key other than `base` in a responsive value is a Chakra breakpoint.
 */
export const HEADER_METRICS = {
  /** `clearancePx`: the room left under a sticky bar (this header, the admin's) above what the page scrolls to. */
  header: { bg: 'white', shadow: 'xs', clearancePx: 8 },
  /** TopStrip: one line of small text between its vertical paddings. */
  strip: { bg: 'brand.800', py: '1.5', fontSize: 'xs' },
  /**
   * The main row: vertical padding around its icon buttons (wishlist, cart, the menu and search openers), the
   * tallest things in it, given as their button size.
   */
  row: { py: { base: '2', md: '3' }, controlSize: { base: 'sm', md: 'md' } },
  /** CategoryBar: hidden below `shownFrom`; a top border over one line of links with vertical padding. */
  categoryBar: {
    shownFrom: 'lg',
    borderTopWidth: '1px',
    borderColor: 'brand.100',
    linkPy: '3',
    fontSize: 'sm',
  },
} as const;
