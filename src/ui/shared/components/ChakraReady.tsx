import { Suspense, use, type ReactNode } from 'react';
import { useChakraContext } from '@chakra-ui/react';
import { deferredShopSystem, loadShopSystem, shopSystemLoaded } from '../theme/deferredShopSystem';

function WhenLoaded({ children }: { children: ReactNode }) {
  // A system given outright (the build's extraction of styles, a test's provider) is there already.
  const given = useChakraContext() !== deferredShopSystem;
  if (!given && !shopSystemLoaded()) use(loadShopSystem());
  return children;
}

/**
 * Draws `children`, which draw with Chakra's components, once the shop's system is loaded: at once where it is (every
 * page but the landing pages loads it first), else when it has come. For the states of a landing page the build
 * does not draw (a skeleton, a failure, an empty list), so the page itself needs no Chakra before it is idle. Always
 * a Suspense boundary, drawn or not: a part the build drew is hydrated when the system comes, and shows the build's
 * markup until then.
 */
export function ChakraReady({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenLoaded>{children}</WhenLoaded>
    </Suspense>
  );
}
