// Every backend call of the forum, through supabase-js (SPEC 7). Each throws ForumQueryError on failure so
// callers can pick the SPEC message for the action; RLS is the authority on who may do what.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumPage } from './forumPages.ts';
import type { AuthorProfile, NewTopic, Topic, TopicComment } from './model.ts';
import { afterCursorFilter, nextTopicCursor, topicPageSize, type TopicCursor } from './pagination.ts';

export class ForumQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ForumQueryError';
    this.code = code;
  }
}

type QueryError = { message: string; code?: string } | null;
function check(error: QueryError) {
  if (error) throw new ForumQueryError(error.message, error.code);
}

export const TOPIC_COLUMNS = 'id,title,content,category,type,is_hidden,created_by,created_at,comments_count,likes_count';
const COMMENT_COLUMNS = 'id,content,subject_id,created_by,created_at';

export type TopicPage = { topics: Topic[]; nextCursor: TopicCursor | null };

/** One page of topics, newest first; `cursor` is the last row of the previous page. */
export async function fetchTopicPage(client: SupabaseClient, cursor: TopicCursor | null, pageSize = topicPageSize): Promise<TopicPage> {
  let query = client.from('discussion_topics_with_counts').select(TOPIC_COLUMNS);
  // The plain bound lets the database start its index scan at the cursor; the or-filter breaks ties on id.
  if (cursor) query = query.lte('created_at', cursor.created_at).or(afterCursorFilter(cursor));
  const { data, error } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(pageSize);
  check(error);
  const topics = (data ?? []) as Topic[];
  return { topics, nextCursor: nextTopicCursor(topics, pageSize) };
}

/** A page of topics with its authors' names and, for a signed-in reader, which of them they have liked. */
export async function fetchForumPage(client: SupabaseClient, userId: string | null, cursor: TopicCursor | null): Promise<ForumPage> {
  const page = await fetchTopicPage(client, cursor);
  const [authors, liked] = await Promise.all([
    fetchAuthorProfiles(
      client,
      page.topics.map((topic) => topic.created_by),
    ),
    userId
      ? fetchLikedTopicIds(
          client,
          userId,
          page.topics.map((topic) => topic.id),
        )
      : new Set<string>(),
  ]);
  return { ...page, authors: Object.fromEntries(authors), liked: Object.fromEntries([...liked].map((id) => [id, true as const])) };
}

/**
 * Display names of members by id, from the public_profiles view (names only: emails and roles stay
 * private). Missing ids map to null.
 */
export async function fetchAuthorProfiles(
  client: SupabaseClient,
  userIds: readonly (string | null)[],
): Promise<Map<string, AuthorProfile>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  const profiles = new Map<string, AuthorProfile>();
  if (ids.length === 0) return profiles;
  const { data, error } = await client.from('public_profiles').select('id,first_name,last_name,display_name').in('id', ids);
  check(error);
  type Row = { id: string; first_name: string | null; last_name: string | null; display_name?: string | null };
  for (const row of (data ?? []) as Row[]) {
    profiles.set(row.id, { first_name: row.first_name, last_name: row.last_name, display_name: row.display_name ?? null });
  }
  return profiles;
}

/** Which of these topics the user has liked. */
export async function fetchLikedTopicIds(client: SupabaseClient, userId: string, topicIds: readonly string[]): Promise<Set<string>> {
  if (topicIds.length === 0) return new Set();
  const { data, error } = await client
    .from('discussion_likes')
    .select('topic_id')
    .eq('user_id', userId)
    .in('topic_id', [...topicIds]);
  check(error);
  return new Set(((data ?? []) as { topic_id: string }[]).map((row) => row.topic_id));
}

export async function likeTopic(client: SupabaseClient, userId: string, topicId: string): Promise<void> {
  const { error } = await client.from('discussion_likes').insert({ topic_id: topicId, user_id: userId });
  check(error);
}

export async function unlikeTopic(client: SupabaseClient, userId: string, topicId: string): Promise<void> {
  const { error } = await client.from('discussion_likes').delete().match({ topic_id: topicId, user_id: userId });
  check(error);
}

/** The comments of a topic, oldest first, with their authors' names. */
export async function fetchComments(client: SupabaseClient, topicId: string): Promise<TopicComment[]> {
  const { data, error } = await client
    .from('discussion_comments')
    .select(COMMENT_COLUMNS)
    .eq('subject_id', topicId)
    .order('created_at', { ascending: true });
  check(error);
  const rows = (data ?? []) as Omit<TopicComment, 'author'>[];
  const authors = await fetchAuthorProfiles(
    client,
    rows.map((row) => row.created_by),
  );
  return rows.map((row) => ({ ...row, author: (row.created_by && authors.get(row.created_by)) || null }));
}

export async function postComment(
  client: SupabaseClient,
  userId: string,
  topicId: string,
  content: string,
): Promise<Omit<TopicComment, 'author'>> {
  const { data, error } = await client
    .from('discussion_comments')
    .insert({ content, subject_id: topicId, created_by: userId })
    .select(COMMENT_COLUMNS)
    .single();
  check(error);
  return data as Omit<TopicComment, 'author'>;
}

export async function createTopic(client: SupabaseClient, userId: string, topic: NewTopic): Promise<Topic> {
  const { data, error } = await client
    .from('discussion_subjects')
    .insert({ ...topic, is_hidden: false, created_by: userId })
    .select('id,title,content,category,type,is_hidden,created_by,created_at')
    .single();
  check(error);
  return { ...(data as Omit<Topic, 'comments_count' | 'likes_count'>), comments_count: 0, likes_count: 0 };
}

/** RLS turns a refused delete or update into "0 rows", not an error: an empty result is a refusal here. */
function expectOneRow(data: unknown[] | null) {
  if (!data || data.length === 0) throw new ForumQueryError('not permitted or not found', '42501');
}

export async function deleteTopic(client: SupabaseClient, topicId: string): Promise<void> {
  const { data, error } = await client.from('discussion_subjects').delete().eq('id', topicId).select('id');
  check(error);
  expectOneRow(data);
}

export async function setTopicHidden(client: SupabaseClient, topicId: string, isHidden: boolean): Promise<void> {
  const { data, error } = await client.from('discussion_subjects').update({ is_hidden: isHidden }).eq('id', topicId).select('id');
  check(error);
  expectOneRow(data);
}
