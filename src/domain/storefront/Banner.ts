export type BannerType = 'image-only' | 'text-with-image';

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  image: string;
  /** The picture phones show instead of `image` (art direction); '' for none, then phones crop `image`. */
  phoneImage: string;
  ctaText: string;
  ctaLink: string;
  isActive: boolean;
  /** Position on the homepage, 1..n with no gaps. */
  order: number;
  type: BannerType;
  linkedProductId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields an admin edits; order and timestamps are managed by the catalogue. */
export type BannerInput = Omit<Banner, 'id' | 'order' | 'createdAt' | 'updatedAt'>;
