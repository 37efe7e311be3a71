import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { HEADER_METRICS } from '../../src/ui/shared/theme/headerMetrics.ts';
import type * as ThemeModule from '../../src/ui/shared/theme/system.ts';
import type * as ExtractedCssModule from '../../src/prerender/extractedCss.tsx';

/** Where index.html takes the theme colour and the styles of its first paint: an HTML comment starting with this. */
export const FIRST_PAINT_PLACEHOLDER = 'first-paint-styles';
const PLACEHOLDER_COMMENT = new RegExp(`([ \\t]*)<!--\\s*${FIRST_PAINT_PLACEHOLDER}\\b[\\s\\S]*?-->`, 'g');

type Metrics = typeof HEADER_METRICS;

/** The theme and the header's metrics, the sources of the first paint, and the components' extracted styles. */
export interface FirstPaintTheme {
  system: SystemContext;
  metrics: Metrics;
  /** The CSS of the styles extracted at build (src/prerender/extractedCss.tsx). */
  extractedCss: string;
}
/** A value per breakpoint, as Chakra's responsive props take it. */
type Responsive<T extends string> = T | ({ base: T } & { [breakpoint: string]: T });

/** A CSS length as rem plus px, so the heights scale with the reader's font size as the app's do. */
interface Length {
  rem: number;
  px: number;
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

const lengthOf = (value: string, what: string): Length => {
  const match = /^(-?\d*\.?\d+)(rem|px)$/.exec(value.trim());
  if (!match) throw new Error(`firstPaintStyles: ${what} is ${value}, not a length in rem or px`);
  const amount = Number(match[1]);
  return match[2] === 'rem' ? { rem: amount, px: 0 } : { rem: 0, px: amount };
};

const sum = (...lengths: Length[]): Length =>
  lengths.reduce((total, length) => ({ rem: total.rem + length.rem, px: total.px + length.px }), {
    rem: 0,
    px: 0,
  });

const times = (length: Length, factor: number): Length => ({
  rem: length.rem * factor,
  px: length.px * factor,
});

const cssLength = ({ rem, px }: Length): string => {
  if (round(px) === 0) return `${round(rem)}rem`;
  if (round(rem) === 0) return `${round(px)}px`;
  return `calc(${round(rem)}rem + ${round(px)}px)`;
};

/** A colour at `percent` opacity, as Chakra writes `{colors.x/percent}` (rgba for a hex colour). */
const withAlpha = (color: string, percent: number): string => {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color);
  if (!hex) return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
  const [red, green, blue] = hex.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${round(percent / 100)})`;
};

/**
 * Plain CSS for the theme: a token's value with every `{reference}` in it resolved, since the first paint comes
 * before Chakra has written its CSS variables.
 */
const themeValues = (system: SystemContext) => {
  const token = (name: string): string => {
    const found = system.tokens.getByName(name);
    if (!found) throw new Error(`firstPaintStyles: the theme has no token ${name}`);
    const value: unknown = found.originalValue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`firstPaintStyles: ${name} has a conditional value; the first paint needs a plain one`);
    }
    return expand(String(value));
  };
  const expand = (value: string): string =>
    value.replace(/\{([^}/]+)(?:\/(\d+(?:\.\d+)?))?\}/g, (_, name: string, percent?: string) =>
      percent === undefined ? token(name) : withAlpha(token(name), Number(percent)),
    );
  /** What a style prop with this value paints: the token of that name when the theme has one, else the value. */
  const prop = (category: string, value: string): string =>
    system.tokens.getByName(`${category}.${value}`) ? token(`${category}.${value}`) : expand(value);

  /** A property the global CSS gives the document (`html` or `html, body`), the later rule winning as in CSS. */
  const globalStyle = (property: string): string => {
    const rules = Object.entries(system._config.globalCss ?? {}).filter(([selector]) =>
      selector.split(',').some((part) => part.trim() === 'html'),
    );
    const values = rules.flatMap(([, rule]) => {
      const value: unknown = (rule as Record<string, unknown>)[property];
      return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
    });
    const value = values.at(-1);
    if (value === undefined)
      throw new Error(`firstPaintStyles: the theme's global CSS gives html no ${property}`);
    return value;
  };

  /** The height of a Chakra button (IconButton) of this size: its recipe's `h`. */
  const buttonHeight = (size: string): Length => {
    const recipe = system.getRecipe('button') as { variants?: { size?: Record<string, { h?: string }> } };
    const height = recipe.variants?.size?.[size]?.h;
    if (!height) throw new Error(`firstPaintStyles: the button recipe has no height for size ${size}`);
    return lengthOf(prop('sizes', height), `the height of a ${size} button`);
  };

  const space = (value: string): Length => lengthOf(prop('spacing', value), `spacing ${value}`);

  /** One line of text in this font size, at the document's line height. */
  const line = (fontSize: string): Length => {
    const lineHeight = Number(prop('lineHeights', globalStyle('lineHeight')));
    if (!Number.isFinite(lineHeight))
      throw new Error('firstPaintStyles: the line height of html is not a number');
    return times(lengthOf(prop('fontSizes', fontSize), `font size ${fontSize}`), lineHeight);
  };

  return { prop, globalStyle, buttonHeight, space, line };
};

/** The value of a responsive prop at each breakpoint where it may change, smallest first, `base` unconditioned. */
const byBreakpoint = <T extends string>(
  system: SystemContext,
  values: Array<Responsive<T>>,
): Array<{ media: string | null; at: (value: Responsive<T>) => T }> => {
  const order = system.breakpoints.keys();
  const named = new Set(values.flatMap((value) => (typeof value === 'string' ? [] : Object.keys(value))));
  for (const name of named) {
    if (!order.includes(name)) throw new Error(`firstPaintStyles: ${name} is not a breakpoint of the theme`);
  }
  const steps = order.filter((name) => name === 'base' || named.has(name));
  return steps.map((step) => ({
    media: step === 'base' ? null : system.breakpoints.up(step),
    at: (value) => {
      if (typeof value === 'string') return value;
      const upTo = order.slice(0, order.indexOf(step) + 1);
      const last = upTo.filter((name) => value[name] !== undefined).at(-1) ?? 'base';
      return value[last] ?? value.base;
    },
  }));
};

const rule = (selector: string, declarations: Record<string, string>): string =>
  `${selector} {\n${Object.entries(declarations)
    .map(([property, value]) => `  ${property}: ${value};\n`)
    .join('')}}`;

const media = (query: string | null, css: string): string =>
  query === null ? css : `${query} {\n${css.replace(/^/gm, '  ')}\n}`;

/**
 * The styles of the first paint, from the theme and the header's metrics: the page's background, the skip link, and
 * the header's bands in its colours, painted from index.html alone while the app's code downloads on a slow phone (the
 * first render replaces them). The bands hold no text or picture on purpose: a first contentful paint before the
 * app's start-up work would count all of that work as blocking time (Lighthouse on / went from 96 to 86 with the word
 * mark drawn there).
 */
export const firstPaintCss = (system: SystemContext, metrics: Metrics): string => {
  const theme = themeValues(system);
  const { header, strip, row, categoryBar } = metrics;
  const rowSteps = byBreakpoint<string>(system, [row.py, row.controlSize]);
  const rowLength = (step: (typeof rowSteps)[number]) =>
    sum(times(theme.space(step.at(row.py)), 2), theme.buttonHeight(step.at(row.controlSize)));
  const rowHeight = (step: (typeof rowSteps)[number]) => cssLength(rowLength(step));
  const stripHeight = sum(times(theme.space(strip.py), 2), theme.line(strip.fontSize));
  const navHeight = sum(
    times(theme.space(categoryBar.linkPy), 2),
    theme.line(categoryBar.fontSize),
    lengthOf(theme.prop('borderWidths', categoryBar.borderTopWidth), 'the category bar border'),
  );
  const navShown = { base: 'hidden', [categoryBar.shownFrom]: 'shown' } as Responsive<string>;
  const headerSteps = byBreakpoint<string>(system, [row.py, row.controlSize, navShown]);
  return [
    rule('body', { margin: '0', background: theme.prop('colors', theme.globalStyle('bg')) }),
    '/* A skip link for keyboard users: hidden until focused. */',
    rule('.skip-link', {
      position: 'absolute',
      left: '0.5rem',
      top: '-3rem',
      'z-index': '2000',
      padding: '0.5rem 1rem',
      background: theme.prop('colors', 'brand.solid'),
      color: theme.prop('colors', 'brand.contrast'),
      'border-radius': theme.prop('radii', 'md'),
    }),
    rule('.skip-link:focus', { top: '0.5rem' }),
    rule('.boot-header', {
      background: theme.prop('colors', header.bg),
      'box-shadow': theme.prop('shadows', header.shadow),
    }),
    rule('.boot-strip', {
      height: cssLength(sum(times(theme.space(strip.py), 2), theme.line(strip.fontSize))),
      background: theme.prop('colors', strip.bg),
    }),
    ...rowSteps.map((step) => media(step.media, rule('.boot-row', { height: rowHeight(step) }))),
    rule('.boot-nav', { display: 'none' }),
    media(
      system.breakpoints.up(categoryBar.shownFrom),
      // Its height holds its border: the document's reset (documentCss) sizes every box by its border.
      rule('.boot-nav', {
        display: 'block',
        height: cssLength(navHeight),
        'border-top': `${theme.prop('borderWidths', categoryBar.borderTopWidth)} solid ${theme.prop('colors', categoryBar.borderColor)}`,
      }),
    ),
    '/* What the keyboard focuses scrolls clear of the sticky header before the app measures it (useScrollPaddingBelow). */',
    ...headerSteps.map((step) =>
      media(
        step.media,
        rule('html', {
          'scroll-padding-top': cssLength(
            sum(stripHeight, rowLength(step), step.at(navShown) === 'shown' ? navHeight : { rem: 0, px: 0 }, {
              rem: 0,
              px: header.clearancePx,
            }),
          ),
        }),
      ),
    ),
  ].join('\n');
};

/**
 * The document's styles as CSS: Chakra's layer order, its reset, the global styles and the tokens' variables (the
 * system's preflight, globalCss and tokens), written by Emotion as the app's <Global> would write them, so every page
 * has them before any script and the app's system need not make them (chakraStylesInDocument.mjs).
 */
export const documentCss = (system: SystemContext): string => {
  const cache = createCache({ key: 'css' });
  // compat: outside a browser, Emotion then hands back the CSS it would insert.
  cache.compat = true;
  return [system.layers.atRule, system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]
    .map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) ?? '')
    .join('');
};

/** The browser's theme colour: the brand's solid colour. */
export const themeColor = (system: SystemContext): string =>
  themeValues(system).prop('colors', 'brand.solid');

/**
 * index.html with its placeholder replaced by the theme-colour meta, the document's styles with the extracted ones
 * and the first paint's (`system` with the document's styles: systemWithDocumentStyles).
 */
export const renderFirstPaint = (
  html: string,
  { system, metrics, extractedCss }: FirstPaintTheme,
): string => {
  const found = [...html.matchAll(PLACEHOLDER_COMMENT)];
  if (found.length !== 1) {
    throw new Error(`firstPaintStyles: index.html must hold one <!-- ${FIRST_PAINT_PLACEHOLDER} --> comment`);
  }
  const css = firstPaintCss(system, metrics);
  return html.replace(PLACEHOLDER_COMMENT, (_, indent: string) =>
    [
      `${indent}<meta name="theme-color" content="${themeColor(system)}" />`,
      `${indent}<style>${documentCss(system)}${extractedCss}</style>`,
      `${indent}<style>`,
      css.replace(/^(?=.)/gm, `${indent}  `),
      `${indent}</style>`,
    ].join('\n'),
  );
};

/** A file of the app, from this plugin's place in the project (not Vite's root, which a caller may move). */
const sourceFile = (name: string): string =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../../src', name);

/**
 * The theme, the header's metrics and the extracted styles as the app has them now. They are loaded through Vite (the dev server's module
 * graph, which sees every edit; a module runner in the build) rather than imported by vite.config.ts, which would
 * make the theme part of the config: slower to start for every Vite and Vitest command, restarted on each theme edit,
 * and not loadable by Vite's native config loader (the theme's imports have no file extensions).
 */
export const loadFirstPaintTheme = async (server?: ViteDevServer): Promise<FirstPaintTheme> => {
  const load = async (file: string): Promise<unknown> =>
    server ? server.ssrLoadModule(file) : (await runnerImport(file)).module;
  const [themeModule, metricsModule, extractedModule] = await Promise.all([
    load(sourceFile('ui/shared/theme/system.ts')),
    load(sourceFile('ui/shared/theme/headerMetrics.ts')),
    load(sourceFile('prerender/extractedCss.tsx')),
  ]);
  const system = (themeModule as typeof ThemeModule).systemWithDocumentStyles();
  return {
    system,
    metrics: (metricsModule as { HEADER_METRICS: Metrics }).HEADER_METRICS,
    extractedCss: (extractedModule as typeof ExtractedCssModule).extractedCss(system),
  };
};

/**
 * Fills index.html's placeholder with the first paint's styles, generated from the theme (src/ui/shared/theme) and the
 * header's metrics (src/ui/shared/theme/headerMetrics.ts), in the dev server and the build alike. It runs before Vite's own
 * HTML handling, so the styles are minified in the build as authored ones would be.
 */
export const firstPaintStyles = (): Plugin => ({
  name: 'first-paint-styles',
  transformIndexHtml: {
    order: 'pre',
    handler: async (html, { server }) => renderFirstPaint(html, await loadFirstPaintTheme(server)),
  },
});
