import { compareText } from '../../../domain/text/compareText';
import type { Product } from '../../../domain/catalogue/Product';
import type { ProductRepository } from '../../../ports/ProductRepository';

export type ProductOption = Pick<Product, 'id' | 'name' | 'price'>;

/** Enough for any real shop's banner picker, and a bound on what one visit reads. */
export const MAX_PICKER_PRODUCTS = 500;
const PAGE = 100;

/** Active products for a picker, sorted by name (shown as 'name - ₹price'). */
export const loadProductOptions = async (products: ProductRepository): Promise<ProductOption[]> => {
  const options: ProductOption[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Product[]; nextCursor: string | null } = await products.adminList({
      pageSize: PAGE,
      cursor,
      isActive: true,
    });
    options.push(...page.items.map(({ id, name, price }) => ({ id, name, price })));
    cursor = page.nextCursor;
  } while (cursor !== null && options.length < MAX_PICKER_PRODUCTS);
  return options.sort(
    (a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }) || compareText(a.id, b.id),
  );
};
