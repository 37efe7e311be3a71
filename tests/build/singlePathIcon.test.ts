import { describe, expect, it } from 'vitest';
import { singlePathIcon, type IconTree } from '../../scripts/build/singlePathIcon.mjs';

const OUTLINE = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2' };
const shape = (tag: string, attr: Record<string, string>): IconTree => ({ tag, attr, child: [] });
const icon = (child: IconTree[], attr: Record<string, string> = OUTLINE): IconTree => ({
  tag: 'svg',
  attr,
  child,
});

describe('an icon drawn as one path', () => {
  it("draws Lucide's cart, two circles and a path, as one path through the same outlines", () => {
    const cart = icon([
      shape('circle', { cx: '8', cy: '21', r: '1' }),
      shape('circle', { cx: '19', cy: '21', r: '1' }),
      shape('path', { d: 'M2.05 2.05h2l2.66 12.42' }),
    ]);
    expect(singlePathIcon(cart)).toEqual(
      icon([
        shape('path', {
          d: 'M7 21a1 1 0 1 0 2 0a1 1 0 1 0 -2 0ZM18 21a1 1 0 1 0 2 0a1 1 0 1 0 -2 0ZM2.05 2.05h2l2.66 12.42',
        }),
      ]),
    );
  });

  it('says lines, polylines, polygons, rectangles and ellipses as subpaths', () => {
    const merged = singlePathIcon(
      icon([
        shape('line', { x1: '21', x2: '14', y1: '4', y2: '4' }),
        shape('polyline', { points: '22 12 18 12 15 21' }),
        shape('polygon', { points: '1,2 3,4 5,6' }),
        shape('rect', { x: '2', y: '3', width: '20', height: '14' }),
        shape('rect', { x: '2', y: '3', width: '20', height: '14', rx: '2' }),
        shape('ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }),
      ]),
    );
    expect(merged.child).toEqual([
      shape('path', {
        d:
          'M21 4L14 4' +
          'M22 12L18 12L15 21' +
          'M1 2L3 4L5 6Z' +
          'M2 3h20v14h-20Z' +
          'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2Z' +
          'M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0Z',
      }),
    ]);
  });

  it('keeps an icon whose shapes have a look of their own, or that is filled, or whose path starts with a relative move', () => {
    const ownFill = icon([
      shape('circle', { cx: '1', cy: '1', r: '1', fill: 'currentColor' }),
      shape('path', { d: 'M0 0h1' }),
    ]);
    const filled = icon([shape('path', { d: 'M0 0h1' }), shape('path', { d: 'M2 2h1' })], {
      ...OUTLINE,
      fill: 'currentColor',
    });
    const relative = icon([shape('path', { d: 'm1 1 2 2' }), shape('path', { d: 'M2 2h1' })]);
    for (const kept of [ownFill, filled, relative]) expect(singlePathIcon(kept)).toBe(kept);
  });

  it('keeps an icon of one shape as it is', () => {
    const heart = icon([shape('path', { d: 'M19 14c1.49-1.46 3-3.21 3-5.5Z' })]);
    expect(singlePathIcon(heart)).toBe(heart);
  });
});
