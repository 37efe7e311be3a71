import { Box, Button, DataList, chakra } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { extractedCss } from '../../src/prerender/extractedCss';
import { productCardStyles } from '../../src/ui/shop/common/productCardStyles';
import { EXTRACTED, extractedClassName } from '../../src/ui/shared/theme/extractedStyles';
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

  it("takes a slot's styles from the element marked among those it draws, with its root's variants", () => {
    const css = extractedCss(system, {
      shelf: {
        label: (
          <DataList.Root orientation="horizontal">
            <DataList.ItemLabel {...EXTRACTED} color="gray.600" />
          </DataList.Root>
        ),
      },
    });
    expect(css).toContain('.shelf__label{color:var(--chakra-colors-gray-600);}');
    // The horizontal orientation's label, and none of the root's own rules.
    expect(css).toMatch(/\.shelf__label\{[^}]*min-width:120px/);
    expect(css).not.toMatch(/flex-direction:column/);
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

  it('has a rule for every part of the product card', () => {
    const css = extractedCss(system);
    for (const part of Object.keys(productCardStyles))
      expect(css).toContain(`.${extractedClassName('productCard', part)}{`);
  });
});
