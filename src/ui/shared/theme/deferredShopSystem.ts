import type { SystemContext } from '@chakra-ui/react';
import { yieldToMain } from '../../app/yieldToMain';

let system: SystemContext | undefined;
let loading: Promise<SystemContext> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the shop's Chakra system (its recipes, tokens and styled system, a chunk of their own) and makes it, once.
 * The landing pages draw with styles extracted at build and need none of it until a part drawn with Chakra shows
 * (docs/architecture.md#chakras-system-on-demand); what draws with Chakra's components loads it first.
 */
export const loadShopSystem = (): Promise<SystemContext> =>
  (loading ??= import('./system').then(
    async ({ shopSystem }) => {
      // Making it is one of the longest steps of a visit (~25 ms on a desktop, four times that on a phone): a task
      // of its own, not the end of the chunk's evaluation.
      await yieldToMain();
      system ??= shopSystem();
      listeners.forEach((listener) => listener());
      return system;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Whether the system has been made: what draws with Chakra may then draw at once. */
export const shopSystemLoaded = (): boolean => system !== undefined;

/** Calls `listener` once the system has been made. */
export const onShopSystemLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Until the system is made, Chakra's provider writes no global styles: the document has them (firstPaintStyles). */
const BEFORE_LOAD: Partial<SystemContext> = { _config: { disableLayers: true }, _global: [] };

/**
 * What Chakra's provider is given from the first render: the shop's system once it is made. The provider's value
 * never changes, so making the system re-renders nothing; a Chakra component drawn before then is a mistake, said as
 * one.
 */
export const deferredShopSystem = new Proxy({} as SystemContext, {
  get(_, key) {
    if (system) return Reflect.get(system, key) as unknown;
    if (typeof key === 'string' && key in BEFORE_LOAD) return BEFORE_LOAD[key as keyof SystemContext];
    throw new Error(
      `A Chakra component drew before the shop's system was loaded (it read "${String(key)}"): ` +
        'draw it inside <ChakraReady>, or load its module with withShopSystem.',
    );
  },
});

/** A lazily imported module that draws with Chakra's components, once it and the system have both come. */
export const withShopSystem = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadShopSystem()]).then(([loaded]) => loaded);
