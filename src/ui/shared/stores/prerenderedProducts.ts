import { compareStructural, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import type { RootStore } from '../../app/stores/RootStore';

interface Place {
  get(): readonly Product[];
  set(products: Product[]): void;
}

/** Where the first screen's stores hold products: the listing, the home page's rows, a product page and its related. */
const placesOf = ({ catalogue, featured, newArrivals, productDetail }: RootStore): Place[] => [
  { get: () => catalogue.items, set: (products) => (catalogue.items = products) },
  { get: () => featured.items, set: (products) => (featured.items = products) },
  { get: () => newArrivals.items, set: (products) => (newArrivals.items = products) },
  { get: () => productDetail.related, set: (products) => (productDetail.related = products) },
  {
    get: () => (productDetail.product ? [productDetail.product] : []),
    set: ([product]) => {
      if (product) productDetail.product = product;
    },
  },
];

/** The products a first screen shows, each once. */
export const shownProducts = (stores: RootStore): Product[] => [
  ...new Map(
    placesOf(stores)
      .flatMap((place) => place.get())
      .map((product) => [product.id, product]),
  ).values(),
];

/** Replaces, in every place, the products `replace` gives another for; a place with none is left as it is. */
const replaceIn = (places: Place[], replace: (product: Product, at: number, index: number) => Product) =>
  runInAction(() =>
    places.forEach((place, at) => {
      const shown = place.get();
      const now = shown.map((product, index) => replace(product, at, index));
      if (now.some((product, index) => product !== shown[index])) place.set(now);
    }),
  );

/**
 * Shows the products as the build drew them (`prerendered`, by id) where they differ from the fresh ones the stores
 * loaded, so the app takes the prerendered page over as it is; the function returned puts the fresh ones back, and the
 * page then shows what changed since the build (a new price, stock sold) as any update. A product unchanged since
 * the build, or not prerendered, is never replaced (nothing renders again for it), and what a store has loaded meanwhile
 * is left alone.
 */
export const showPrerenderedProducts = (stores: RootStore, prerendered: readonly Product[]): (() => void) => {
  const prerenderedById = new Map(prerendered.map((product) => [product.id, product]));
  const places = placesOf(stores);
  const fresh = places.map((place) => place.get());
  replaceIn(places, (product) => {
    const asPrerendered = prerenderedById.get(product.id);
    return asPrerendered && !compareStructural(asPrerendered, product) ? asPrerendered : product;
  });
  // The stores keep observable copies of what they are given: these are the ones to take back.
  const placed = places.map((place) => place.get());
  return () =>
    replaceIn(places, (product, at, index) =>
      product === placed[at]![index] ? fresh[at]![index]! : product,
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
