import type { Plugin } from 'vite';

/** One module per react-icons icon, so each chunk carries only the icons it renders (see reactIconModules.mjs). */
export declare const reactIconModules: () => Plugin;
