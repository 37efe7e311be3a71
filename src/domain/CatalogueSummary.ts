/**
 * One small document that lets the storefront header and filters work without reading the catalogue:
 * kept in step by every product write (DESIGN.md §4).
 */
export interface CatalogueSummary {
  /** Active products per navigation slug, counted with the rule of SPEC §5. */
  countsBySlug: Record<string, number>;
  activeProductCount: number;
  /** Lowest and highest price of active products; 0 and 0 when there are none. */
  priceMin: number;
  priceMax: number;
  /** Distinct `category` values of active products, sorted. */
  categories: string[];
  updatedAt: string;
}
