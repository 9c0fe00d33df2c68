import { describe, expect, it } from 'vitest';
import { linkify, safeHttpUrl } from './linkify.ts';

describe('linkify', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://example.com/docs, then ask.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/docs', href: 'https://example.com/docs' },
      { kind: 'text', text: ', then ask.' },
    ]);
  });

  it('keeps markup and script URLs as plain text', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1)';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('returns nothing for empty text', () => {
    expect(linkify('')).toEqual([]);
  });
});

describe('safeHttpUrl', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(safeHttpUrl('https://a.dev')).toBe('https://a.dev/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
