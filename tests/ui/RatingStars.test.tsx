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

/** How much of the row of five stars is drawn filled, in percent: the width of its filled row (`::before`). */
const filled = (name: string): number => {
  const stars = screen.getByRole('img', { name }).firstElementChild;
  expect(stars && getComputedStyle(stars).width).toBe('70px');
  expect(stars?.childElementCount).toBe(0);
  return Number.parseFloat(stars ? beforeWidth(stars) : 'NaN');
};

/** The width the page's style sheets give `element::before` (jsdom computes no pseudo-element's style). */
const beforeWidth = (element: Element): string => {
  const widths: string[] = [];
  const visit = (rules: CSSRuleList): void => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText.endsWith('::before')) {
        if (element.matches(rule.selectorText.slice(0, -'::before'.length)) && rule.style.width)
          widths.push(rule.style.width);
      } else if ('cssRules' in rule) visit(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return widths.at(-1) ?? 'none';
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
    expect(filled(name)).toBe(stars);
  });

  it('never shows a figure rounded to halves', () => {
    show(4.6);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText('4.5')).not.toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
  });
});
