type TokenTree = { [key: string]: unknown };

/**
 * Semantic tokens as the light theme has them. The shop has no dark mode, and Chakra turns every `_dark` value into
 * extra CSS variables and conditions while it builds the theme, one of the longest pieces of start-up work on a phone.
 */
export const lightOnly = <T extends object>(tree: T): T =>
  Object.fromEntries(
    Object.entries(tree).map(([key, node]: [string, unknown]) => {
      if (!node || typeof node !== 'object') return [key, node];
      const value = (node as { value?: unknown }).value;
      if (value && typeof value === 'object' && '_light' in value)
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      return [key, 'value' in node ? node : lightOnly(node as TokenTree)];
    }),
  ) as T;

/** Chakra's colour palettes the shop never uses (tests/ui/theme/lightTokens.test.ts checks the sources). */
export const UNUSED_PALETTES = ['cyan', 'pink'];

/** A colour token tree without the unused palettes. */
export const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
