import type { CSSObject } from '@emotion/react';

/**
 * Print styles under which only the element with id `id` (and what holds it) prints, on `page` paper: the rest of the
 * page is left out, not hidden, so it takes no paper, and a layout that scrolls inside a screen-high box (the admin's)
 * does not clip it to one page. `.no-print` marks the buttons inside it.
 */
export const printAlone = (id: string, page: string, extra: CSSObject = {}): CSSObject => ({
  '@page': { size: page, margin: '12mm' },
  '@media print': {
    [`body *:not(:has(#${id})):not(#${id}):not(#${id} *)`]: { display: 'none !important' },
    [`*:has(#${id})`]: {
      height: 'auto !important',
      minHeight: '0 !important',
      overflow: 'visible !important',
      padding: '0 !important',
      margin: '0 !important',
    },
    '.no-print': { display: 'none !important' },
    ...extra,
  },
});
