import { createContext } from 'react';

/** What the page prerendered at build time said of itself through usePageMeta: the build writes it into the HTML's head. */
export interface PrerenderedMeta {
  title?: string;
  description?: string;
}

/** Given only while the build draws a page: usePageMeta reports the page's title and description to it. */
export const PrerenderedMetaContext = createContext<((meta: PrerenderedMeta) => void) | null>(null);
