import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from '../../src/ui/shared/components/RatingStars';
import { shopSystem } from '../../src/ui/shared/theme/system';

const show = (rating: number, reviewCount?: number) =>
  render(
    <ChakraProvider value={shopSystem()}>
      <RatingStars rating={rating} {...(reviewCount === undefined ? {} : { reviewCount })} />
    </ChakraProvider>,
  );

/**
 * How much of the row of five stars is drawn filled, in percent: the filled row (`::after`) over the outlined one
 * (`::before`), both pseudo-elements of the rating itself, which draws no element inside it.
 */
const filled = (name: string): number => {
  const rating = screen.getByRole('img', { name });
  expect(rating.childElementCount).toBe(0);
  expect(pseudoWidth(rating, '::before')).toBe('70px');
  return (Number.parseFloat(pseudoWidth(rating, '::after')) / 70) * 100;
};

/**
 * The width the page's style sheets give `element`'s `pseudo` element, a variable read from the element's own style
 * (jsdom computes no pseudo-element's style).
 */
const pseudoWidth = (element: Element, pseudo: '::before' | '::after'): string => {
  const widths: string[] = [];
  const visit = (rules: CSSRuleList): void => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.endsWith(pseudo)) {
        if (element.matches(rule.selectorText.slice(0, -pseudo.length)) && rule.style.width)
          widths.push(rule.style.width);
      } else if ('cssRules' in rule) visit(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  const width = widths.at(-1) ?? 'none';
  const variable = /^var\((--[\w-]+)\)$/.exec(width)?.[1];
  return variable ? (element as HTMLElement).style.getPropertyValue(variable) : width;
};

describe('RatingStars', () => {
  it.each([
    [4.6, '4.6', 92],
    [4.8, '4.8', 96],
    [3.8, '3.8', 76],
    [3.96, '4.0', 80],
    [4.54, '4.5', 90],
    [5, '5.0', 100],
    [0.04, '0.0', 0],
  ])('shows %s as %s, in the label, the number and the stars alike', (rating, figure, stars) => {
    show(rating, 128);
    const name = `Rated ${figure} out of 5 from 128 reviews`;
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
    expect(screen.getByText(`${figure} (128)`)).toBeInTheDocument();
    expect(filled(name)).toBeCloseTo(stars, 6);
  });

  it('never shows a figure rounded to halves', () => {
    show(4.6);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText('4.5')).not.toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
  });
});
