import { Suspense } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { ScrollToTop } from '../components/ScrollToTop';
import { Footer } from './Footer';
import { Header } from './header/Header';

/** Sticky header, page body, footer (SPEC §2). Pages load lazily under the header. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a lazy page arrives. */}
      <Box as="main" id="main" flex="1" minH="100vh" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
