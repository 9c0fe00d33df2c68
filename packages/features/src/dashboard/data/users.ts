import type { SupabaseClient } from '@supabase/supabase-js';
import { pageRange, userSearchFilter } from '../model/userSearch.ts';
import { unwrap, unwrapChanged } from './result.ts';

export const userRoles = ['master', 'instructor', 'student'] as const;
export type UserRole = (typeof userRoles)[number];
export type DashboardUser = {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: UserRole;
  type: 'free' | 'paid';
  created_at: string;
};
export type UsersPage = { rows: DashboardUser[]; total: number };

export const USERS_PAGE_SIZE = 20;
const COLUMNS = 'id, email, first_name, last_name, role, type, created_at';

/** One page of users, newest first, filtered on the server by email or name. */
export async function fetchUsersPage(client: SupabaseClient, query: string, page: number, size = USERS_PAGE_SIZE): Promise<UsersPage> {
  const { from, to } = pageRange(page, size);
  let request = client.from('user_profiles').select(COLUMNS, { count: 'exact' });
  const filter = userSearchFilter(query);
  if (filter) request = request.or(filter);
  const result = await request.order('created_at', { ascending: false }).order('id').range(from, to);
  return { rows: unwrap(result, 'load users') as DashboardUser[], total: result.count ?? 0 };
}

export async function updateUserRole(client: SupabaseClient, id: string, role: UserRole): Promise<void> {
  unwrapChanged(await client.from('user_profiles').update({ role }).eq('id', id).select('id'), 'update role');
}

/** "Ban User" sets the type back to free; a banned status is not stored (SPEC 4). */
export async function banUser(client: SupabaseClient, id: string): Promise<void> {
  unwrapChanged(await client.from('user_profiles').update({ type: 'free' }).eq('id', id).select('id'), 'ban user');
}
