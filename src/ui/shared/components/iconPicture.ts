/**
 * Lucide's icons (the set react-icons draws elsewhere in the shop) as CSS pictures. A pseudo-element painted with one
 * costs the page no element, where an inline icon costs two (its `<svg>` and `<path>`): on a card, drawn 16 times on
 * the home page, that is the difference (docs/decisions.md#the-phones-work). Each icon is one path on Lucide's 24 × 24
 * grid, its circles written as arcs.
 */
export const ICON_PATH = {
  cart: 'M7 21a1 1 0 1 0 2 0a1 1 0 1 0 -2 0ZM18 21a1 1 0 1 0 2 0a1 1 0 1 0 -2 0ZM2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12',
  heart:
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
  sliders: 'M21 4L14 4M10 4L3 4M21 12L12 12M8 12L3 12M21 20L16 20M12 20L3 20M14 2L14 6M8 10L8 14M16 18L16 22',
  /** Lucide's git-compare-arrows. */
  compare:
    'M2 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0ZM12 6h5a2 2 0 0 1 2 2v7M15 9l-3-3 3-3M16 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0ZM12 18H7a2 2 0 0 1-2-2V9M9 15l3 3-3 3',
} as const;

/** An SVG document as a CSS `url()`. */
export const svgPicture = (svg: string): string => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/**
 * A pseudo-element's style that draws an icon in the current text colour, `size` square (a Chakra size token, 4 as
 * a small button's icon), outlined as Lucide draws it or filled.
 */
export const iconPseudo = (path: string, { filled = false, size = '4' } = {}) =>
  ({
    content: '""',
    flexShrink: 0,
    boxSize: size,
    bg: 'currentColor',
    maskImage: svgPicture(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? '#000' : 'none'}" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`,
    ),
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
  }) as const;
