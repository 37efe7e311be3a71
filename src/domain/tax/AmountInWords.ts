const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99: 'Seven', 'Nineteen', 'Twenty-Four'. */
const belowHundred = (n: number): string => {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones > 0 ? `-${ONES[ones]}` : ''}`;
};

/** The Indian system's groups, largest first: crore (10^7), lakh (10^5), thousand, hundred, then the rest. */
const GROUPS: Array<[size: number, name: string]> = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number ≥ 1 in words, Indian system: 1,24,999 → 'One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine'. */
const wholeInWords = (n: number): string => {
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    const count = Math.floor(rest / size);
    // Above 99 crore the crores are themselves counted in words ('One Hundred Twenty Crore').
    if (count > 0) words.push(`${size === 10_000_000 ? wholeInWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
};

/**
 * An amount in paise in words, as an Indian tax invoice states its total: 'Rupees One Lakh Twenty-Four Thousand Nine
 * Hundred Ninety-Nine Only', 'Rupees Ten and Fifty Paise Only', 'Rupees Zero Only'.
 */
export const rupeesInWords = (paise: number): string => {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount is whole paise, not ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees > 0 ? wholeInWords(rupees) : 'Zero';
  return `Rupees ${rupeeWords}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
};
