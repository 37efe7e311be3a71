/**
 * Orders strings by Unicode code point, the order Firestore uses for strings (UTF-8 bytes), so both backends sort
 * text identically whatever the browser's locale. Plain `<` compares UTF-16 code units, which differs for
 * characters above U+FFFF.
 */
export const compareText = (a: string, b: string): number => {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const left = a.codePointAt(index) ?? 0;
    const right = b.codePointAt(index) ?? 0;
    if (left !== right) return left < right ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
};
