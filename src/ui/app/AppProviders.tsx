import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { DeferredToaster } from '../shared/components/DeferredToaster';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';
import { deferredShopSystem, onShopSystemLoaded, shopSystemLoaded } from '../shared/theme/deferredShopSystem';
import { notify } from '../shared/components/toaster';

interface Props {
  stores: RootStore;
  children: ReactNode;
}

/** Theme, stores and toaster; starts the stores' live views for as long as it is mounted. */
export function AppProviders({ stores, children }: Props) {
  // Once the system is made, the provider draws again to write its global styles (none in the build: the document
  // has them); the children, the same elements, do not.
  useSyncExternalStore(onShopSystemLoaded, shopSystemLoaded, shopSystemLoaded);
  useEffect(() => stores.start(), [stores]);
  useEffect(() => {
    if (stores.loadIssue && stores.loadIssue !== 'migrated') {
      notify.warning('Your saved cart could not be restored', 'We started a fresh cart for you.');
    }
  }, [stores]);
  useEffect(
    () =>
      reaction(
        () => stores.persistence.storageFull,
        (full) => {
          if (full)
            notify.warning('Browser storage is full', 'Your cart and wishlist are kept for this visit only.');
        },
      ),
    [stores],
  );
  return (
    <ChakraProvider value={deferredShopSystem}>
      <StoresProvider stores={stores}>
        {children}
        <DeferredToaster />
      </StoresProvider>
    </ChakraProvider>
  );
}
