import type { SupabaseClient } from '@supabase/supabase-js';
import { unwrapCount } from './result.ts';

export type DashboardStats = { totalUsers: number; paidUsers: number; totalVideos: number };
export const zeroStats: DashboardStats = { totalUsers: 0, paidUsers: 0, totalVideos: 0 };

/** SPEC 7: counts of all profiles, of paid ones, and of videos (head requests: no rows travel). */
export async function fetchDashboardStats(client: SupabaseClient): Promise<DashboardStats> {
  const head = { count: 'exact', head: true } as const;
  const [users, paid, videos] = await Promise.all([
    client.from('user_profiles').select('id', head),
    client.from('user_profiles').select('id', head).eq('type', 'paid'),
    client.from('videos').select('id', head),
  ]);
  return {
    totalUsers: unwrapCount(users, 'count users'),
    paidUsers: unwrapCount(paid, 'count paid users'),
    totalVideos: unwrapCount(videos, 'count videos'),
  };
}
