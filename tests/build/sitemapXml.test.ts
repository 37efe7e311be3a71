import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/ui/app/seo/sitemapXml';

describe('sitemapXml', () => {
  it('lists each address once, escaped, with its last change where known', () => {
    const xml = sitemapXml([
      { url: 'https://shop.example/' },
      { url: 'https://shop.example/sofas/a&b', lastModified: '2026-11-20T10:00:00.000Z' },
      { url: 'https://shop.example/' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(
      '<loc>https://shop.example/sofas/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
  });
});
