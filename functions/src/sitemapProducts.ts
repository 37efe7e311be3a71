import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { PRODUCTS } from '../../src/adapters/firestore/collections';
import { fromProductDocument } from '../../src/adapters/firestore/productDocument';
import type { SitemapProducts } from '../../src/prerender/shopPageDrawer';

const ADDRESS_FIELDS = ['name', 'slug', 'category', 'categories', 'updatedAt'];

/**
 * The active products for the sitemap, read with the server's access: a guest's reads are bounded to 50 products a
 * query, and the sitemap names only what every guest may open. Only the fields of an address are fetched.
 */
export const sitemapProducts = (db: Firestore): SitemapProducts => {
  const active = db.collection(PRODUCTS).where('isActive', '==', true);
  return {
    count: async () => (await active.count().get()).data().count,
    page: async (offset, most) => {
      const { docs } = await active
        .orderBy(FieldPath.documentId())
        .offset(offset)
        .limit(most)
        .select(...ADDRESS_FIELDS)
        .get();
      return docs.map((snapshot) => fromProductDocument(snapshot.id, snapshot.data()));
    },
  };
};
