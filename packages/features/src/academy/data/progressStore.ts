import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProgressWrite } from '../model/index.ts';
import { AcademyQueryError } from './courseQueries.ts';

export type ProgressRow = ProgressWrite & { user_id: string; last_watched: string };

export function progressRow(userId: string, write: ProgressWrite, now: Date = new Date()): ProgressRow {
  return { ...write, user_id: userId, last_watched: now.toISOString() };
}

/** One row per learner and lesson: insert or update on the primary key (user_id, video_id). */
export async function upsertProgress(client: SupabaseClient, row: ProgressRow): Promise<void> {
  const { error } = await client.from('video_progress').upsert(row, { onConflict: 'user_id,video_id' });
  if (error) throw new AcademyQueryError(error.message, error.code);
}

/** What a page-hide save needs, captured while the page is alive (nothing async may run once it hides). */
export type KeepaliveTarget = { restUrl: string; apiKey: string; accessToken: string };

/**
 * supabase-js keeps its URL and key on protected fields; the page-hide path needs them for a plain
 * `fetch(..., { keepalive: true })`, the only request a browser lets outlive the page.
 */
export function keepaliveTargetOf(client: SupabaseClient, accessToken: string): KeepaliveTarget {
  const { supabaseUrl, supabaseKey } = client as unknown as { supabaseUrl: string; supabaseKey: string };
  return { restUrl: `${String(supabaseUrl).replace(/\/$/, '')}/rest/v1`, apiKey: supabaseKey, accessToken };
}

export function sendProgressKeepalive(target: KeepaliveTarget, row: ProgressRow, fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(`${target.restUrl}/video_progress?on_conflict=user_id,video_id`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: target.apiKey,
      authorization: `Bearer ${target.accessToken}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify(row),
  });
}
