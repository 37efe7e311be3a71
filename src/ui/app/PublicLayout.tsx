import { lazy, Suspense } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { ScrollToTop } from '../shop/layout/ScrollToTop';
import { HydrationDone } from '../shared/components/HydrationDone';
import type { GuardOutletContext } from './routes/AccessGuard';
import { Footer } from '../shop/layout/Footer';
import { Header } from '../shop/layout/header/Header';
import { extractedClassNames } from '../shared/theme/extractedStyles';
import type { publicLayoutStyles } from './publicLayoutStyles';

const css = extractedClassNames<typeof publicLayoutStyles>('publicLayout');

// Outside the first download of / (bundle budget), but the HTML has the browser fetch it alongside the shell
// (scripts/build/landingPreloads.mjs): it is here by the time the device goes offline, without a round trip before
// the first paint. It draws nothing while online, so the page never moves.
const OfflineBanner = lazy(() =>
  import('../shared/components/OfflineBanner').then((module) => ({ default: module.OfflineBanner })),
);

/**
 * Sticky header, page body, footer (docs/behaviour.md#screens-and-routes). Pages load lazily under the header. Where the route guard holds the
 * visitor (an unverified shopper on /), its view takes the page's place. Drawn with styles extracted at build
 * (publicLayoutStyles.tsx).
 */
export function PublicLayout() {
  const heldView = useOutletContext<GuardOutletContext | undefined>()?.heldView;
  return (
    <div className={css('root')}>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
      <Header />
      <main id="main" className={css('main')} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          {heldView ?? <Outlet />}
          <HydrationDone />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
