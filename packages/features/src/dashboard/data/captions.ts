import type { SupabaseClient } from '@supabase/supabase-js';
import type { CaptionChanges, StoredCaptions } from '../captions/captionDrafts.ts';
import { unwrap } from './result.ts';

/** A lesson's captions in every language, for the lesson form. */
export async function fetchLessonCaptions(client: SupabaseClient, videoId: string): Promise<StoredCaptions[]> {
  const result = await client.from('lesson_captions').select('language,file_name,cues').eq('video_id', videoId);
  return unwrap(result, 'load captions') as StoredCaptions[];
}

/** Writes the form's caption changes: added or replaced languages in one upsert, removed ones in one delete. */
export async function saveCaptionChanges(client: SupabaseClient, videoId: string, changes: CaptionChanges): Promise<void> {
  if (changes.upserts.length > 0) {
    const rows = changes.upserts.map((row) => ({ video_id: videoId, ...row }));
    const saved = await client.from('lesson_captions').upsert(rows, { onConflict: 'video_id,language' }).select('language');
    if ((unwrap(saved, 'save captions') as unknown[]).length !== rows.length) throw new Error('save captions: nothing changed');
  }
  if (changes.removals.length > 0) {
    const removed = await client
      .from('lesson_captions')
      .delete()
      .eq('video_id', videoId)
      .in('language', changes.removals)
      .select('language');
    unwrap(removed, 'remove captions');
  }
}
