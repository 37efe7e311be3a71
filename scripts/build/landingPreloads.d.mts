import type { Plugin } from 'vite';

export interface LandingPage {
  pattern: string;
  module: string;
  exclude?: string[];
}
export function patternSource(pattern: string, exclude?: string[]): string;
export function chunkFilesOf(
  bundle: Record<
    string,
    { type: string; fileName: string; facadeModuleId?: string | null; imports?: string[] }
  >,
  moduleId: string,
  entryFiles: Set<string>,
): string[];
export function preloadScript(base: string, always: string[], pages: Array<[string, string[]]>): string;
export function landingPreloads(options: { backend: string; pages: LandingPage[] }): Plugin;
