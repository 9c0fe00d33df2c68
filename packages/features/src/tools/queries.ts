import type { SupabaseClient } from '@supabase/supabase-js';
import type { Tool } from './tabs.ts';

const TOOL_COLUMNS = 'id,name,description,category,url,logo_url,tags,created_at';

/** Every tool, by name; the tabs filter this list without another request. */
export async function fetchTools(client: SupabaseClient): Promise<Tool[]> {
  const { data, error } = await client.from('tools').select(TOOL_COLUMNS).order('name', { ascending: true });
  if (error) throw new Error(error.message);
  return (data ?? []) as Tool[];
}
