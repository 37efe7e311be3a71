import type { ReactElement } from 'react';

/**
 * A component's parts, each as the Chakra element that would draw it. The build renders each one once with the
 * theme and writes the CSS Chakra makes for it into the document under the part's class (src/prerender/extractedCss.tsx),
 * so the component draws plain elements with that class and styles nothing at run time: for a part drawn many
 * times on a page (a product card), Chakra's `css()` is most of the page's script time on a phone.
 */
export type ExtractedStyles = Readonly<Record<string, ReactElement>>;

/**
 * Marks, among the elements a part draws, the one whose styles are the part's: for a slot of a Chakra component
 * drawn inside its root, whose variants it takes from it (`<DataList.Root size="sm"><DataList.Item {...EXTRACTED} />`).
 */
export const EXTRACTED = { 'data-extracted': '' } as const;

/** The class under which the build writes the styles of `block`'s `part`. */
export const extractedClassName = (block: string, part: string): string => `${block}__${part}`;

/** The class names of a component's extracted styles, by part: `block` is its name in extractedCss.tsx. */
export const extractedClassNames =
  <Styles extends ExtractedStyles>(block: string) =>
  (part: keyof Styles & string): string =>
    extractedClassName(block, part);
