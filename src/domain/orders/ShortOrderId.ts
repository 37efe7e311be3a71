/**
 * Digits and capitals a person can read over the phone: no 0/O, 1/I/L, and no U (so no rude words either). Upper
 * case only, so nobody has to say "small l".
 */
export const SHORT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHORT_ID_LENGTH = 8;

/** cyrb53: a fast 53-bit string hash; the same id always gives the same short id. */
const hash53 = (text: string): number => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

/**
 * The short id shop and admin show and people quote, e.g. "K7M2-Q9XD": eight characters of SHORT_ID_ALPHABET in two
 * groups of four, derived from the full order id (30^8 ≈ 6.6 × 10^11 values, so two orders of one shop practically
 * never share one). The admin search finds an order by it (matchesShortOrderId).
 */
export const shortOrderId = (id: string): string => {
  let rest = hash53(id);
  let short = '';
  for (let index = 0; index < SHORT_ID_LENGTH; index++) {
    short += SHORT_ID_ALPHABET[rest % SHORT_ID_ALPHABET.length];
    rest = Math.floor(rest / SHORT_ID_ALPHABET.length);
  }
  return `${short.slice(0, 4)}-${short.slice(4)}`;
};

/** What a person typed, as a short id compares: capitals, without '#', spaces or dashes. */
const normalise = (text: string): string => text.toUpperCase().replace(/[\s#-]/g, '');

/** Whether `query` (say "#k7m2 q9xd" or "K7M2") is part of the order's short id; an empty query matches nothing. */
export const matchesShortOrderId = (id: string, query: string): boolean => {
  const needle = normalise(query);
  return needle !== '' && normalise(shortOrderId(id)).includes(needle);
};
