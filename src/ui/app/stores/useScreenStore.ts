import { useState } from 'react';
import type { RootStore } from './RootStore';
import { useStores } from './StoresContext';

/**
 * Where a view store is created — one rule for the whole UI (storefront and admin alike):
 * - **shell stores**, needed by the first screen: fields of RootStore, built in its constructor;
 * - **stores only lazily loaded pages use, kept for the session**: `root.pageStore(key, create)` inside a factory
 *   `xStoreOf(root)` exported from the store's own module (see checkoutStores.ts), so the module loads with the
 *   pages and never with the first screen;
 * - **per-screen stores, fresh on each mount**: a factory `createXStore(root, ...args)` exported from the store's
 *   module, used through this hook only.
 * Only RootStore and these factories reach the ports (`root.ports`); components never `new` a store and never
 * touch the ports (the lint rule in eslint.config.js forbids it).
 *
 * This hook makes the screen's store once per mount, from the RootStore of `useStores()`. `args` are read on mount
 * only: give the component a `key` when they change (ProductFormPage keys its screen by product id).
 */
export const useScreenStore = <T, A extends readonly unknown[]>(
  create: (root: RootStore, ...args: A) => T,
  ...args: A
): T => {
  const root = useStores();
  return useState(() => create(root, ...args))[0];
};
