import type { SupabaseClient } from '@supabase/supabase-js';
import { normalizeRole, type AppRole } from './roles.ts';

/** Reads user_profiles.role for one user (SPEC 7: select role by id, single row). Throws when the lookup fails. */
export async function fetchRole(client: SupabaseClient, userId: string): Promise<AppRole | null> {
  const { data, error } = await client.from('user_profiles').select('role').eq('id', userId).single();
  if (error) throw new Error(`role lookup failed: ${error.message}`);
  return normalizeRole((data as { role?: unknown } | null)?.role);
}
