import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHttpsUrl, isSafeLink, isSitePath, linkPathname } from '../../src/domain/shared/SafeLink';

describe('SafeLink', () => {
  it.each([
    ['/categories/sofas', true],
    ['/search?q=a%20b', true],
    ['https://cdn.example.in/x', true],
    ['HTTPS://cdn.example.in/x', true],
    ['https://user:pass@cdn.example.in/x', false],
    ['https:///nohost', false],
    ['https:\\\\evil.example', false],
    ['http://cdn.example.in', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/%5Cevil.example', false],
    ['/%2F/evil.example', false],
    ['/%zz', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%j safe: %s', (link, safe) => {
    expect(isSafeLink(link)).toBe(safe);
  });

  it('gives the path part without query or fragment', () => {
    expect(linkPathname('/a/b.jpg?x=1#y')).toBe('/a/b.jpg');
    expect(linkPathname('https://cdn.example.in/a.png?w=1')).toBe('/a.png');
    expect(linkPathname('//evil')).toBeNull();
  });

  it('property: a safe link is an https URL or starts with exactly one slash, with no backslash or whitespace', () => {
    const parts = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%5C',
      '%25',
      'https:',
      'http:',
      'javascript:',
      ':',
      ' ',
      '\t',
      'a',
      '.',
    );
    const link = fc.oneof(
      fc.string(),
      fc.array(parts, { maxLength: 8 }).map((p) => p.join('')),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(link, (value) => {
        if (!isSafeLink(value)) return;
        expect(value).not.toMatch(/[\s\\]/);
        if (isSitePath(value)) expect(value.startsWith('/') && !value.startsWith('//')).toBe(true);
        else expect(isHttpsUrl(value) && /^https:\/\/[^/]/i.test(value)).toBe(true);
      }),
    );
  });
});
