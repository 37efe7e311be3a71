import { configure } from '@testing-library/react';
import type { Product, ProductVariant } from '../../../src/domain/catalogue/Product';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import { productInput, type ProductSeed } from '../../contracts/support/testProduct';
import { makeTestApp, type TestApp } from '../helpers/testApp';

// Lazy pages load slowly on a busy machine the first time: give every wait room.
configure({ asyncUtilTimeout: 15_000 });

export interface CatalogueApp extends TestApp {
  products: Product[];
  repository: ProductRepository;
}

/** The real memory backend with the demo catalogue replaced by `inputs`, so each test knows every product. */
export const makeCatalogueApp = async (inputs: ProductSeed[]): Promise<CatalogueApp> => {
  const app = await makeTestApp();
  const repository = app.ports.products;
  for (;;) {
    const page = await repository.adminList({ pageSize: 200 });
    if (page.items.length === 0) break;
    for (const product of page.items) await repository.delete(product.id);
  }
  const products: Product[] = [];
  // A create starts with no reviews: each product's figures are set as its approved reviews would have.
  const db = app.db;
  for (const input of inputs) {
    const product = {
      ...(await repository.create(input)),
      rating: input.rating,
      reviewCount: input.reviewCount,
    };
    db.set('products', product.id, { ...product });
    products.push(product);
  }
  return { ...app, products, repository };
};

/** The product of `app` named `name`. */
export const productNamed = (app: CatalogueApp, name: string): Product => {
  const product = app.products.find((entry) => entry.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
};

/** A card's name link, not its "Choose options for …" link (which opens the same page). */
export const isTitleLink = (link: HTMLElement): boolean =>
  !(link.getAttribute('aria-label') ?? '').startsWith('Choose options for ');

const variant = (
  id: string,
  size: string,
  color: string,
  colorHex: string,
  priceModifier: number,
  stock: number,
  images: string[] = [],
): ProductVariant => ({
  id,
  size,
  color,
  colorHex,
  priceModifier,
  sku: `BED-${id.toUpperCase()}`,
  images,
  stock,
});

/** A small catalogue: three sofas (one an L-shaped fabric sofa), two beds (one with variants), an empty-stock chair. */
export const SMALL_CATALOGUE: ProductSeed[] = [
  productInput({
    name: 'Amber Wooden Sofa',
    slug: 'amber-wooden-sofa',
    price: 45000,
    rating: 4.6,
    categories: ['sofas', 'wooden-sofa'],
  }),
  productInput({
    name: 'Banyan Fabric Sofa',
    slug: 'banyan-fabric-sofa',
    price: 30000,
    rating: 3.5,
    categories: ['sofas', 'fabric-sofa'],
  }),
  productInput({
    name: 'Cedar L Sofa',
    slug: 'cedar-l-sofa',
    price: 65000,
    rating: 4.1,
    categories: ['sofas', 'fabric-sofa', 'l-shaped-sofa'],
  }),
  productInput({
    name: 'Jodhpur Bed',
    slug: 'jodhpur-bed',
    isBestSeller: true,
    category: 'beds',
    categories: ['beds'],
    categoryNames: ['Beds'],
    price: 40000,
    originalPrice: 50000,
    rating: 4.8,
    reviewCount: 12,
    stock: 3,
    description: 'A king of beds.\nHand-carved headboard. <b>not bold</b>',
    features: ['Hydraulic storage', 'Hand-carved headboard'],
    material: 'Solid sheesham wood',
    dimensions: '198 x 152 x 110 cm',
    warranty: '3 years',
    hsnCode: '9403',
    gstRate: 18,
    variants: [
      variant('q-walnut', 'Queen', 'Walnut', '#5b3a29', 0, 1),
      // Sold out, with a picture of its own.
      variant('q-honey', 'Queen', 'Honey', '#c68e4e', 1500, 0, ['/images/products/bed-honey.svg']),
      variant('k-walnut', 'King', 'Walnut', '#5b3a29', 6000, 2),
    ],
  }),
  productInput({
    name: 'Udaipur Bed',
    slug: 'udaipur-bed',
    category: 'beds',
    categories: ['beds'],
    price: 28000,
    rating: 2.5,
    warranty: '3 years',
  }),
  productInput({
    name: 'Mandore Chair',
    slug: 'mandore-chair',
    category: 'chairs',
    categories: ['chairs'],
    price: 6000,
    rating: 4,
    stock: 0,
  }),
];
