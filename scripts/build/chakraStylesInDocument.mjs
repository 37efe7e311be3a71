const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * A build plugin that lets a Chakra system leave its global styles to the document. Chakra's `createSystem` turns the
 * reset, the global styles and every token's CSS variable into style objects as it makes the system, for its
 * provider's `<Global>` to write at the first render: the tokens' variables are most of making the system, one of
 * start-up's longest tasks on a phone. The build writes all three into index.html as plain CSS
 * (firstPaintStyles.ts documentCss), so a system made with `stylesInDocument` (src/ui/shared/theme/system.ts) skips
 * them. Where this plugin does not run (the dev server's prebundled Chakra, the unit tests), the flag is ignored and
 * the provider writes the same rules again: slower, never wrong.
 *
 * @returns {import('vite').Plugin}
 */
export const chakraStylesInDocument = () => ({
  name: 'chakra-styles-in-document',
  transform(code, id) {
    if (!SYSTEM_MODULE.test(id.split('?')[0] ?? id)) return null;
    if (!code.includes(EAGER_GLOBAL)) {
      this.error(
        `Chakra's createSystem no longer reads "${EAGER_GLOBAL}": see scripts/build/chakraStylesInDocument.mjs`,
      );
    }
    return code.replace(
      EAGER_GLOBAL,
      'const _global = config.stylesInDocument ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    );
  },
});
