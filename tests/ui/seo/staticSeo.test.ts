import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderFirstPaint } from '../../../scripts/build/firstPaintStyles';
import { DEMO_ORIGIN } from '../../../src/prerender/siteOrigin';
import { robotsTxt } from '../../../src/ui/app/seo/robotsTxt';
import { HEADER_METRICS } from '../../../src/ui/shared/theme/headerMetrics';
import { systemWithDocumentStyles } from '../../../src/ui/shared/theme/system';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
// index.html as served: the build and the dev server write the theme colour into it (scripts/build/firstPaintStyles.ts).
const served = renderFirstPaint(read('index.html'), {
  system: systemWithDocumentStyles(),
  metrics: HEADER_METRICS,
  extractedCss: '',
});
const html = new DOMParser().parseFromString(served, 'text/html');
const attribute = (selector: string, name: string): string =>
  html.querySelector(selector)?.getAttribute(name)?.trim() ?? '';

describe('index.html and public/: what Lighthouse SEO and best practices read before any script runs', () => {
  it('declares the language, the viewport, the title and a meta description of useful length', () => {
    expect(attribute('html', 'lang')).toMatch(/^en(-IN)?$/);
    expect(attribute('meta[name="viewport"]', 'content')).toContain('width=device-width');
    expect(html.querySelector('title')?.textContent?.trim()).toMatch(/Sheesham Home/);
    const description = attribute('meta[name="description"]', 'content');
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('has a theme colour and a favicon that exists', () => {
    expect(attribute('meta[name="theme-color"]', 'content')).toMatch(/^#[0-9a-f]{6}$/i);
    const icon = attribute('link[rel="icon"]', 'href');
    expect(icon).toMatch(/^\//);
    expect(existsSync(join(root, 'public', icon))).toBe(true);
  });

  it('builds a valid robots.txt that lets crawlers read the storefront and names the sitemap', () => {
    const robots = robotsTxt(DEMO_ORIGIN);
    expect(robots).toContain(`Sitemap: ${DEMO_ORIGIN}/sitemap.xml`);
    const rules = robots
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(rules[0]).toBe('User-agent: *');
    for (const rule of rules.slice(1, -1)) expect(rule).toMatch(/^(Allow|Disallow): \/[\w-]*$/);
    expect(rules).not.toContain('Disallow: /');
    for (const open of ['/products', '/categories']) {
      expect(rules.some((rule) => rule.startsWith('Disallow:') && open.startsWith(rule.slice(10)))).toBe(
        false,
      );
    }
  });
});
