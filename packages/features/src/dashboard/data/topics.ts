import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthorProfile } from '../model/author.ts';
import type { TopicFormValues } from '../model/validation.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type DashboardTopic = {
  id: string;
  title: string;
  content: string;
  category: string;
  type: string | null;
  is_hidden: boolean;
  created_by: string | null;
  created_at: string | null;
  author: AuthorProfile | null;
};

/** Topics newest first with their author's name and email (staff read every profile). */
export async function fetchTopics(client: SupabaseClient): Promise<DashboardTopic[]> {
  const topics = unwrap(
    await client
      .from('discussion_subjects')
      .select('id, title, content, category, type, is_hidden, created_by, created_at')
      .order('created_at', { ascending: false }),
    'load topics',
  ) as Omit<DashboardTopic, 'author'>[];
  const authorIds = [...new Set(topics.map((t) => t.created_by).filter((id): id is string => Boolean(id)))];
  const profiles = authorIds.length
    ? (unwrap(
        await client.from('user_profiles').select('id, first_name, last_name, email, generated_name').in('id', authorIds),
        'load authors',
      ) as (AuthorProfile & { id: string })[])
    : [];
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return topics.map((topic) => ({ ...topic, author: (topic.created_by && byId.get(topic.created_by)) || null }));
}

function toRow(values: TopicFormValues) {
  return { title: values.title.trim(), content: values.content.trim(), category: values.category.trim() };
}

export function topicToForm(topic: DashboardTopic): TopicFormValues {
  return { title: topic.title, content: topic.content, category: topic.category };
}

/** The dashboard creates topics with type 'General' (the forum writes 'discussion'), visible. */
export async function createTopic(client: SupabaseClient, values: TopicFormValues, createdBy: string | null): Promise<void> {
  unwrapChanged(
    await client
      .from('discussion_subjects')
      .insert({ ...toRow(values), type: 'General', is_hidden: false, created_by: createdBy })
      .select('id'),
    'create topic',
  );
}
export async function updateTopic(client: SupabaseClient, id: string, values: TopicFormValues): Promise<void> {
  unwrapChanged(await client.from('discussion_subjects').update(toRow(values)).eq('id', id).select('id'), 'update topic');
}
export async function deleteTopic(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('discussion_subjects').delete().eq('id', id).select('id'), 'delete topic');
}
export async function setTopicHidden(client: SupabaseClient, id: string, hidden: boolean): Promise<void> {
  unwrapChanged(
    await client.from('discussion_subjects').update({ is_hidden: hidden }).eq('id', id).select('id'),
    'update topic visibility',
  );
}
