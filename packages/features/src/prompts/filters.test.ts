import { describe, expect, it } from 'vitest';
import {
  filterPrompts,
  isPromptLocked,
  readPromptFilters,
  toggleFilterValue,
  writePromptFilters,
  promptTypes,
  type CatalogPrompt,
} from './filters.ts';

function prompt(overrides: Partial<CatalogPrompt>): CatalogPrompt {
  return {
    id: 'x',
    title: 'T',
    text: 'body',
    type: 'Feature',
    category: 'AI',
    author: 'Ana',
    is_premium: false,
    created_at: '2026-01-01',
    ...overrides,
  };
}

const prompts = [
  prompt({ id: '1', title: 'Supabase auth flow', type: 'Setup', category: 'Auth' }),
  prompt({ id: '2', title: 'Clean components', type: 'Rule', category: 'Code-Quality', text: 'Keep React components small' }),
  prompt({ id: '3', title: 'Chatbot feature', type: 'Feature', category: 'AI', author: 'Jérôme' }),
  prompt({ id: '4', title: 'Premium backend', type: 'Feature', category: 'Backend', is_premium: true, text: null }),
];
const ids = (list: CatalogPrompt[]) => list.map((item) => item.id);

describe('prompt filters in the URL', () => {
  it('reads query, types and sections, ignoring unknown values and case', () => {
    const filters = readPromptFilters(new URLSearchParams('q=+auth+&type=setup,Bogus&section=code-quality&section=AI'));
    expect(filters).toEqual({ query: 'auth', types: ['Setup'], sections: ['AI', 'Code-Quality'] });
  });

  it('writes only non-empty filters and keeps other parameters', () => {
    const search = writePromptFilters(new URLSearchParams('ref=mail&q=old'), { query: ' ', types: ['Rule', 'Feature'], sections: [] });
    expect(search.toString()).toBe('ref=mail&type=Rule%2CFeature');
  });

  it('round-trips', () => {
    const filters = { query: 'chat bot', types: ['Feature' as const], sections: ['AI' as const, 'App' as const] };
    expect(readPromptFilters(writePromptFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('toggles values keeping the canonical order', () => {
    expect(toggleFilterValue(['Setup'], 'Feature', promptTypes)).toEqual(['Feature', 'Setup']);
    expect(toggleFilterValue(['Feature', 'Setup'], 'Feature', promptTypes)).toEqual(['Setup']);
  });
});

describe('filterPrompts', () => {
  it('returns everything without filters', () => {
    expect(ids(filterPrompts(prompts, { query: '', types: [], sections: [] }))).toEqual(['1', '2', '3', '4']);
  });

  it('filters by type and by section (any of the chosen values)', () => {
    expect(ids(filterPrompts(prompts, { query: '', types: ['Feature'], sections: [] }))).toEqual(['3', '4']);
    expect(ids(filterPrompts(prompts, { query: '', types: [], sections: ['Auth', 'Code-Quality'] }))).toEqual(['1', '2']);
    expect(ids(filterPrompts(prompts, { query: '', types: ['Feature'], sections: ['AI'] }))).toEqual(['3']);
  });

  it('searches title, text, category and author, every word, ignoring case and accents', () => {
    expect(ids(filterPrompts(prompts, { query: 'REACT small', types: [], sections: [] }))).toEqual(['2']);
    expect(ids(filterPrompts(prompts, { query: 'jerome', types: [], sections: [] }))).toEqual(['3']);
    expect(ids(filterPrompts(prompts, { query: 'nothing-like-this', types: [], sections: [] }))).toEqual([]);
  });

  it('does not search text withheld from a locked premium prompt', () => {
    expect(ids(filterPrompts(prompts, { query: 'backend', types: [], sections: [] }))).toEqual(['4']);
    expect(isPromptLocked(prompts[3]!)).toBe(true);
    expect(isPromptLocked(prompt({ is_premium: true, text: 'visible to subscribers' }))).toBe(false);
  });
});
