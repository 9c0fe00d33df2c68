import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/types.ts';
import { searchContextLabel } from './contextLabel.ts';

const reader = (locale: Locale) => {
  const catalog = buildCatalog(locale);
  return (key: string) => {
    const message = catalog[key];
    return typeof message === 'string' ? message : `missing ${key}`;
  };
};

// The walk of issue 39: a Portuguese reader's results said 'general' under a forum topic and 'Communication' under a tool.
describe("search results name categories in the reader's language", () => {
  it("a forum topic's category", () => {
    expect(searchContextLabel({ kind: 'topic', context: 'general' }, reader('pt'))).toBe('Geral');
    expect(searchContextLabel({ kind: 'topic', context: 'general' }, reader('ht'))).toBe('Jeneral');
    expect(searchContextLabel({ kind: 'topic', context: 'general' }, reader('en'))).toBe('General');
  });

  it("a tool's category, as its tab on /tools names it", () => {
    expect(searchContextLabel({ kind: 'tool', context: 'Communication' }, reader('pt'))).toBe('Comunicação');
    expect(searchContextLabel({ kind: 'tool', context: 'AI' }, reader('pt'))).toBe('IA');
    expect(searchContextLabel({ kind: 'tool', context: 'development' }, reader('pt'))).toBe('Desenvolvimento');
  });

  it('a category staff typed themselves, a course title or a prompt type is shown as it comes', () => {
    expect(searchContextLabel({ kind: 'tool', context: 'Deplwaman' }, reader('pt'))).toBe('Deplwaman');
    expect(searchContextLabel({ kind: 'topic', context: 'Deplwaman' }, reader('pt'))).toBe('Deplwaman');
    expect(searchContextLabel({ kind: 'lesson', context: 'AI Coder' }, reader('pt'))).toBe('AI Coder');
    expect(searchContextLabel({ kind: 'prompt', context: 'Setup' }, reader('pt'))).toBe('Setup');
    expect(searchContextLabel({ kind: 'lesson', context: null }, reader('pt'))).toBeNull();
  });
});
