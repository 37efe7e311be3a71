import { usePageMeta } from './usePageMeta';

export { SHOP_NAME } from './usePageMeta';

/**
 * Sets the tab title to "{title} — Sheesham Home" (the shop's own title for none) and, when given, the meta
 * description, while the page shows: the same rule as usePageMeta, kept for the pages that name only a title.
 */
export const useDocumentTitle = (title: string | null | undefined, description?: string): void => {
  usePageMeta(title ?? '', description);
};
