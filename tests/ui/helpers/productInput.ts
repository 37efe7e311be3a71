import type { Product, ProductInput } from '../../../src/domain/catalogue/Product';

/** An admin's input and the review figures the product should show (seeded past the repository, which starts at 0). */
export type ProductSeed = ProductInput & Pick<Product, 'rating' | 'reviewCount'>;

/** A complete, active product input for tests; override what the test is about. */
export const productInput = (overrides: Partial<ProductSeed> = {}): ProductSeed => ({
  name: 'Test Product',
  slug: '',
  description: 'Solid sheesham wood.',
  price: 10000,
  image: '/images/products/sofa-teal.svg',
  images: ['/images/products/sofa-teal.svg'],
  category: 'sofas',
  categories: ['sofas'],
  categoryNames: ['Sofa'],
  stock: 5,
  rating: 4.5,
  reviewCount: 12,
  features: [],
  tags: [],
  material: 'Sheesham wood',
  dimensions: '200 x 90 x 85 cm',
  warranty: '3 years',
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
  ...overrides,
});
