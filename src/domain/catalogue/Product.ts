/**
 * A purchasable option of a product; its price is the product's price plus `priceModifier` (whole rupees). It has
 * its own stock and its own pictures (none: the product's pictures show). See VariantStock for how the product's
 * stock relates to its variants'.
 */
export interface ProductVariant {
  id: string;
  size?: string;
  color?: string;
  colorHex?: string;
  priceModifier: number;
  sku: string;
  /** Pictures of this option, first one the main; [] shows the product's pictures. */
  images: string[];
  /** Units of this option on hand, an integer 0 or more. */
  stock: number;
}

/**
 * A catalogue product. Money is whole rupees. Timestamps are ISO-8601 strings.
 * The original data model's rating fields (rating, averageRating) and count fields (totalRatings, numRatings, reviews)
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
  /** Units on hand; for a product with variants, the sum of its variants' stock (VariantStock). */
  stock: number;
  rating: number;
  reviewCount: number;
  features: string[];
  tags: string[];
  material: string;
  dimensions: string;
  warranty: string;
  /**
   * The Legal Metrology declarations (ProductDeclarations): where the product was made, who made or imported it
   * and where they are, and how many units the pack holds ('1 N', '1 set of 3'). '' where a product stored before
   * they were asked for does not say; its page then leaves that declaration out.
   */
  countryOfOrigin: string;
  manufacturerName: string;
  manufacturerAddress: string;
  netQuantity: string;
  /** HSN code on the tax invoice: 4, 6 or 8 digits (ProductTax). */
  hsnCode: string;
  /** GST rate in per cent, one of ProductTax.GST_RATES; prices include it. */
  gstRate: number;
  /** Assembly by the shop's team, per piece in whole rupees (0: free); absent when the product needs none (Assembly). */
  assemblyCharge?: number;
  isActive: boolean;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  variants: ProductVariant[];
  createdAt: string;
  updatedAt: string;
}

/**
 * What an admin submits to create a product; the repository assigns id, createdAt and updatedAt, and the rating
 * and review count come from approved reviews only.
 */
export type ProductInput = Omit<Product, 'id' | 'createdAt' | 'updatedAt' | 'rating' | 'reviewCount'>;
