import { SHOP_NAME } from '../../shared/hooks/usePageMeta';
import type { PageHead } from './PageHead';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script> ends at the first '</script'; '<' as \u003c keeps any text from closing it.
const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (kind: 'name' | 'property', key: string, content: string): string =>
  `<meta ${kind}="${key}" content="${escapeAttribute(content)}" />`;

/** The head's tags for a prerendered page: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export const headTags = (head: PageHead): string => {
  const { openGraph } = head;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', openGraph.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', openGraph.image),
    ...(openGraph.priceInRupees === undefined
      ? []
      : [
          meta('property', 'product:price:amount', openGraph.priceInRupees.toFixed(2)),
          meta('property', 'product:price:currency', 'INR'),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', openGraph.image),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
};
