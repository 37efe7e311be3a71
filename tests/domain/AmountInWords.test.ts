import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesInWords } from '../../src/domain/tax/AmountInWords';

const NUMBERS: Record<string, number> = Object.fromEntries(
  [
    'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen',
    'Seventeen Eighteen Nineteen',
  ]
    .join(' ')
    .split(' ')
    .map((word, index) => [word, index]),
);
const TENS: Record<string, number> = {
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const SCALES: Record<string, number> = { Hundred: 100, Thousand: 1_000, Lakh: 100_000, Crore: 10_000_000 };

/** Reads the words back, as a person reading the invoice does (the test's own reading, not the code's). */
const readWords = (words: string): number => {
  let total = 0;
  let group = 0;
  for (const word of words.split(' ')) {
    const [tens = '', ones] = word.split('-');
    if (word in NUMBERS) group += NUMBERS[word] ?? 0;
    else if (tens in TENS) group += (TENS[tens] ?? 0) + (ones ? (NUMBERS[ones] ?? 0) : 0);
    else if (word === 'Hundred') group *= 100;
    else if (word in SCALES) {
      // 'One Hundred Twenty Crore': a scale multiplies what was read since the last larger one.
      total = word === 'Crore' ? (total + group) * (SCALES[word] ?? 1) : total + group * (SCALES[word] ?? 1);
      group = 0;
    } else throw new Error(`not a number word: ${word}`);
  }
  return total + group;
};

const readAmount = (text: string): number => {
  const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
  if (!match) throw new Error(`not an amount in words: ${text}`);
  return readWords(match[1] ?? '') * 100 + (match[2] ? readWords(match[2]) : 0);
};

describe('rupeesInWords', () => {
  it('writes amounts in the Indian system, as an invoice states its total', () => {
    expect(rupeesInWords(12_499_900)).toBe(
      'Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(1_050)).toBe('Rupees Ten and Fifty Paise Only');
    expect(rupeesInWords(99)).toBe('Rupees Zero and Ninety-Nine Paise Only');
    expect(rupeesInWords(100_000_000_000)).toBe('Rupees One Hundred Crore Only');
    expect(rupeesInWords(100_000_000_00)).toBe('Rupees Ten Crore Only');
    expect(rupeesInWords(2_000_000_00)).toBe('Rupees Twenty Lakh Only');
  });

  it('reads back to the same amount for every whole rupee amount from 0 to 99,99,99,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (rupees) => {
        expect(readAmount(rupeesInWords(rupees * 100))).toBe(rupees * 100);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back amounts with paise too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        expect(readAmount(rupeesInWords(paise))).toBe(paise);
      }),
    );
  });

  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
