// The demo catalogue's product pictures as a shop's photos are kept: each drawing in public/images/products/<name>.svg
// drawn in Debian Chromium into <name>.webp (longest side 1,600 px) and its card version <name>.card.webp (480 px),
// the sizes and WebP quality of an admin's upload (src/domain/photos/PhotoSize.ts,
// src/adapters/browser/CanvasPhotoResizer.ts). A phone decodes a WebP off its main thread, where every SVG picture
// is a document of its own to parse, lay out and paint on it (docs/decisions.md#the-phones-work).
//
//   node scripts/seed/drawDemoPictures.mjs
//
// Run after changing a drawing; the pictures are committed beside it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromiumFlags.mjs';

const folder = fileURLToPath(new URL('../../public/images/products', import.meta.url));
const VERSIONS = [
  { suffix: '.webp', longestSide: 1600 },
  { suffix: '.card.webp', longestSide: 480 },
];
const QUALITY = 0.82;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  const drawings = readdirSync(folder).filter((name) => name.endsWith('.svg'));
  for (const drawing of drawings) {
    const source = `data:image/svg+xml;base64,${readFileSync(join(folder, drawing)).toString('base64')}`;
    for (const { suffix, longestSide } of VERSIONS) {
      const base64 = await page.evaluate(
        async ({ source, longestSide, quality }) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          const scale = longestSide / Math.max(image.naturalWidth, image.naturalHeight);
          const width = Math.round(image.naturalWidth * scale);
          const height = Math.round(image.naturalHeight * scale);
          const canvas = new OffscreenCanvas(width, height);
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        },
        { source, longestSide, quality: QUALITY },
      );
      writeFileSync(join(folder, drawing.replace(/\.svg$/, suffix)), Buffer.from(base64, 'base64'));
    }
  }
  console.log(
    `Drew ${drawings.length} pictures, each at ${VERSIONS.map((v) => `${v.longestSide} px`).join(' and ')}.`,
  );
} finally {
  await browser.close();
}
