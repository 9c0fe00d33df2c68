// The bell's calls. Rows come from public.notification_feed (the caller's own notifications, with
// the lesson they are about); the database alone writes them (a trigger on lesson_messages).
import type { SupabaseClient } from '@supabase/supabase-js';

export type FeedNotification = {
  id: string;
  kind: 'lesson_reply';
  created_at: string;
  read_at: string | null;
  video_id: string;
  video_title: string;
  course_slug: string | null;
  at_seconds: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  /** The writer's shown name: their own, else the generated one ('Elèv 4821'); null only for a deleted member. */
  actor_name?: string | null;
};

/** How many the list shows. */
export const FEED_SIZE = 20;
/** The unread count is asked this often (a HEAD request with a count: no rows travel). */
export const UNREAD_POLL_MS = 60_000;

export async function fetchUnreadCount(client: SupabaseClient): Promise<number> {
  const { count, error } = await client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

export async function fetchNotifications(client: SupabaseClient): Promise<FeedNotification[]> {
  const { data, error } = await client
    .from('notification_feed')
    .select('id,kind,created_at,read_at,video_id,video_title,course_slug,at_seconds,actor_first_name,actor_last_name,actor_name')
    .order('created_at', { ascending: false })
    .limit(FEED_SIZE);
  if (error) throw new Error(error.message);
  return (data ?? []) as FeedNotification[];
}

/** Marks the given notifications read, or all unread ones when `ids` is omitted. */
export async function markRead(client: SupabaseClient, ids?: string[]): Promise<void> {
  let query = client.from('notifications').update({ read_at: new Date().toISOString() }).is('read_at', null);
  if (ids) query = query.in('id', ids);
  const { error } = await query;
  if (error) throw new Error(error.message);
}

/** The lesson's own address at the second the thread is about: /academy/<course>/<videoId>?t=95. */
export function notificationHref(notification: Pick<FeedNotification, 'course_slug' | 'video_id' | 'at_seconds'>): string {
  if (!notification.course_slug) return '/academy';
  const path = `/academy/${encodeURIComponent(notification.course_slug)}/${encodeURIComponent(notification.video_id)}`;
  return notification.at_seconds === null ? path : `${path}?t=${notification.at_seconds}`;
}

/**
 * After posting in a lesson's discussion: asks the notify-mail function to send the mails the post queued.
 * Fire-and-forget: the post already succeeded, and a later call sends whatever this one left.
 */
export function requestNotificationMails(client: SupabaseClient): void {
  void client.functions.invoke('notify-mail', { body: {} }).catch(() => undefined);
}
