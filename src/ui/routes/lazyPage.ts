import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazy page that can also be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  /** Loads the page's module; once it has arrived the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/** React.lazy for a page module's named export (pages export by name, not default). */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage => {
  let loaded: ComponentType | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  // React.lazy suspends on its first render even when the module is there; a preloaded page must not, or the first
  // screen commits the spinner and then the page. Chosen once per mount, so a page never remounts on a re-render.
  function Page() {
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Page, { preload });
};
