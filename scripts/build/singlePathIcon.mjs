// An icon's drawing as one <path>: react-icons draws Lucide's cart as an <svg> with two <circle>s and a <path>, its
// sliders with nine <line>s. Every one of those is an element the page carries and React takes over on each card; one
// path with the same outline, stroked alike, draws the same picture with two elements (docs/decisions.md#the-phones-work).

/** @typedef {{ tag: string; attr: Record<string, string>; child: IconTree[] }} IconTree */

/** The attributes each shape draws with; a shape with any other (its own fill or stroke) keeps its element. */
const GEOMETRY = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
};

/** @param {string | undefined} value */
const number = (value) => Number(value ?? 0);

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 */
const ellipsePath = (cx, cy, rx, ry) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

/** @param {string} points */
const pointsPath = (points) => {
  const numbers = points.trim().split(/[\s,]+/);
  const pairs = numbers.flatMap((value, at) => (at % 2 === 0 ? [`${value} ${numbers[at + 1] ?? 0}`] : []));
  return pairs.map((pair, at) => `${at === 0 ? 'M' : 'L'}${pair}`).join('');
};

/**
 * One shape's outline as path data, or null where it cannot be said as a subpath of its own.
 *
 * @param {IconTree} shape
 * @returns {string | null}
 */
const outlineOf = ({ tag, attr, child }) => {
  const geometry = GEOMETRY[/** @type {keyof typeof GEOMETRY} */ (tag)];
  if (!geometry || child.length > 0 || Object.keys(attr).some((name) => !geometry.includes(name)))
    return null;
  switch (tag) {
    case 'path':
      // A path that starts with a relative move reads its later pairs relative to it: it stays as it is.
      return /^\s*M/.test(attr.d ?? '') ? (attr.d ?? null) : null;
    case 'circle':
      return ellipsePath(number(attr.cx), number(attr.cy), number(attr.r), number(attr.r));
    case 'ellipse':
      return ellipsePath(number(attr.cx), number(attr.cy), number(attr.rx), number(attr.ry));
    case 'line':
      return `M${number(attr.x1)} ${number(attr.y1)}L${number(attr.x2)} ${number(attr.y2)}`;
    case 'polyline':
      return pointsPath(attr.points ?? '');
    case 'polygon':
      return `${pointsPath(attr.points ?? '')}Z`;
    case 'rect': {
      const [x, y, w, h] = [number(attr.x), number(attr.y), number(attr.width), number(attr.height)];
      const rx = Math.min(number(attr.rx ?? attr.ry), w / 2);
      const ry = Math.min(number(attr.ry ?? attr.rx), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}h${w}v${h}h${-w}Z`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${ry} 0 0 1 ${rx} ${ry}v${h - 2 * ry}a${rx} ${ry} 0 0 1 ${-rx} ${ry}` +
        `h${-(w - 2 * rx)}a${rx} ${ry} 0 0 1 ${-rx} ${-ry}v${-(h - 2 * ry)}a${rx} ${ry} 0 0 1 ${rx} ${-ry}Z`
      );
    }
    default:
      return null;
  }
};

/**
 * The icon with all its shapes as one path, when it is drawn in outline (no fill: overlapping filled shapes could
 * cancel out in one path) and every shape draws only with the icon's own stroke; else the icon as it was.
 *
 * @param {IconTree} icon
 * @returns {IconTree}
 */
export const singlePathIcon = (icon) => {
  if (icon.child.length < 2 || icon.attr.fill !== 'none') return icon;
  const outlines = icon.child.map(outlineOf);
  if (outlines.some((outline) => outline === null)) return icon;
  return { ...icon, child: [{ tag: 'path', attr: { d: outlines.join('') }, child: [] }] };
};
