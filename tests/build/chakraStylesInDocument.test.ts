import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraStylesInDocument } from '../../scripts/build/chakraStylesInDocument.mjs';

const chakraDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const SYSTEM_FILE = join(chakraDir, 'dist', 'esm', 'styled-system', 'system.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => string | null;

const transform = (code: string, id: string): string | null => {
  const plugin: Plugin = chakraStylesInDocument();
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (plugin.transform as Transform).call(context, code, id);
};

describe('chakraStylesInDocument', () => {
  it("makes the installed Chakra's createSystem skip its global styles for a system made with stylesInDocument", () => {
    const source = readFileSync(SYSTEM_FILE, 'utf8');
    const changed = transform(source, SYSTEM_FILE);
    expect(changed).toContain(
      'const _global = config.stylesInDocument ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    );
    expect(changed?.replace('config.stylesInDocument ? [] : ', '')).toBe(source);
  });

  it('leaves every other module alone, and stops the build when Chakra no longer makes its styles that way', () => {
    expect(transform('const _global = [];', '/app/src/main.tsx')).toBeNull();
    expect(() => transform('const _global = computeLater();', SYSTEM_FILE)).toThrow(/no longer reads/);
  });
});
