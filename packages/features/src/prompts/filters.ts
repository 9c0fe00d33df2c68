// Search and filters of the prompts page. They live in the URL query (?q=&type=&section=) so a
// filtered view can be shared; parsing ignores unknown values so a hand-edited URL cannot break it.

export const promptTypes = ['Feature', 'Rule', 'Setup'] as const;
export type PromptType = (typeof promptTypes)[number];

export const promptSections = ['AI', 'App', 'Auth', 'Backend', 'Code-Quality'] as const;
export type PromptSection = (typeof promptSections)[number];
/** Sections listed before 'Show more' is pressed. */
export const collapsedSectionCount = 3;

export type PromptFilters = { query: string; types: PromptType[]; sections: PromptSection[] };
export const emptyPromptFilters: PromptFilters = { query: '', types: [], sections: [] };

/** A row of the `prompt_catalog` view; `text` is null when the reader may not see a premium prompt. */
export type CatalogPrompt = {
  id: string;
  title: string;
  text: string | null;
  type: string | null;
  category: string | null;
  author: string | null;
  is_premium: boolean;
  created_at: string;
};

const param = { query: 'q', type: 'type', section: 'section' } as const;

function pickKnown<T extends string>(values: string[], known: readonly T[]): T[] {
  const wanted = new Set(values.flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()));
  return known.filter((value) => wanted.has(value.toLowerCase()));
}

export function readPromptFilters(search: URLSearchParams): PromptFilters {
  return {
    query: search.get(param.query)?.trim() ?? '',
    types: pickKnown(search.getAll(param.type), promptTypes),
    sections: pickKnown(search.getAll(param.section), promptSections),
  };
}

/** Writes the filters into a copy of `search`, leaving unrelated parameters alone; empty ones are removed. */
export function writePromptFilters(search: URLSearchParams, filters: PromptFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set(param.query, filters.query.trim());
  set(param.type, filters.types.join(','));
  set(param.section, filters.sections.join(','));
  return next;
}

/** Adds the value when absent and removes it when present, keeping the canonical order of `all`. */
export function toggleFilterValue<T extends string>(selected: readonly T[], value: T, all: readonly T[]): T[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return all.filter((item) => next.has(item));
}

function fold(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Search matches title, visible text, category and author (case- and accent-insensitive, every word). */
export function filterPrompts<T extends CatalogPrompt>(prompts: readonly T[], filters: PromptFilters): T[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  const types = new Set(filters.types.map(fold));
  const sections = new Set(filters.sections.map(fold));
  return prompts.filter((prompt) => {
    if (types.size && !types.has(fold(prompt.type))) return false;
    if (sections.size && !sections.has(fold(prompt.category))) return false;
    if (!words.length) return true;
    const haystack = fold([prompt.title, prompt.text, prompt.category, prompt.author].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Premium prompts are locked when the catalog withheld their text (the reader is not subscribed). */
export function isPromptLocked(prompt: Pick<CatalogPrompt, 'is_premium' | 'text'>): boolean {
  return prompt.is_premium && prompt.text == null;
}
