/** Typical sizes of Indian furniture, in centimetres; inches are derived so the two never disagree. */
export interface SizeRow {
  name: string;
  /** Width × length (or depth) in cm; height where it matters. */
  widthCm: number;
  depthCm: number;
  heightCm?: number;
  note: string;
}

export const toInches = (cm: number): number => Math.round(cm / 2.54);

/** "152 × 198 cm" and "60 × 78 in". */
export const dimensionText = (
  row: Pick<SizeRow, 'widthCm' | 'depthCm' | 'heightCm'>,
  unit: 'cm' | 'in',
): string => {
  const values = [row.widthCm, row.depthCm, ...(row.heightCm === undefined ? [] : [row.heightCm])];
  const shown = unit === 'cm' ? values : values.map(toInches);
  return `${shown.join(' × ')} ${unit}`;
};

export interface SizeTable {
  title: string;
  caption: string;
  /** What the two (or three) numbers are. */
  columns: string;
  rows: SizeRow[];
}

export const SIZE_TABLES: SizeTable[] = [
  {
    title: 'Beds (mattress size)',
    caption:
      'Standard Indian mattress sizes. The bed frame adds about 10–15 cm on each side and at the foot.',
    columns: 'Width × length',
    rows: [
      { name: 'Single', widthCm: 91, depthCm: 183, note: 'One adult or a child’s room' },
      { name: 'Double', widthCm: 122, depthCm: 183, note: 'Guest rooms, compact bedrooms' },
      { name: 'Queen', widthCm: 152, depthCm: 198, note: 'Most popular for couples' },
      { name: 'King', widthCm: 183, depthCm: 198, note: 'Master bedrooms, 12 × 12 ft or larger' },
    ],
  },
  {
    title: 'Sofas',
    caption: 'Overall width × depth × height. Seat height is usually 42–45 cm (17–18 in).',
    columns: 'Width × depth × height',
    rows: [
      { name: '1-seater', widthCm: 90, depthCm: 85, heightCm: 85, note: 'Armchair or accent seat' },
      { name: '2-seater', widthCm: 150, depthCm: 85, heightCm: 85, note: 'Small living rooms, studies' },
      { name: '3-seater', widthCm: 200, depthCm: 90, heightCm: 85, note: 'The standard living-room sofa' },
      { name: 'L-shaped', widthCm: 250, depthCm: 160, heightCm: 85, note: 'Seats 5–6; check both walls' },
    ],
  },
  {
    title: 'Dining tables',
    caption: 'Table top width × length × height. Dining tables are usually 75–76 cm (30 in) high.',
    columns: 'Width × length × height',
    rows: [
      { name: '4-seater', widthCm: 75, depthCm: 120, heightCm: 76, note: 'Room of at least 2.7 × 2.7 m' },
      { name: '6-seater', widthCm: 90, depthCm: 165, heightCm: 76, note: 'Room of at least 3 × 3.6 m' },
      { name: '8-seater', widthCm: 100, depthCm: 210, heightCm: 76, note: 'Room of at least 3.3 × 4.2 m' },
    ],
  },
];

/** Space to leave around furniture so a room stays comfortable to move in. */
export const CLEARANCES: SizeRow[] = [
  {
    name: 'Around a dining table',
    widthCm: 75,
    depthCm: 90,
    note: 'From table edge to wall, so chairs can be pulled out',
  },
  {
    name: 'Sofa to coffee table',
    widthCm: 40,
    depthCm: 45,
    note: 'Close enough to reach, far enough for legs',
  },
  { name: 'Beside a bed', widthCm: 60, depthCm: 75, note: 'Walkway on each side you get in from' },
];
