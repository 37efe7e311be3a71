/** A purchasable option of a product; its price is the product's price plus `priceModifier` (whole rupees). */
export interface ProductVariant {
  id: string;
  size?: string;
  color?: string;
  colorHex?: string;
  priceModifier: number;
  sku: string;
}

/**
 * A catalogue product. Money is whole rupees. Timestamps are ISO-8601 strings.
 * SPEC's stored rating fields (rating, averageRating) and count fields (totalRatings, numRatings, reviews)
 * fall back to one another; adapters fold them into `rating` and `reviewCount`.
 */
export interface Product {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  originalPrice?: number;
  image: string;
  images: string[];
  category: string;
  categories: string[];
  categoryNames: string[];
  stock: number;
  rating: number;
  reviewCount: number;
  features: string[];
  tags: string[];
  material: string;
  dimensions: string;
  warranty: string;
  isActive: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  variants: ProductVariant[];
  createdAt: string;
  updatedAt: string;
}

/** What an admin submits to create a product; the repository assigns id, createdAt and updatedAt. */
export type ProductInput = Omit<Product, 'id' | 'createdAt' | 'updatedAt'>;
