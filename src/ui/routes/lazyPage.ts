import { lazy, type ComponentType } from 'react';

/** React.lazy for a page module's named export (pages export by name, not default). */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] as ComponentType }));
