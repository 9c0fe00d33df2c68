import type { SupabaseClient } from '@supabase/supabase-js';
import { pageRange, userSearchFilter } from '../model/userSearch.ts';
import type { UserRole } from '../model/roleChoices.ts';
import { unwrap, unwrapChanged } from './result.ts';

export type { UserRole } from '../model/roleChoices.ts';

export type DashboardUser = {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The name the member shows under when they gave none ('Elèv 4821'; issue 39.4). */
  generated_name?: string | null;
  role: UserRole;
  type: 'free' | 'paid';
  created_at: string;
  /** When the auth service's ban ends (far in the future); null when the member is not banned. */
  banned_until: string | null;
};
export type UsersPage = { rows: DashboardUser[]; total: number };

export const USERS_PAGE_SIZE = 20;
const COLUMNS = 'id, email, first_name, last_name, generated_name, role, type, created_at';

/** One page of users, newest first, filtered on the server by email or name. */
export async function fetchUsersPage(client: SupabaseClient, query: string, page: number, size = USERS_PAGE_SIZE): Promise<UsersPage> {
  const { from, to } = pageRange(page, size);
  let request = client.from('user_profiles').select(COLUMNS, { count: 'exact' });
  const filter = userSearchFilter(query);
  if (filter) request = request.or(filter);
  const result = await request.order('created_at', { ascending: false }).order('id').range(from, to);
  const rows = unwrap(result, 'load users') as Omit<DashboardUser, 'banned_until'>[];
  const bans =
    rows.length === 0
      ? []
      : (unwrap(await client.rpc('member_bans', { ids: rows.map((row) => row.id) }), 'load bans') as {
          id: string;
          banned_until: string;
        }[]);
  const bannedUntil = new Map(bans.map((ban) => [ban.id, ban.banned_until]));
  return { rows: rows.map((row) => ({ ...row, banned_until: bannedUntil.get(row.id) ?? null })), total: result.count ?? 0 };
}

export async function updateUserRole(client: SupabaseClient, id: string, role: UserRole): Promise<void> {
  unwrapChanged(await client.from('user_profiles').update({ role }).eq('id', id).select('id'), 'update role');
}

/**
 * "Ban User" sets the type back to free (SPEC 4) and bans the account in the auth service, so the member can no longer
 * sign in or use the API. One server function does both and checks that the caller is staff.
 */
export async function banUser(client: SupabaseClient, id: string): Promise<void> {
  await setBan(client, id, true);
}

/** Lifts the auth ban (the type stays free until the member pays again). */
export async function unbanUser(client: SupabaseClient, id: string): Promise<void> {
  await setBan(client, id, false);
}

async function setBan(client: SupabaseClient, id: string, banned: boolean): Promise<void> {
  const { error } = await client.rpc('set_member_ban', { target: id, banned });
  if (error) throw new Error(`${banned ? 'ban' : 'unban'} user: ${error.message}`);
}
