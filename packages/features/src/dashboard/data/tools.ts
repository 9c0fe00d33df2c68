import type { SupabaseClient } from '@supabase/supabase-js';
import { formatTags, parseTags, type ToolFormValues } from '../model/validation.ts';
import { unwrap, unwrapChanged } from './result.ts';

/** The categories the tools page's tabs name (the database accepts exactly these). */
export const toolCategories = ['AI', 'Development', 'Design', 'Backend', 'Communication'] as const;

export type DashboardTool = {
  id: string;
  name: string;
  description: string | null;
  category: string;
  url: string;
  logo_url: string | null;
  tags: string[];
  created_at: string;
};

export async function fetchTools(client: SupabaseClient): Promise<DashboardTool[]> {
  const result = await client
    .from('tools')
    .select('id, name, description, category, url, logo_url, tags, created_at')
    .order('created_at', { ascending: false });
  return unwrap(result, 'load tools') as DashboardTool[];
}

function toRow(values: ToolFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    url: values.url.trim(),
    logo_url: values.logo_url || null,
    tags: parseTags(values.tags),
  };
}

export function toolToForm(tool: DashboardTool): ToolFormValues {
  return {
    name: tool.name,
    description: tool.description ?? '',
    category: tool.category,
    url: tool.url,
    tags: formatTags(tool.tags),
    logo_url: tool.logo_url ?? '',
  };
}

export async function createTool(client: SupabaseClient, values: ToolFormValues, createdBy: string | null): Promise<void> {
  unwrapChanged(
    await client
      .from('tools')
      .insert({ ...toRow(values), created_by: createdBy })
      .select('id'),
    'create tool',
  );
}
export async function updateTool(client: SupabaseClient, id: string, values: ToolFormValues): Promise<void> {
  unwrapChanged(await client.from('tools').update(toRow(values)).eq('id', id).select('id'), 'update tool');
}
export async function deleteTool(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('tools').delete().eq('id', id).select('id'), 'delete tool');
}
