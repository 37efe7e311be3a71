import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { cardPictureUrl } from '../../../src/domain/catalogue/CardPicture';
import { CARD_MAX_SIDE, PHOTO_MAX_SIDE, type PixelSize } from '../../../src/domain/photos/PhotoSize';
import { CATEGORY_TILE_IMAGES } from '../../../src/ui/shop/home/categoryTileImages';

const publicFolder = join(__dirname, '../../../public');
const products = join(publicFolder, 'images/products');

/** A WebP's size from its header: the extended format (VP8X) Chromium writes, or a plain lossy one (VP8). */
const webpSize = (file: string): PixelSize => {
  const bytes = readFileSync(file);
  expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12)).toBe('RIFFWEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  expect(chunk).toBe('VP8 ');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
};

describe('the demo catalogue’s pictures', () => {
  const named = [
    ...demoProducts.flatMap((product) => [
      product.image,
      ...product.images,
      ...product.variants.flatMap((variant) => variant.images),
    ]),
    ...Object.values(CATEGORY_TILE_IMAGES),
  ];

  it('are photos the site serves, each with the card version a card shows', () => {
    expect(named.length).toBeGreaterThan(40);
    for (const url of new Set(named)) {
      expect(url).toMatch(/^\/images\/products\/[\w-]+\.webp$/);
      expect(existsSync(join(publicFolder, url)), url).toBe(true);
      expect(cardPictureUrl(url)).not.toBe(url);
      expect(existsSync(join(publicFolder, cardPictureUrl(url))), cardPictureUrl(url)).toBe(true);
    }
  });

  it('are drawn from every drawing at the sizes of an upload: 1,600 px and its card 480 px on the longest side', () => {
    const drawings = readdirSync(products).filter((name) => name.endsWith('.svg'));
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) {
      const full = webpSize(join(products, drawing.replace(/\.svg$/, '.webp')));
      const card = webpSize(join(products, drawing.replace(/\.svg$/, '.card.webp')));
      expect(Math.max(full.width, full.height), drawing).toBe(PHOTO_MAX_SIDE);
      expect(Math.max(card.width, card.height), drawing).toBe(CARD_MAX_SIDE);
      expect(Math.abs(full.width / full.height - card.width / card.height), drawing).toBeLessThan(0.01);
    }
  });
});
