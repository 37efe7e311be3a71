import { Box, Button, chakra } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { extractedCss } from '../../src/prerender/extractedCss';
import { productCardStyles } from '../../src/ui/shop/common/productCardStyles';
import { extractedClassName } from '../../src/ui/shared/theme/extractedStyles';
import { systemWithDocumentStyles } from '../../src/ui/shared/theme/system';

const system = systemWithDocumentStyles();

describe('styles extracted at build', () => {
  it("writes each part's Chakra styles under its class: style props, recipe layer, states and breakpoints", () => {
    const css = extractedCss(system, {
      shelf: {
        plank: <Box color="brand.800" p={{ base: '2', md: '4' }} _hover={{ color: 'brand.600' }} />,
        buy: <Button size="sm" colorPalette="brand" />,
      },
    });
    expect(css).toContain('.shelf__plank{color:var(--chakra-colors-brand-800);');
    expect(css).toMatch(
      /@media screen and \(min-width: 48rem\)\{\.shelf__plank\{padding:var\(--chakra-spacing-4\);\}/,
    );
    expect(css).toMatch(
      /\.shelf__plank:is\(:hover, \[data-hover\]\)[^{]*\{color:var\(--chakra-colors-brand-600\);\}/,
    );
    expect(css).toMatch(/@layer recipes\{\.shelf__buy\{[^}]*height:var\(--chakra-sizes-9\)/);
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid)');
    expect(css).not.toMatch(/\.css-/);
  });

  it('refuses a part that draws no styled element, or more than one', () => {
    expect(() => extractedCss(system, { shelf: { plain: <div /> } })).toThrow(/shelf__plain must draw one/);
    expect(() =>
      extractedCss(system, {
        shelf: {
          two: (
            <Box color="red.500">
              <chakra.span color="blue.500" />
            </Box>
          ),
        },
      }),
    ).toThrow(/shelf__two must draw one/);
  });

  it('has a rule for every part of the product card, which draws nothing but these classes', () => {
    const css = extractedCss(system);
    for (const part of Object.keys(productCardStyles))
      expect(css).toContain(`.${extractedClassName('productCard', part)}{`);
  });
});
