import type { Product } from '../../src/domain/catalogue/Product';

/**
 * What a shopper types, and which of the demo catalogue's products they mean: a name pattern, or a test of the
 * product. `spec`: a case SPEC's substring rule already answers, which search must still find in full.
 */
export interface LabelledQuery {
  query: string;
  wants: RegExp | ((product: Product) => boolean);
  spec?: boolean;
}

const sheesham = (product: Product): boolean => /sheesham/i.test(product.material);
const bed = / Bed$/;

/** The labelled set of docs/decisions.md#search-that-understands-indian-shoppers-without-a-search-server. */
export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  // Hindi and Indian English words, and their spellings
  { query: 'almirah', wants: /Wardrobe/ },
  { query: 'almira', wants: /Wardrobe/ },
  { query: 'almari', wants: /Wardrobe/ },
  { query: 'alamari', wants: /Wardrobe/ },
  { query: 'cupboard', wants: /Wardrobe/ },
  { query: 'palang', wants: bed },
  { query: 'cot', wants: bed },
  { query: 'charpai', wants: bed },
  { query: 'diwan', wants: /Day Bed/ },
  { query: 'divan', wants: /Day Bed/ },
  { query: 'daybed', wants: /Day Bed/ },
  { query: 'takht', wants: /Day Bed/ },
  { query: 'kursi', wants: /Chair/ },
  { query: 'mez', wants: /Table/ },
  { query: 'settee', wants: /Sofa/ },
  { query: 'sofa cum bed', wants: /Sofa Cum Bed/ },
  { query: 'sofa bed', wants: /Sofa Cum Bed/ },
  { query: 'centre table', wants: /Coffee Table/ },
  { query: 'center table', wants: /Coffee Table/ },
  { query: 'dinning', wants: /Dining/ },
  { query: 'dinning table', wants: /Dining (Table|Set)/ },
  { query: 'shisham', wants: sheesham },
  { query: 'sheesam', wants: sheesham },
  { query: 'rosewood', wants: sheesham },
  { query: 'tv cabinet', wants: /TV/ },
  { query: 'tv stand', wants: /TV/ },
  { query: 'entertainment unit', wants: /TV/ },
  { query: 'dresser', wants: /Chest of Drawers/ },
  { query: 'armchair', wants: /Arm Chair/ },
  // Devanagari, with and without the nukta
  { query: 'अलमारी', wants: /Wardrobe/ },
  { query: 'पलंग', wants: bed },
  { query: 'चारपाई', wants: bed },
  { query: 'दीवान', wants: /Day Bed/ },
  { query: 'कुर्सी', wants: /Chair/ },
  { query: 'मेज़', wants: /Table/ },
  { query: 'मेज', wants: /Table/ },
  { query: 'सोफ़ा', wants: /Sofa/ },
  { query: 'सोफा', wants: /Sofa/ },
  { query: 'शीशम', wants: sheesham },
  // Typos
  { query: 'wardobe', wants: /Wardrobe/ },
  { query: 'wardrob', wants: /Wardrobe/ },
  { query: 'wradrobe', wants: /Wardrobe/ },
  { query: 'chiar', wants: /Chair/ },
  { query: 'kitchn', wants: /Kitchen/ },
  { query: 'kichen', wants: /Kitchen/ },
  { query: 'cofee table', wants: /Coffee Table/ },
  { query: 'bedsid table', wants: /Bedside Table/ },
  { query: 'rokcing chair', wants: /Rocking Chair/ },
  { query: 'consol table', wants: /Console Table/ },
  { query: 'crockrey unit', wants: /Crockery Unit/ },
  { query: 'sheeshm bed', wants: /^(Udaipur King Bed|Bikaner Storage Bed|Tonk Day Bed)$/ },
  { query: 'dinig table', wants: /Dining (Table|Set)/ },
  { query: 'modualr kitchen', wants: /Modular Kitchen/ },
  { query: 'wardrobes', wants: /Wardrobe/ },
  { query: 'chairs', wants: /Chair/ },
  // Several words
  { query: 'sheesham bed', wants: /^(Udaipur King Bed|Bikaner Storage Bed|Tonk Day Bed)$/ },
  { query: 'wooden bed', wants: bed },
  { query: 'wooden sofa', wants: /Wooden Sofa/ },
  { query: 'wooden dining table 6 seater', wants: /Jaisalmer 6 Seater Dining Set/ },
  { query: '4 seater dining set', wants: /Bundi 4 Seater Dining Set/ },
  { query: 'l shaped sofa', wants: /L Shaped Sofa/ },
  { query: 'grey l shaped sofa', wants: /L Shaped Sofa/ },
  { query: 'teak bed', wants: /Churu Poster Bed/ },
  { query: 'mango wood chair', wants: /^(Kota Study Chair|Banswara Bar Stool)$/ },
  { query: 'sheesham wardrobe', wants: /^(Ajmer Three Door Wardrobe|Mandawa Sliding Wardrobe)$/ },
  { query: 'king size bed', wants: /King Bed/ },
  { query: 'storage bed', wants: /Storage Bed/ },
  { query: 'single bed', wants: /Single Bed/ },
  { query: 'study table', wants: /Study Table/ },
  { query: 'side table', wants: /Side Table/ },
  { query: 'bar stool', wants: /Bar Stool/ },
  { query: 'kids wardrobe', wants: /Kids Wardrobe/ },
  { query: 'sliding wardrobe', wants: /Sliding Wardrobe/ },
  { query: 'two door wardrobe', wants: /Two Door Wardrobe/ },
  { query: 'velvet sofa', wants: /^(Hawa Mahal Fabric Sofa|Kumbhalgarh Corner Sofa)$/ },
  { query: 'cane chair', wants: /Rocking Chair/ },
  { query: 'marble dining table', wants: /Round Dining Table/ },
  { query: 'round table', wants: /Round Dining Table/ },
  { query: 'parallel kitchen', wants: /Parallel Kitchen/ },
  { query: 'poster bed', wants: /Poster Bed/ },
  { query: 'shoe rack', wants: /Shoe Rack/ },
  { query: 'chest of drawers', wants: /Chest of Drawers/ },
  { query: 'crockery cabinet', wants: /Crockery Unit/ },
  // SPEC's substring rule: a piece of one field
  {
    query: 'ofa',
    wants: (product) => /sofa/i.test(product.name + product.description + product.category),
    spec: true,
  },
  {
    query: 'ardrob',
    wants: (product) => /ardrob/i.test(product.name + product.description + product.category),
    spec: true,
  },
  {
    query: 'heesh',
    wants: (product) => /heesh/i.test(product.name + product.description + product.material),
    spec: true,
  },
  { query: 'indigo', wants: /^(Bhuj Two Door Wardrobe|Pushkar Two Seater Sofa)$/, spec: true },
  {
    query: 'brass',
    wants: /^(Bhuj Two Door Wardrobe|Orchha Side Table|Bharatpur Chest of Drawers)$/,
    spec: true,
  },
  { query: 'locker', wants: /Ajmer/, spec: true },
  { query: 'verandah', wants: /Shekhawati/, spec: true },
  { query: 'L-shaped', wants: /^(Chittor L Shaped Sofa|Barmer Modular Kitchen)$/, spec: true },
  { query: 'hydraulic', wants: /Udaipur/, spec: true },
  { query: '65 inches', wants: /Kota TV Unit/, spec: true },
  { query: 'cable cut-outs', wants: /Gwalior/, spec: true },
  { query: 'ladder-back', wants: /Mandore/, spec: true },
  { query: 'ROCKING', wants: /Rocking/, spec: true },
];
