import type { SearchableProduct } from '../../src/domain/search/SearchVocabulary';

/**
 * The searchable text of a large catalogue written the way furniture shops write theirs, for the size of its search
 * vocabulary: the bench's own catalogue repeats the demo's 46 products, so it holds a few hundred words at any size.
 * Built like IKEA's 2020 catalogue (3,694 products under about 600 collection names, each described by its type, its
 * features and its size), with an Indian shop's longer copy:
 * - a collection name of its own for every 5 products (2,000 at 10,000, new proper nouns of 5 to 10 letters);
 * - a product type, material, finish and colour from lists as long as a big Indian marketplace's filters;
 * - a size in centimetres (like "180x200"), one of about 400;
 * - 40 words of description drawn, as writers draw them, most often from the commonest of 3,000 words (Zipf's law).
 * Deterministic: the same count gives the same products.
 */
export const realisticCatalogue = (count: number): SearchableProduct[] => {
  const random = seeded(20_261_204);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const collections = Array.from({ length: Math.max(1, Math.ceil(count / 5)) }, (_, index) =>
    properNoun(index),
  );
  const zipf = zipfSampler(COPY_WORDS.length, random);
  return Array.from({ length: count }, (_, index): SearchableProduct => {
    const type = pick(TYPES);
    const material = pick(MATERIALS);
    const description = [
      ...Array.from({ length: 40 }, () => COPY_WORDS[zipf()]!),
      pick(FINISHES),
      pick(COLOURS),
      `${60 + 10 * Math.floor(random() * 20)}x${40 + 10 * Math.floor(random() * 20)}`,
    ].join(' ');
    return {
      id: `realistic${index}`,
      isActive: true,
      stock: 1,
      name: `${collections[Math.floor(index / 5)]} ${material} ${type}`,
      category: type,
      material,
      description,
    };
  });
};

/** A small deterministic generator (mulberry32). */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const SYLLABLES = [
  'ka',
  'vi',
  'ra',
  'su',
  'ha',
  'na',
  'me',
  'lo',
  'dha',
  'pur',
  'jai',
  'sal',
  'man',
  'ti',
  'ro',
];

/** The index-th proper noun: distinct for every index, 2 to 4 syllables. */
const properNoun = (index: number): string => {
  const parts: string[] = [];
  let rest = index + SYLLABLES.length;
  while (rest > 0) {
    parts.push(SYLLABLES[rest % SYLLABLES.length]!);
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return parts.join('');
};

/** Indexes from 0 to size − 1, the k-th drawn in proportion to 1 / (k + 1). */
const zipfSampler = (size: number, random: () => number) => {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= size; rank++) cumulative.push((total += 1 / rank));
  return (): number => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
};

const TYPES = [
  'sofa',
  'sofa cum bed',
  'recliner',
  'armchair',
  'lounge chair',
  'rocking chair',
  'accent chair',
  'dining chair',
  'bar stool',
  'ottoman',
  'pouffe',
  'bench',
  'bed',
  'king bed',
  'queen bed',
  'single bed',
  'bunk bed',
  'daybed',
  'diwan',
  'wardrobe',
  'almirah',
  'chest of drawers',
  'dresser',
  'bedside table',
  'nightstand',
  'dressing table',
  'mirror',
  'dining table',
  'dining set',
  'coffee table',
  'centre table',
  'side table',
  'nesting tables',
  'console table',
  'study table',
  'computer table',
  'office chair',
  'bookshelf',
  'bookcase',
  'wall shelf',
  'display cabinet',
  'crockery unit',
  'sideboard',
  'bar cabinet',
  'tv unit',
  'shoe rack',
  'shoe cabinet',
  'pooja unit',
  'mandir',
  'magazine rack',
  'coat stand',
  'planter stand',
  'swing',
  'jhoola',
  'outdoor chair',
  'garden bench',
  'kids bed',
  'kids study table',
  'storage box',
  'trunk',
  'chowki',
  'takht',
  'charpai',
  'kitchen rack',
];
const MATERIALS = [
  'sheesham',
  'teak',
  'mango wood',
  'acacia',
  'rubberwood',
  'pine',
  'oak',
  'walnut',
  'engineered wood',
  'plywood',
  'mdf',
  'particle board',
  'cane',
  'rattan',
  'bamboo',
  'wrought iron',
  'metal',
  'steel',
  'brass',
  'marble',
  'glass',
  'fabric',
  'velvet',
  'leatherette',
  'leather',
  'jute',
  'cotton',
  'linen',
  'suede',
  'boucle',
];
const FINISHES = [
  'honey',
  'walnut',
  'teak',
  'natural',
  'provincial',
  'mahogany',
  'wenge',
  'espresso',
  'distressed',
  'matte',
  'gloss',
  'lacquer',
  'polish',
  'antique',
  'rustic',
  'whitewash',
  'smoked',
  'burnt',
  'ebony',
  'cherry',
];
const COLOURS = [
  'white',
  'ivory',
  'cream',
  'beige',
  'grey',
  'charcoal',
  'black',
  'brown',
  'tan',
  'mustard',
  'yellow',
  'orange',
  'rust',
  'red',
  'maroon',
  'pink',
  'blush',
  'purple',
  'lavender',
  'blue',
  'navy',
  'teal',
  'turquoise',
  'green',
  'olive',
  'sage',
  'emerald',
  'gold',
  'silver',
  'copper',
];

/** 3,000 distinct words of shop copy: everyday English first, then ever rarer ones (made up, of real lengths). */
const COPY_WORDS: readonly string[] = (() => {
  const common = (
    'a the and with in of for to on your its this that made from by solid wood hand crafted carved finish ' +
    'finished design designed home living room bedroom dining space storage drawers drawer shelves shelf doors ' +
    'door handles legs frame top seat seats back cushion cushions comfortable sturdy durable strong elegant ' +
    'modern classic traditional contemporary rustic royal minimal compact spacious easy clean assemble assembly ' +
    'required included warranty years year care wipe dry cloth avoid direct sunlight water moisture heat polish ' +
    'natural grain each piece unique colour variation may vary slightly screen brightness perfect gift family ' +
    'guests friends evenings mornings tea coffee books plants decor accents lamp display showcase keep organised ' +
    'clutter free smooth edges rounded corners safe children pets weight capacity kg holds supports upto high ' +
    'quality premium artisans rajasthan jodhpur saharanpur kerala craftsmen generations heritage style look feel ' +
    'warm rich deep light dark texture pattern motif jali inlay brass fittings metal hinges soft close'
  ).split(' ');
  const words = new Set(common);
  for (let index = 0; words.size < 3_000; index++) words.add(properNoun(50_000 + index * 7));
  return [...words];
})();
