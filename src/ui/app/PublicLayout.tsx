import { lazy, Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useOutletContext } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { ScrollToTop } from '../shop/layout/ScrollToTop';
import { HydrationDone } from '../shared/components/HydrationDone';
import type { GuardOutletContext } from './routes/AccessGuard';
import { Footer } from '../shop/layout/Footer';
import { Header } from '../shop/layout/header/Header';

// Outside the first download of / (bundle budget), but the HTML has the browser fetch it alongside the shell
// (scripts/build/landingPreloads.mjs): it is here by the time the device goes offline, without a round trip before
// the first paint. It draws nothing while online, so the page never moves.
const OfflineBanner = lazy(() =>
  import('../shared/components/OfflineBanner').then((module) => ({ default: module.OfflineBanner })),
);

/**
 * Sticky header, page body, footer (docs/behaviour.md#screens-and-routes). Pages load lazily under the header. Where the route guard holds the
 * visitor (an unverified shopper on /), its view takes the page's place.
 */
export function PublicLayout() {
  const heldView = useOutletContext<GuardOutletContext | undefined>()?.heldView;
  return (
    <Flex direction="column" minH="100vh">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a lazy page arrives. */}
      <Box as="main" id="main" flex="1" minH="100vh" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          {heldView ?? <Outlet />}
          <HydrationDone />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
