import type { SupabaseClient } from '@supabase/supabase-js';
import type { Locale } from '../i18n/types.ts';

/** What one search finds, in the order the groups are shown. */
// `page`: the app's own pages by the name the navigation gives them (pages.ts), found in the browser, listed last.
export const searchKinds = ['course', 'lesson', 'caption', 'discussion', 'prompt', 'tool', 'topic', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * A row of search_everything() (supabase/migrations/20261124400000_search_everything.sql, courses: 20261127400100,
 * words spoken in lessons, `caption`: 20261129100000).
 */
export type SearchHit = {
  kind: SearchKind;
  id: string;
  /** Course (in the reader's language), lesson, prompt, tool or topic title; for a discussion message or a spoken cue, its lesson's title. */
  title: string;
  /** An excerpt around the match (a spoken cue's text); null for a premium prompt the reader may not read. */
  snippet: string | null;
  /** Course title (lessons, discussions), prompt type, tool or topic category. */
  context: string | null;
  course_slug: string | null;
  lesson_id: string | null;
  /** The second of the lesson a discussion message was written at, or a spoken cue starts at. */
  at_seconds: number | null;
  is_locked: boolean;
};

/** Results per kind. */
export const SEARCH_LIMIT = 5;
/** Shorter queries find nothing (the database says so too). */
export const MIN_QUERY_LENGTH = 2;

/** `lang`: the reader's language, in which a course's title and excerpt come back (else Creole). */
export async function searchEverything(client: SupabaseClient, query: string, lang: Locale = 'ht'): Promise<SearchHit[]> {
  const { data, error } = await client.rpc('search_everything', { q: query, lim: SEARCH_LIMIT, lang });
  if (error) throw new Error(error.message);
  return ((data ?? []) as SearchHit[]).filter((hit) => searchKinds.includes(hit.kind) && hit.kind !== 'page');
}

/** Hits grouped by kind, in the order of `searchKinds`, empty groups left out. */
export function groupHits(hits: readonly SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  return searchKinds.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter((group) => group.hits.length > 0);
}
