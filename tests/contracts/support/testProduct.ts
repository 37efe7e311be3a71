import type { Product, ProductInput } from '../../../src/domain/catalogue/Product';

const CREATED = '2025-01-01T00:00:00.000Z';

/** A complete, active product for tests, named after its id; override what the test is about. */
export const testProduct = (id: string, overrides: Partial<Product> = {}): Product => ({
  id,
  name: `Test ${id}`,
  slug: `test-${id.toLowerCase()}`,
  description: 'A test product made of solid sheesham wood.',
  price: 10000,
  image: `/images/test/${id}.jpg`,
  images: [`/images/test/${id}.jpg`],
  category: 'sofas',
  categories: ['sofas'],
  categoryNames: ['Sofa'],
  stock: 10,
  rating: 4,
  reviewCount: 3,
  features: [],
  tags: [],
  material: 'Sheesham wood',
  dimensions: '200 x 90 x 85 cm',
  warranty: '1 year',
  countryOfOrigin: 'India',
  manufacturerName: 'Test Workshop',
  manufacturerAddress: '1 Test Road, Jodhpur 342001',
  netQuantity: '1 N',
  hsnCode: '9403',
  gstRate: 18,
  isActive: true,
  isFeatured: false,
  isNewArrival: false,
  isBestSeller: false,
  variants: [],
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

/** An admin's input and the review figures the product should show (seeded past the repository, which starts at 0). */
export type ProductSeed = ProductInput & Pick<Product, 'rating' | 'reviewCount'>;

/** What a create of `product` sends: all but the id and the timestamps, which the repository assigns. */
export const productInputOf = ({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...input
}: Product): ProductSeed => input;

/** testProduct as an admin's input, its slug left for the repository to derive from the name. */
export const productInput = (overrides: Partial<ProductSeed> = {}): ProductSeed =>
  productInputOf(testProduct('product', { slug: '', ...overrides }));
