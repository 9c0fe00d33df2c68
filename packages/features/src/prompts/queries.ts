import type { SupabaseClient } from '@supabase/supabase-js';
import type { CatalogPrompt } from './filters.ts';

// prompt_catalog masks the text of premium prompts for readers without a subscription, so a locked
// prompt's text never reaches their browser.
const PROMPT_COLUMNS = 'id,title,text,type,category,author,is_premium,created_at';

export async function fetchPromptCatalog(client: SupabaseClient): Promise<CatalogPrompt[]> {
  const { data, error } = await client.from('prompt_catalog').select(PROMPT_COLUMNS).order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as CatalogPrompt[];
}
