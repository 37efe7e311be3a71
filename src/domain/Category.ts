/** A document of the `categories` collection, managed by admins (distinct from the fixed navigation tree). */
export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  parentSlug: string | null;
  createdAt: string;
  updatedAt: string;
}

export type CategoryInput = Omit<Category, 'id' | 'createdAt' | 'updatedAt'>;
