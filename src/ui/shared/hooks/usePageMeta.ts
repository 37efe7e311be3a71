import { useContext, useEffect } from 'react';
import { PrerenderedMetaContext } from '../../app/seo/PrerenderedMetaContext';

export const SHOP_NAME = 'Sheesham Home';
const DEFAULT_TITLE = 'Sheesham Home — Wooden Furniture Online';
/** The home page's description, and that of a page without one of its own. */
export const SHOP_DESCRIPTION =
  'Sheesham Home: sofas, beds, dining sets and more, made in India and delivered to your door.';

/** "Sofas — Sheesham Home"; the plain shop title for an empty page title. */
export const pageTitle = (title: string): string =>
  title.trim() === '' ? DEFAULT_TITLE : `${title.trim()} — ${SHOP_NAME}`;

const descriptionTag = (): HTMLMetaElement => {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
};

/**
 * Sets the document title and meta description while the page shows, and restores the previous ones after, so
 * a page without its own meta never keeps another page's.
 */
export const usePageMeta = (title: string, description?: string): void => {
  // Drawn at build time, where effects never run: the build writes these into the page's head.
  useContext(PrerenderedMetaContext)?.({
    title: pageTitle(title),
    ...(description === undefined ? {} : { description }),
  });
  useEffect(() => {
    const previousTitle = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previousTitle;
    };
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
};
