import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightOnly, UNUSED_PALETTES, withoutUnusedPalettes } from '../../../src/ui/shared/theme/lightTokens';
import { shopSystem } from '../../../src/ui/shared/theme/system';

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('theme tokens', () => {
  it('keeps the light value of every semantic token and leaves plain values alone', () => {
    const tree = {
      bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
      brand: { solid: { value: '{colors.brand.700}' } },
    };
    expect(lightOnly(tree)).toEqual({
      bg: { DEFAULT: { value: '{colors.white}' } },
      brand: { solid: { value: '{colors.brand.700}' } },
    });
    expect(withoutUnusedPalettes({ gray: 1, cyan: 2, pink: 3, red: 4 })).toEqual({ gray: 1, red: 4 });
  });

  it('the shop system has the light colours and every palette the sources name, and none they never use', () => {
    expect(shopSystem().token('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(shopSystem().token.var('colors.gray.solid')).toBe('var(--chakra-colors-gray-solid)');
    for (const palette of [
      'gray',
      'red',
      'orange',
      'yellow',
      'green',
      'teal',
      'blue',
      'purple',
      'brand',
      'brass',
    ])
      expect(shopSystem().tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    for (const palette of UNUSED_PALETTES)
      expect(shopSystem().tokens.getByName(`colors.${palette}.solid`), palette).toBeUndefined();
    const sources = sourcesUnder('src/ui')
      .filter((file) => !file.endsWith('lightTokens.ts'))
      .map((file) => readFileSync(file, 'utf8'));
    for (const palette of UNUSED_PALETTES) {
      const pattern = new RegExp(`['"\`{.]${palette}[.'"\`}]`);
      expect(
        sources.filter((source) => pattern.test(source)),
        palette,
      ).toEqual([]);
    }
  });
});
