import { expect, it } from 'vitest';
import { shopSystem } from '../../../src/ui/shared/theme/system';

/** The hex value of a colour token, following `{colors.x}` references. */
const hexOf = (name: string): string => {
  const value = String(shopSystem().tokens.getByName(name)?.originalValue ?? '');
  const reference = /^\{(.+)\}$/.exec(value);
  return reference ? hexOf(reference[1]!) : value;
};

/** WCAG 2.2 relative luminance and contrast ratio. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

it("every field's error text (Chakra's fg.error) reads at 4.5:1 or more on white and on the shop's canvas", () => {
  const error = hexOf('colors.fg.error');
  expect(error).toMatch(/^#[\da-f]{6}$/i);
  expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(error, hexOf('colors.canvas'))).toBeGreaterThanOrEqual(4.5);
});
