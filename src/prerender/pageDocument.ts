import {
  CARRIED_TAPS_KEY,
  PRERENDERED_ATTRIBUTE,
  PORT_ANSWERS_ID,
  HYDRATION_EVENT,
} from '../ui/app/prerenderedPage';
import { PRICES_LOCALE } from '../domain/text/Money';
import { headTags } from '../ui/app/seo/headTags';
import { writePortAnswers } from '../composition/portAnswers';
import { holdEarlyActions } from './holdEarlyActions';
import { startAppAfterFirstPaint } from './startAppAfterFirstPaint';
import type { PrerenderedPage } from './prerenderPage';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const PAGE = /<!--page-->[\s\S]*<!--\/page-->/;
const HTML = /<html([^>]*)>/;
const BODY_END = /<\/body>/;
/** The app's entry script, the chunks it preloads and the inline script that preloads the landing page's chunks. */
const APP_SCRIPTS =
  /<script type="module"[^>]*><\/script>\s*(?:<link rel="modulepreload"[^>]*>\s*)*(?:<script>\(function\(\)\{[\s\S]*?<\/script>)?/;
/**
 * The preloads React writes into the markup for the pictures the first screen shows at once: its own for an eager
 * <img> (`as` first), and those of `preload()` (`href` first) for a banner's picture for each screen.
 */
const PICTURE_PRELOAD = /<link rel="preload"(?: href="[^"]*")? as="image"[^>]*>/g;
const APP_SCRIPTS_TEMPLATE = 'app-scripts';

/** How long a page that is never painted (a tab opened in the background) waits before it starts the app. */
const LATEST_START_MS = 3000;

/**
 * The app's scripts, fetched once the prerendered page is on screen (startAppAfterFirstPaint.ts): the page needs none of
 * them to be seen. Scripts in a <template> are inert until a copy of them is put in the document.
 */
const startAfterFirstPaint = (scripts: string): string =>
  `<template id="${APP_SCRIPTS_TEMPLATE}">${scripts.trim()}</template>` +
  `<script>(${startAppAfterFirstPaint.toString()})(${[APP_SCRIPTS_TEMPLATE, LATEST_START_MS, PRICES_LOCALE].map((value) => JSON.stringify(value)).join(',')})</script>`;

/**
 * What the backend answered the page's first screen, for the app to take the page over with (portAnswers.ts), at the
 * end of the body where it holds back no paint.
 */
const portAnswers = ({ answers }: PrerenderedPage): string =>
  answers.size === 0
    ? ''
    : `<script type="application/json" id="${PORT_ANSWERS_ID}">${writePortAnswers(answers)}</script>`;

/**
 * The prerendered page is painted once it is parsed whole: the browser holds its first paint until the parser reaches the
 * mark after the page (`<link rel="expect" blocking="render">`, Chromium 124+). Painted while half parsed, a
 * listing's row grew as its second card arrived, moving the first card's button (a layout shift).
 */
const PRERENDERED_END_ID = 'prerendered-end';
const paintWhenParsed = `<link rel="expect" href="#${PRERENDERED_END_ID}" blocking="render">`;
const prerenderedEnd = `<template id="${PRERENDERED_END_ID}"></template>`;

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Holds the shopper's first taps and typing for the app (holdEarlyActions.ts), written out as a script. */
const earlyActions = `<script>(${holdEarlyActions.toString()})(${JSON.stringify(HYDRATION_EVENT)},${JSON.stringify(CARRIED_TAPS_KEY)})</script>`;

/**
 * The styles the page's markup uses: the rules themselves in a plain <style>, and for Emotion, which the app styles
 * with, empty tags named as its own server rendering names them, so it knows these rules are in the page and adds
 * none of them again. Emotion moves the tags it takes over; moving one with the rules in it would make the browser
 * restyle the whole page.
 */
const styleTags = ({ styles, globalNames }: PrerenderedPage): string => {
  const globals = new Set(globalNames);
  const names = (key: string, list: string[]) =>
    `<style data-emotion="${key} ${list.join(' ')}" data-s=""></style>`;
  return [
    `<style>${styles.map(([, css]) => css).join('')}</style>`,
    ...globalNames.map((name) => names('css-global', [name])),
    names(
      'css',
      styles.map(([name]) => name).filter((name) => !globals.has(name)),
    ),
  ].join('');
};

/**
 * The built index.html with a prerendered page in it: the page's own head tags (title, description, canonical, link
 * previews, JSON-LD) and styles, its markup in #root in place of the boot header, and the app's scripts started
 * once it is on screen. Readers that run no script (crawlers, link unfurlers) get the page as it is; a browser
 * paints it from the HTML alone, and the app then takes it over (React's hydration) instead of drawing it again.
 */
export const pageDocument = (template: string, page: PrerenderedPage): string => {
  for (const [what, pattern] of [
    ['a <title>', TITLE],
    ['a meta description', DESCRIPTION],
    ['the <!--page--> … <!--/page--> markers', PAGE],
    ['a </body>', BODY_END],
    ['the app\'s <script type="module">', APP_SCRIPTS],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${what} to replace`);
  }
  // In the head, before the app's scripts, the pictures are asked for first.
  const preloads = page.markup.match(PICTURE_PRELOAD) ?? [];
  const markup = page.markup.replace(PICTURE_PRELOAD, '');
  return template
    .replace(
      HTML,
      (_, attributes: string) =>
        `<html${attributes} ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">`,
    )
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => headTags(page.head) + paintWhenParsed + styleTags(page))
    .replace(APP_SCRIPTS, (scripts) => preloads.join('') + earlyActions + startAfterFirstPaint(scripts))
    .replace(PAGE, () => markup)
    .replace(BODY_END, (end) => portAnswers(page) + prerenderedEnd + end);
};
