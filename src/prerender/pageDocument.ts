import { headTags } from '../ui/seo/headTags';
import type { DrawnPage } from './drawPage';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const PAGE = /<!--page-->([\s\S]*)<!--\/page-->/;

/**
 * The built index.html with a drawn page in it: the page's own head tags (title, description, canonical, link
 * previews, JSON-LD), and its markup in a <noscript> in #root, beside the boot header, styled by `stylesheet` (the
 * drawn pages' styles, one file for all).
 *
 * The markup is for readers that run no script (crawlers, link unfurlers, a browser with scripts off). A browser
 * that runs the app reads the <noscript> as plain text, building, styling and downloading none of it, and the app
 * draws the page itself: taking over a page already on screen cost a phone more blocking time after its first paint
 * than the app's own first render (README, Performance).
 */
export const pageDocument = (template: string, page: DrawnPage, stylesheet: string): string => {
  for (const [what, pattern] of [
    ['a <title>', TITLE],
    ['a meta description', DESCRIPTION],
    ['the <!--page--> … <!--/page--> markers', PAGE],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${what} to replace`);
  }
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => headTags(page.head))
    .replace(PAGE, (_, boot: string) => {
      // The shell's note that the shop needs JavaScript is not true of a drawn page.
      const header = boot.replace(/<noscript>[\s\S]*?<\/noscript>/, '').trim();
      const styles = `<link rel="stylesheet" href="${stylesheet}" /><style>.boot-header{display:none}</style>`;
      const drawn = `${styles}<div class="drawn-page">${page.markup}</div>`;
      return `${header}\n      <noscript>${drawn}</noscript>`;
    });
};
