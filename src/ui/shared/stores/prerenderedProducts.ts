import { compareStructural, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import type { RootStore } from '../../app/stores/RootStore';

/** The products a first screen shows, each once: the listing, the home page's rows, a product page and its related. */
export const shownProducts = ({ catalogue, featured, newArrivals, productDetail }: RootStore): Product[] => [
  ...new Map(
    [
      ...catalogue.items,
      ...featured.items,
      ...newArrivals.items,
      ...productDetail.related,
      ...(productDetail.product ? [productDetail.product] : []),
    ].map((product) => [product.id, product]),
  ).values(),
];

/**
 * Shows the products as the build drew them (`prerendered`) where they differ from the fresh ones the cache holds, so
 * the app takes the prerendered page over as it is; the function returned puts the fresh ones back, and the page then
 * shows what changed since the build (a new price, stock sold) as any update. A product unchanged since the build, or
 * not prerendered, is never replaced (nothing renders again for it), and what a store has loaded meanwhile is left
 * alone. The stores read their products from the cache, so this is all it takes (docs/architecture.md#the-product-cache).
 */
export const showPrerenderedProducts = (
  { productCache: cache }: Pick<RootStore, 'productCache'>,
  prerendered: readonly Product[],
): (() => void) => {
  const replaced = runInAction(() =>
    prerendered.flatMap((asPrerendered) => {
      const fresh = cache.get(asPrerendered.id);
      if (!fresh || compareStructural(asPrerendered, fresh)) return [];
      cache.replace(asPrerendered);
      // The cache keeps an observable copy of what it is given: that is the one to take back.
      return [{ fresh, placed: cache.get(asPrerendered.id) }];
    }),
  );
  return () =>
    runInAction(() =>
      replaced.forEach(({ fresh, placed }) => {
        if (cache.get(fresh.id) === placed) cache.replace(fresh);
      }),
    );
};

/** The products a prerendered page carries (pageDocument.ts), from their JSON; none when it is missing or unreadable. */
export const readPrerenderedProducts = (json: string | null | undefined): Product[] => {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) &&
      parsed.every((item: unknown) => typeof (item as { id?: unknown } | null)?.id === 'string')
      ? (parsed as Product[])
      : [];
  } catch {
    return [];
  }
};
