import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_PLACEHOLDER,
  firstPaintCss,
  firstPaintStyles,
  renderFirstPaint,
  themeColor,
} from '../../scripts/build/firstPaintStyles';
import { HEADER_METRICS } from '../../src/ui/shared/theme/headerMetrics';
import { systemWithDocumentStyles } from '../../src/ui/shared/theme/system';
import { extractedCss } from '../../src/prerender/extractedCss';

const INDEX_HTML = readFileSync(join(__dirname, '../../index.html'), 'utf8');

/** The declarations of `selector` in `css`, inside `media` (an at-rule's prelude) or at the top level. */
const declarations = (css: string, selector: string, media: string | null = null): Record<string, string> => {
  const scope =
    media === null ? css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '') : css.split(`${media} {`)[1];
  const block = scope?.split(`${selector} {`)[1]?.split('}')[0];
  if (block === undefined) throw new Error(`no ${selector}${media ? ` in ${media}` : ''}`);
  return Object.fromEntries(
    block
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf(':')).trim(), part.slice(part.indexOf(':') + 1).trim()]),
  );
};

/** The shop's theme with `overrides` on top. */
const themeWith = (overrides: Parameters<typeof defineConfig>[0]) =>
  createSystem(defaultBaseConfig, systemWithDocumentStyles()._config, defineConfig(overrides));

describe('first-paint styles (build plugin)', () => {
  it("paints the header's bands in the theme's colours, at the heights and breakpoints the header has", () => {
    const css = firstPaintCss(systemWithDocumentStyles(), HEADER_METRICS);
    const md = systemWithDocumentStyles().breakpoints.up('md');
    const lg = systemWithDocumentStyles().breakpoints.up('lg');
    expect(declarations(css, 'body').background).toBe(
      systemWithDocumentStyles().tokens.getByName('colors.canvas')?.originalValue,
    );
    expect(declarations(css, '.boot-strip')).toEqual({
      height: '1.875rem', // 30 px: TopStrip's two paddings of 6 px and a 12 px line at line height 1.5
      background: systemWithDocumentStyles().tokens.getByName('colors.brand.800')?.originalValue,
    });
    expect(declarations(css, '.boot-row')).toEqual({ height: '3.25rem' }); // 8 + 36 + 8 px
    expect(declarations(css, '.boot-row', md)).toEqual({ height: '4rem' }); // 12 + 40 + 12 px
    expect(declarations(css, '.boot-nav')).toEqual({ display: 'none' });
    expect(declarations(css, '.boot-nav', lg)).toEqual({
      display: 'block',
      height: 'calc(2.8125rem + 1px)', // 12 + 21 + 12 px and the 1 px border: the reset sizes boxes by their border
      'border-top': `1px solid ${systemWithDocumentStyles().tokens.getByName('colors.brand.100')?.originalValue}`,
    });
    expect(declarations(css, '.boot-header')['box-shadow']).toBe(
      '0px 1px 2px rgba(24, 24, 27, 0.1), 0px 0px 1px rgba(24, 24, 27, 0.2)',
    );
    expect(declarations(css, '.skip-link').background).toBe('#703f27');
    expect(themeColor(systemWithDocumentStyles())).toBe('#703f27');
    // Plain values only: Chakra's variables and token references do not exist before the app runs.
    expect(css).not.toMatch(/var\(--|\{[a-z]/);
  });

  it('follows a change of the theme or of the header metrics', () => {
    const changed = themeWith({
      theme: {
        breakpoints: { md: '800px', lg: '1200px' },
        tokens: {
          colors: { brand: { 700: { value: '#102030' }, 800: { value: '#123456' } } },
          spacing: { '1.5': { value: '0.5rem' } },
        },
        semanticTokens: { colors: { canvas: { value: '#abcdef' } } },
      },
    });
    const css = firstPaintCss(changed, HEADER_METRICS);
    expect(declarations(css, 'body').background).toBe('#abcdef');
    expect(declarations(css, '.boot-strip')).toEqual({ height: '2.125rem', background: '#123456' });
    expect(declarations(css, '.boot-row', '@media screen and (min-width: 50rem)')).toEqual({
      height: '4rem',
    });
    expect(declarations(css, '.boot-nav', '@media screen and (min-width: 75rem)').display).toBe('block');
    expect(themeColor(changed)).toBe('#102030');

    const roomier = {
      ...HEADER_METRICS,
      row: { py: { base: '4', xl: '5' }, controlSize: { base: 'md', md: 'lg' } },
      categoryBar: { ...HEADER_METRICS.categoryBar, shownFrom: 'xl' },
    } as unknown as typeof HEADER_METRICS;
    const roomy = firstPaintCss(systemWithDocumentStyles(), roomier);
    expect(declarations(roomy, '.boot-row')).toEqual({ height: '4.5rem' }); // 16 + 40 + 16 px
    expect(declarations(roomy, '.boot-row', systemWithDocumentStyles().breakpoints.up('md'))).toEqual({
      height: '4.75rem',
    });
    expect(declarations(roomy, '.boot-row', systemWithDocumentStyles().breakpoints.up('xl'))).toEqual({
      height: '5.25rem',
    });
    expect(roomy).toContain(
      `${systemWithDocumentStyles().breakpoints.up('xl')} {\n  .boot-nav {\n    display: block;`,
    );
  });

  it("fills index.html's placeholder with the theme colour and the styles, and refuses a page without one", () => {
    const theme = {
      system: systemWithDocumentStyles(),
      metrics: HEADER_METRICS,
      extractedCss: extractedCss(systemWithDocumentStyles()),
    };
    const html = renderFirstPaint(INDEX_HTML, theme);
    expect(html).toContain(theme.extractedCss);
    expect(INDEX_HTML.split(`<!-- ${FIRST_PAINT_PLACEHOLDER}`)).toHaveLength(2);
    expect(html).not.toContain(FIRST_PAINT_PLACEHOLDER);
    expect(html.match(/<meta name="theme-color" content="#703f27" \/>/g)).toHaveLength(1);
    expect(html).toContain(
      firstPaintCss(systemWithDocumentStyles(), HEADER_METRICS)
        .split('\n')
        .map((line) => `      ${line}`.trimEnd())
        .join('\n'),
    );
    expect(() => renderFirstPaint(html, theme)).toThrow(/must hold one/);
    expect(() =>
      renderFirstPaint(INDEX_HTML.replace('</head>', `<!-- ${FIRST_PAINT_PLACEHOLDER} --></head>`), theme),
    ).toThrow(/must hold one/);
  });

  describe('in a Vite build of index.html', () => {
    const root = mkdtempSync(join(tmpdir(), 'first-paint-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('leaves no placeholder and carries the generated styles', async () => {
      writeFileSync(join(root, 'index.html'), INDEX_HTML);
      mkdirSync(join(root, 'src'));
      writeFileSync(join(root, 'src', 'main.tsx'), 'document.title += "";\n');
      const output = (await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [firstPaintStyles()],
        build: { write: false, outDir: join(root, 'dist') },
      })) as Rolldown.RolldownOutput;
      const page = output.output.find((file) => file.fileName === 'index.html');
      expect(page?.type).toBe('asset');
      const built = String(page?.type === 'asset' ? page.source : '');
      expect(built).not.toContain(FIRST_PAINT_PLACEHOLDER);
      expect(built).toContain('<meta name="theme-color" content="#703f27" />');
      const [documentStyles, style = ''] = [...built.matchAll(/<style>([^]*?)<\/style>/g)].map(
        (found) => found[1] ?? '',
      );
      // The document's reset and global styles, in Chakra's layers, come first.
      expect(documentStyles).toMatch(/^@layer reset\{[^]*@layer base\{/);
      expect(documentStyles).toMatch(/html,body\{background:var\(--chakra-colors-canvas\)/);
      // Then the tokens' variables, which the app's system leaves to the document (chakraStylesInDocument.mjs).
      expect(documentStyles).toMatch(
        /@layer tokens\{:where\(html,\.chakra-theme\)\{[^}]*--chakra-colors-brand-700:#703f27;/,
      );
      expect(documentStyles).toContain('--chakra-colors-canvas:#fdfaf6');
      // And the components' styles extracted at build: the product card's, its button's recipe in Chakra's layer (the
      // minifier merges the layer's blocks into one).
      expect(documentStyles).toMatch(
        /@layer recipes\{[^]*\.productCard__addToCart\{[^}]*display:inline-flex/,
      );
      expect(style).toMatch(/\.boot-strip\{[^}]*background:#553022/);
      expect(style).toMatch(/\.boot-row\{height:3\.25rem\}/);
      expect(style).toContain('.boot-nav{display:none}');
    });
  });
});
