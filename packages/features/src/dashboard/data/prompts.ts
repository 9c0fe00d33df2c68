import type { SupabaseClient } from '@supabase/supabase-js';
import type { PromptFormValues } from '../model/validation.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type DashboardPrompt = {
  id: string;
  title: string;
  text: string;
  type: 'Feature' | 'Rule' | 'Setup';
  category: string | null;
  author: string | null;
  is_premium: boolean;
  is_hidden: boolean;
  created_at: string;
};

const promptTypes = ['Feature', 'Rule', 'Setup'] as const;

/** The badge type the prompts page filters on: the category when it names one, else Feature. */
export function promptTypeFor(category: string): DashboardPrompt['type'] {
  const value = category.trim().toLowerCase();
  return promptTypes.find((type) => type.toLowerCase() === value) ?? 'Feature';
}

export async function fetchPrompts(client: SupabaseClient): Promise<DashboardPrompt[]> {
  const result = await client
    .from('ai_prompts')
    .select('id, title, text, type, category, author, is_premium, is_hidden, created_at')
    .order('created_at', { ascending: false });
  return unwrap(result, 'load prompts') as DashboardPrompt[];
}

function toRow(values: PromptFormValues) {
  return {
    title: values.title.trim(),
    text: values.text.trim(),
    category: values.category.trim(),
    type: promptTypeFor(values.category),
    author: values.author.trim(),
    is_premium: values.is_premium,
    is_hidden: !values.is_visible,
  };
}

export function promptToForm(prompt: DashboardPrompt): PromptFormValues {
  return {
    title: prompt.title,
    text: prompt.text,
    category: prompt.category ?? prompt.type,
    author: prompt.author ?? '',
    is_premium: prompt.is_premium,
    is_visible: !prompt.is_hidden,
  };
}

export async function createPrompt(client: SupabaseClient, values: PromptFormValues, createdBy: string | null): Promise<void> {
  unwrapChanged(
    await client
      .from('ai_prompts')
      .insert({ ...toRow(values), created_by: createdBy })
      .select('id'),
    'create prompt',
  );
}
export async function updatePrompt(client: SupabaseClient, id: string, values: PromptFormValues): Promise<void> {
  unwrapChanged(await client.from('ai_prompts').update(toRow(values)).eq('id', id).select('id'), 'update prompt');
}
export async function deletePrompt(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('ai_prompts').delete().eq('id', id).select('id'), 'delete prompt');
}
export async function setPromptHidden(client: SupabaseClient, id: string, hidden: boolean): Promise<void> {
  unwrapChanged(await client.from('ai_prompts').update({ is_hidden: hidden }).eq('id', id).select('id'), 'update prompt visibility');
}
