import { useMemo } from 'react';
import useSWR from 'swr';
import { supabase } from '../../backend/index.ts';
import type { CatalogLesson } from '../model/index.ts';
import { fetchQuestionCounts } from './queries.ts';

const none: Readonly<Record<string, number>> = {};

/** Questions per lesson of a course page, for the lesson cards; a failed read shows no counts (they are a hint). */
export function useQuestionCounts(courseSlug: string, lessons: readonly CatalogLesson[]) {
  const ids = useMemo(() => lessons.map((lesson) => lesson.id), [lessons]);
  const query = useSWR(
    ids.length > 0 ? (['academy/questionCounts', courseSlug, ids.join(',')] as const) : null,
    () => fetchQuestionCounts(supabase(), ids),
    {
      revalidateOnFocus: false,
    },
  );
  return { counts: query.data ?? none, refresh: () => void query.mutate() };
}
