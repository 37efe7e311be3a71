import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_APP_MANIFEST } from '../../scripts/build/appServiceWorker.mjs';
import { themeColor } from '../../scripts/build/firstPaintStyles';
import { shopSystem } from '../../src/ui/shared/theme/system';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the web app manifest', () => {
  it("takes the theme's brand colour, as the page's theme-color meta does", () => {
    expect(WEB_APP_MANIFEST.theme_color).toBe(themeColor(shopSystem()));
  });

  it('starts the installed app on the home page, standalone', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({ name: 'Sheesham Home', start_url: '/', display: 'standalone' });
    expect(WEB_APP_MANIFEST.short_name?.length).toBeLessThanOrEqual(12);
  });

  it('names PNG icons of 192 and 512 px, plain and maskable, that public/ holds at those sizes', () => {
    const icons = WEB_APP_MANIFEST.icons ?? [];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    for (const icon of icons) {
      const [width, height] = (icon.sizes ?? '').split('x').map(Number);
      const bytes = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(bytes)).toEqual({ width, height });
    }
  });
});
