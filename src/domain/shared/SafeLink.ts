/**
 * Checks for links that come from data or from the address bar (docs/architecture.md#security-rules): only paths on this site and https
 * URLs are followed. Browsers read `\` as `/` and `//host` as another site, and percent-encoding can hide both, so
 * a path is judged on every decoded reading of it.
 */

// Control characters and whitespace: browsers strip some of them, which can turn a harmless string into a scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;
// In a decoded reading an (encoded) space is harmless; control characters and backslashes are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;
const MAX_DECODE_ROUNDS = 4;

/** The string and each successive percent-decoding of it, stopping when decoding changes nothing or fails. */
const decodings = (value: string): string[] | null => {
  const readings = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return readings;
    readings.push(next);
    current = next;
  }
  // Still changing after several rounds: nobody encodes a real path that deeply.
  return null;
};

const isPlainSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !UNSAFE_DECODED.test(value);

/**
 * True for a path on this site: starts with one `/`, no backslash, whitespace or control character, and every
 * decoded reading still starts with one `/` and holds no backslash or control character.
 */
export const isSitePath = (value: string): boolean => {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  const readings = decodings(value);
  return readings !== null && readings.every(isPlainSitePath);
};

/** True for an absolute https URL with a host and no credentials. */
export const isHttpsUrl = (value: string): boolean => {
  if (UNSAFE_CHARACTERS.test(value) || !/^https:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** A link target that may be rendered as an `href` or followed by the router. */
export const isSafeLink = (value: string): boolean => isSitePath(value) || isHttpsUrl(value);

/** The path part of a site path or https URL (no query or fragment), or null when the value is neither. */
export const linkPathname = (value: string): string | null => {
  if (isHttpsUrl(value)) return new URL(value).pathname;
  if (isSitePath(value)) return value.split(/[?#]/, 1)[0] ?? '';
  return null;
};
