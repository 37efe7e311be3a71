import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { shopSystem } from '../../src/ui/shared/theme/system';

/**
 * The theme carries only the recipes the shop uses (src/ui/shared/theme/usedThemeConfig.ts). A Chakra component whose recipe
 * is missing renders unstyled without any error, so this test finds every Chakra component the app imports (and the
 * ones @chakra-ui/charts imports for it), reads the recipe keys those components ask for in Chakra's own sources, and
 * checks that the system has each one.
 */
const CHAKRA = join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm');
const COMPONENTS = join(CHAKRA, 'components');

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** Names imported from '@chakra-ui/react' (value imports only) by the given sources. */
const importedNames = (files: string[]): Set<string> => {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
};

const componentDirs = readdirSync(COMPONENTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The component folders whose index exports `name` (a component or a compound namespace). */
const dirsExporting = (name: string): string[] =>
  componentDirs.filter((dir) => {
    const index = readFileSync(join(COMPONENTS, dir, 'index.js'), 'utf8');
    return new RegExp(`export\\s*(\\*\\s*as\\s*${name}\\b|\\{[^}]*\\b${name}\\b[^}]*\\})`).test(index);
  });

/** Recipe keys a component folder asks for, following its imports of other component folders. */
const recipeKeys = (dir: string, seen = new Set<string>()): Set<string> => {
  const keys = new Set<string>();
  if (seen.has(dir)) return keys;
  seen.add(dir);
  for (const file of filesUnder(join(COMPONENTS, dir), /\.js$/)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/key:\s*"(\w+)"/g)) keys.add(match[1]!);
    for (const match of source.matchAll(/from\s*'\.\.\/([\w-]+)\//g)) {
      for (const key of recipeKeys(match[1]!, seen)) keys.add(key);
    }
  }
  return keys;
};

const appFiles = filesUnder(join(process.cwd(), 'src'), /\.tsx?$/);
const appUsesCharts = appFiles.some((file) =>
  readFileSync(file, 'utf8').includes("from '@chakra-ui/charts'"),
);
const chartFiles = appUsesCharts ? filesUnder(join(dirname(CHAKRA), '../../charts/dist/esm'), /\.js$/) : [];
const used = [...importedNames(appFiles), ...importedNames(chartFiles)];
const defaultRecipes = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);
const needed = [
  ...new Set(used.flatMap((name) => dirsExporting(name).flatMap((dir) => [...recipeKeys(dir)]))),
]
  .filter((key) => defaultRecipes.has(key))
  .sort();

describe('the trimmed Chakra theme', () => {
  it('finds the components the app uses (the scan works)', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Drawer', 'Table', 'Toast']));
    expect(needed).toEqual(
      expect.arrayContaining(['button', 'checkmark', 'dialog', 'drawer', 'table', 'toast']),
    );
  });

  it.each(needed)('has the recipe "%s" that a used component needs', (key) => {
    expect(shopSystem().hasRecipe(key)).toBe(true);
  });

  it('leaves out recipes of components the shop does not use', () => {
    expect(shopSystem().hasRecipe('datePicker')).toBe(false);
    expect(shopSystem().hasRecipe('colorPicker')).toBe(false);
  });
});
