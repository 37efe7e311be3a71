/**
 * Hindi typed in Devanagari, spelt in Latin letters as Indian shoppers spell the same words: अलमारी "almari", पलंग
 * "palang", कुर्सी "kursi", सोफा "sofa". Long and short vowels are one letter, फ is "f" (as in सोफा), and the
 * inherent "a" a Hindi speaker does not say is dropped: at the end of a word, and between a vowel and a consonant
 * that carries a vowel of its own (schwa deletion: अलमारी is "al-mari", not "ala-mari"). Nuktas are gone before
 * this (foldSearchText), so मेज़ and मेज are both "mej".
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};

const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};

const NASAL: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };
const VIRAMA = '्';
const DIGIT_ZERO = 0x0966;

/** A consonant with the vowel it carries ('' after a virama, null for the inherent "a"), or a vowel on its own. */
interface Syllable {
  consonant: string;
  vowel: string | null;
  nasal: string;
}

export const hasDevanagari = (word: string): boolean => /[\u0900-\u097f]/.test(word);

export const transliterateDevanagari = (word: string): string => {
  const syllables: Syllable[] = [];
  let other = '';
  for (const character of word) {
    const last = syllables.at(-1);
    const code = character.codePointAt(0) ?? 0;
    if (CONSONANTS[character] !== undefined)
      syllables.push({ consonant: CONSONANTS[character], vowel: null, nasal: '' });
    else if (VOWELS[character] !== undefined)
      syllables.push({ consonant: '', vowel: VOWELS[character], nasal: '' });
    else if (VOWEL_SIGNS[character] !== undefined && last) last.vowel = VOWEL_SIGNS[character];
    else if (character === VIRAMA && last) last.vowel = '';
    else if (NASAL[character] !== undefined && last) last.nasal = NASAL[character];
    else if (code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9)
      syllables.push({ consonant: String(code - DIGIT_ZERO), vowel: '', nasal: '' });
    else if (!hasDevanagari(character)) other += character;
  }
  const said = (syllable: Syllable | undefined): boolean =>
    syllable !== undefined && (syllable.vowel === null || syllable.vowel !== '');
  // From the end, so a dropped "a" counts as no vowel for the syllable before it.
  const spoken = syllables.map((syllable) => ({ ...syllable }));
  for (let index = spoken.length - 1; index >= 0; index--) {
    const syllable = spoken[index]!;
    if (syllable.vowel !== null || syllable.nasal !== '' || syllable.consonant === '') continue;
    const isLast = index === spoken.length - 1;
    const next = spoken[index + 1];
    const betweenVowels =
      index > 0 && said(spoken[index - 1]) && next !== undefined && next.consonant !== '' && said(next);
    if ((isLast && index > 0) || betweenVowels) syllable.vowel = '';
  }
  return spoken.map(({ consonant, vowel, nasal }) => `${consonant}${vowel ?? 'a'}${nasal}`).join('') + other;
};
