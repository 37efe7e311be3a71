import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../ui/app/App';
import type { Ports } from '../ports/Ports';
import { loadInitialData } from '../ui/app/routes/initialData';
import type { PortAnswers } from '../composition/portAnswers';
import { recordPortAnswers } from '../composition/recordPortAnswers';
import { failureOf } from '../ui/shared/stores/LoadState';
import { createStores, type RootStore } from '../ui/app/stores/RootStore';
import { PrerenderedMetaContext, type PrerenderedMeta } from '../ui/app/seo/PrerenderedMetaContext';
import type { PageHead } from '../ui/app/seo/PageHead';
import { pageHeadFor } from '../ui/app/seo/pageHeadFor';
import { isMissingPage } from './drawnPages';
import { loadShopSystem } from '../ui/shared/theme/deferredShopSystem';

/** A page prerendered at build time: its markup for #root, the styles that markup uses, and its head. */
export interface PrerenderedPage {
  path: string;
  markup: string;
  /** The CSS rules Emotion wrote while drawing, by name, in the order written (Chakra's global styles first). */
  styles: Array<[name: string, css: string]>;
  /** The names among `styles` that are global styles (Emotion's <Global>), each hydrated from a tag of its own. */
  globalNames: string[];
  /** What the backend answered the page's first screen: the app takes the page over with these (portAnswers.ts). */
  answers: PortAnswers;
  head: PageHead;
  /** It shows a product or category that does not exist (drawn on demand, it answers 404). */
  missing: boolean;
}

// Each page is drawn once: observer components need no reactions to re-render them (nor timers to clean those up).
enableStaticRendering(true);

/** The build gives the first screen all the time it needs: nobody is waiting for the page. */
const BUILD_WAIT_MS = 30_000;

/**
 * Why the first screen did not load, if it did not: a build whose backend refused or failed must stop, not publish
 * pages that say 'Failed to load products'.
 */
const loadFailure = (stores: RootStore): string | null => {
  if (
    stores.summary.state.status !== 'loaded' ||
    stores.settings.state.status !== 'loaded' ||
    stores.banners.state.status === 'loading'
  ) {
    return 'the catalogue summary, the shop settings or the banners did not arrive';
  }
  const { catalogue, featured, newArrivals, productDetail } = stores;
  const failures = [
    failureOf(catalogue.state),
    failureOf(featured.state),
    failureOf(newArrivals.state),
    failureOf(productDetail.state),
  ];
  return failures.find((failure) => failure !== null) ?? null;
};

const readAll = async (stream: AsyncIterable<string | Buffer>): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

/** React's mark of a part whose content a script puts in place later: a page for crawlers must have none. */
const WAITING_BOUNDARY = '<!--$?-->';

/** Loads what the page at `location` shows first (up to BUILD_WAIT_MS), or throws why it could not. */
export const loadForBuild = async (
  stores: RootStore,
  location: { pathname: string; search: string },
): Promise<void> => {
  await loadInitialData(stores, location, { waitMs: BUILD_WAIT_MS, warm: () => undefined });
  const failure = loadFailure(stores);
  if (failure) throw new Error(`Loading ${location.pathname} for the build failed: ${failure}.`);
};

const drawOnce = async (stores: RootStore, location: URL) => {
  // Drawn as the browser draws the page once the system is there: its parts that wait for it are in the markup.
  await loadShopSystem();
  const cache = createCache({ key: 'css' });
  // compat: Emotion keeps the styles in the cache instead of writing <style> tags into the markup.
  cache.compat = true;
  const meta: PrerenderedMeta = {};
  // The page's own call comes last (a page inside another, such as 'Product not found', says the final word).
  const report = (said: PrerenderedMeta) => Object.assign(meta, said);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location.pathname + location.search}>{children}</StaticRouter>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <PrerenderedMetaContext.Provider value={report}>
        <App stores={stores} router={Router} />
      </PrerenderedMetaContext.Provider>
    </CacheProvider>,
    // Infinity: React would otherwise move a large part to the end of the page, behind a script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Infinity },
  );
  const markup = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `Drawing ${location.pathname} failed`);
  return { markup, cache, meta };
};

/**
 * Draws the page at `address` (a path; the compare page's with its list, `?ids=`) as a guest sees it (no account,
 * empty cart), from the backend of `ports`:
 * the same stores, first-screen loads and components as in the browser, through React Router's StaticRouter and
 * React's prerender (which waits for every lazy part), with Emotion collecting the styles it used.
 */
export const prerenderPage = async (
  address: string,
  ports: Ports,
  origin: string,
): Promise<PrerenderedPage> => {
  // The page is the path's: the app takes it over there whatever the query (prerenderedPage.ts).
  const [path = address] = address.split('?');
  const recorded = recordPortAnswers(ports);
  const stores = createStores(recorded.ports);
  const stop = stores.start();
  try {
    const location = new URL(address, origin);
    await loadForBuild(stores, location);
    const { markup, cache, meta } = await drawOnce(stores, location);
    if (markup.includes(WAITING_BOUNDARY))
      throw new Error(`${address} was drawn with a part left to a script`);
    const styles = Object.entries(cache.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const globalNames = styles
      .map(([name]) => name)
      .filter((name) => cache.registered[`${cache.key}-${name}`] === undefined);
    return {
      path,
      markup,
      styles,
      globalNames,
      answers: recorded.answers(),
      head: pageHeadFor({ path: address, stores, meta, origin }),
      missing: isMissingPage(location.pathname, stores),
    };
  } finally {
    stop();
  }
};
