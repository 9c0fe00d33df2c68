// The lesson discussion's reads and writes (public.lesson_messages); the database decides who may do what.
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchAuthorProfiles } from '../../community/queries.ts';
import type { LessonMessage, LessonMessageKind, LessonMessageRow } from './model.ts';

const COLUMNS = 'id,video_id,parent_id,kind,author_id,body,at_seconds,is_hidden,by_staff,created_at,updated_at';

function check(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

async function withAuthors(client: SupabaseClient, rows: LessonMessageRow[]): Promise<LessonMessage[]> {
  const authors = await fetchAuthorProfiles(
    client,
    rows.map((row) => row.author_id),
  ).catch(() => new Map());
  return rows.map((row) => ({ ...row, author: authors.get(row.author_id) ?? null }));
}

/** Every message of a lesson the caller may read, oldest first. */
export async function fetchLessonMessages(client: SupabaseClient, videoId: string): Promise<LessonMessage[]> {
  const { data, error } = await client
    .from('lesson_messages')
    .select(COLUMNS)
    .eq('video_id', videoId)
    .order('created_at', { ascending: true })
    .limit(1000);
  check(error);
  return withAuthors(client, (data ?? []) as LessonMessageRow[]);
}

/** `kind` for a question or note; a reply has none (the database refuses one). */
export type NewLessonMessage = {
  videoId: string;
  body: string;
  atSeconds: number | null;
  parentId: string | null;
  kind: LessonMessageKind | null;
};

export async function postLessonMessage(client: SupabaseClient, message: NewLessonMessage): Promise<LessonMessage> {
  const { data, error } = await client
    .from('lesson_messages')
    .insert({
      video_id: message.videoId,
      body: message.body,
      at_seconds: message.atSeconds,
      parent_id: message.parentId,
      ...(message.parentId === null ? { kind: message.kind ?? 'question' } : {}),
    })
    .select(COLUMNS)
    .single();
  check(error);
  const [posted] = await withAuthors(client, [data as LessonMessageRow]);
  return posted!;
}

async function updateOne(client: SupabaseClient, id: string, change: Partial<Pick<LessonMessageRow, 'body' | 'is_hidden'>>) {
  const { data, error } = await client.from('lesson_messages').update(change).eq('id', id).select(COLUMNS);
  check(error);
  // RLS filters rather than refuses: no row back means the change did not happen.
  if (!data || data.length === 0) throw new Error('not allowed');
  return data[0] as LessonMessageRow;
}

export const editLessonMessage = (client: SupabaseClient, id: string, body: string) => updateOne(client, id, { body });
export const hideLessonMessage = (client: SupabaseClient, id: string, hidden: boolean) => updateOne(client, id, { is_hidden: hidden });

export async function deleteLessonMessage(client: SupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('lesson_messages').delete().eq('id', id).select('id');
  check(error);
  if (!data || data.length === 0) throw new Error('not allowed');
}

/** Questions per lesson id (lesson_question_counts counts only what the caller may read). A plain object: the
 * course page's SWR cache is kept as JSON (persistedCache.ts). */
export async function fetchQuestionCounts(client: SupabaseClient, videoIds: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (videoIds.length === 0) return counts;
  const { data, error } = await client
    .from('lesson_question_counts')
    .select('video_id,questions')
    .in('video_id', [...videoIds]);
  check(error);
  for (const row of (data ?? []) as { video_id: string; questions: number }[]) counts[row.video_id] = row.questions;
  return counts;
}
