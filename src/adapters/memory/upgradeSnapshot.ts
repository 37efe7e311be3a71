import type { Product, ProductVariant } from '../../domain/catalogue/Product';
import { storedDeclarations } from '../../domain/catalogue/ProductDeclarations';
import { storedVariantStock } from '../../domain/catalogue/VariantStock';
import { BANNERS } from './InMemoryBannerRepository';
import type { Snapshot } from './MemoryDatabase';
import { PRODUCTS } from './placeOrderInMemory';

type StoredVariant = Omit<ProductVariant, 'images' | 'stock'> & { images?: unknown; stock?: unknown };

const upgradeBanners = (snapshot: Snapshot): Snapshot => {
  const banners = snapshot[BANNERS];
  if (!banners) return snapshot;
  const upgraded = Object.fromEntries(
    Object.entries(banners).map(([id, banner]) => [
      id,
      { ...banner, phoneImage: typeof banner['phoneImage'] === 'string' ? banner['phoneImage'] : '' },
    ]),
  );
  return { ...snapshot, [BANNERS]: upgraded };
};

const upgradeProducts = (snapshot: Snapshot): Snapshot => {
  const products = snapshot[PRODUCTS];
  if (!products) return snapshot;
  const upgraded = Object.fromEntries(
    Object.entries(products).map(([id, stored]) => {
      const product = { ...(stored as unknown as Product), ...storedDeclarations(stored) };
      if (!Array.isArray(product.variants)) return [id, product];
      const variants = (product.variants as StoredVariant[]).map((variant) => ({
        ...variant,
        images: Array.isArray(variant.images)
          ? variant.images.filter((image): image is string => typeof image === 'string')
          : [],
        stock: storedVariantStock(variant.stock, product.stock),
      }));
      return [id, { ...product, variants }];
    }),
  );
  return { ...snapshot, [PRODUCTS]: upgraded };
};

/**
 * A demo snapshot saved by an older version of the shop, brought up to date: variants saved before they had
 * pictures and stock show the product's pictures and sell from the product's stock (see storedVariantStock), a
 * product saved before its declarations were asked for declares nothing it did not say (''), and a banner saved
 * before phones had a picture of their own has none ('').
 */
export const upgradeSnapshot = (snapshot: Snapshot): Snapshot => upgradeProducts(upgradeBanners(snapshot));
