import type { ProductInput } from '../../../src/domain/Product';

/** A complete, active product input for tests; override what the test is about. */
export const productInput = (overrides: Partial<ProductInput> = {}): ProductInput => ({
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
  isActive: true,
  isFeatured: false,
  isNewArrival: false,
  isBestSeller: false,
  variants: [],
  ...overrides,
});
