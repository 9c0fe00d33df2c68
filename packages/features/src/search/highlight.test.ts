import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks words the query starts, ignoring case and accents', () => {
    expect(marked('Workflows de automação com agentes', 'automacao')).toEqual(['automação']);
    expect(marked('Kominote Zanmi', 'kominote')).toEqual(['Kominote']);
    expect(marked('Prompt engineering for builders', 'prompt engin')).toEqual(['Prompt', 'engineering']);
  });

  it('marks a word one typo away from a query word of four letters or more', () => {
    expect(marked('Prompt engineering', 'enginering')).toEqual(['engineering']);
    expect(marked('the code', 'cde')).toEqual([]);
  });

  it('keeps every character of the text, as text', () => {
    const text = '<img src=x onerror=alert(1)> automação';
    const parts = highlightParts(text, 'img automacao');
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['img', 'automação']);
  });

  it('marks nothing for an empty query', () => {
    expect(highlightParts('anything', '  ')).toEqual([{ text: 'anything', match: false }]);
  });
});
