import type { ProductInput } from './Product';

/** One product write of `writeMany`. */
export type ProductWrite =
  { kind: 'create'; input: ProductInput } | { kind: 'update'; id: string; patch: Partial<ProductInput> };
