import type { Product } from '../../../src/domain/catalogue/Product';

const CREATED = '2025-01-01T00:00:00.000Z';

/** A complete, active product for contract fixtures; every field can be overridden. */
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
