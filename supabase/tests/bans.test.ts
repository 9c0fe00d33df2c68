// Issue 20.6: only staff ban or unban (checked in the database function), a ban sets the type back to free,
// sets the auth service's banned_until and ends the member's sessions; staff and oneself cannot be banned.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

describeEachEngine('member bans', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const bannedUntil = async (id: string) =>
    (await backend.sql<{ banned_until: string | null }>('select banned_until from auth.users where id = $1', [id]))[0]?.banned_until ??
    null;

  it('refuses learners and anonymous callers', async () => {
    const learner = await backend.signUpUser(`learner-${engine}@example.test`);
    const other = await backend.signUpUser(`other-${engine}@example.test`);
    const byLearner = await learner.client.rpc('set_member_ban', { target: other.id, banned: true });
    expect(byLearner.error?.code).toBe('42501');
    expect((await backend.client().rpc('set_member_ban', { target: other.id, banned: true })).error).not.toBeNull();
    expect((await learner.client.rpc('member_bans', { ids: [other.id] })).error?.code).toBe('42501');
    expect(await bannedUntil(other.id)).toBeNull();
  });

  it('lets staff ban (type free, banned_until, sessions gone) and unban a member, but not staff or themselves', async () => {
    const master = await backend.signUpUser(`master-${engine}@example.test`, 'master');
    const instructor = await backend.signUpUser(`teacher-${engine}@example.test`, 'instructor');
    const member = await backend.signUpUser(`member-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      periodEnd: new Date(Date.now() + 86_400_000),
    });
    await backend.sql(`update public.user_profiles set type = 'paid' where id = $1`, [member.id]);

    const banned = await master.client.rpc('set_member_ban', { target: member.id, banned: true });
    expect(banned.error).toBeNull();
    expect(Date.parse(String(await bannedUntil(member.id)))).toBeGreaterThan(Date.now() + 365 * 86_400_000);
    expect((await backend.sql<{ type: string }>('select type from public.user_profiles where id = $1', [member.id]))[0]?.type).toBe('free');
    expect((await backend.sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [member.id]))[0]?.n).toBe(
      0,
    );
    const listed = await instructor.client.rpc('member_bans', { ids: [member.id, instructor.id] });
    expect((listed.data as { id: string }[]).map((row) => row.id)).toEqual([member.id]);

    expect((await master.client.rpc('set_member_ban', { target: instructor.id, banned: true })).error?.code).toBe('42501');
    expect((await master.client.rpc('set_member_ban', { target: master.id, banned: true })).error?.code).toBe('42501');
    // An id that names no member is the caller's mistake, 404 (it was P0002, answered 500; found by the fuzzer).
    for (const target of ['00000000-0000-4000-8000-00000000dead', null]) {
      const unknown = await master.client.rpc('set_member_ban', { target, banned: true });
      expect({ status: unknown.status, code: unknown.error?.code, message: unknown.error?.message }).toEqual({
        status: 404,
        code: 'PT404',
        message: 'No member with this id',
      });
    }

    expect((await instructor.client.rpc('set_member_ban', { target: member.id, banned: false })).error).toBeNull();
    expect(await bannedUntil(member.id)).toBeNull();
    // Unban gives back the type the member's purchases earn (the live Monthly subscription): paid again.
    expect((await backend.sql<{ type: string }>('select type from public.user_profiles where id = $1', [member.id]))[0]?.type).toBe('paid');
  });

  it('unban of a member without a live purchase leaves the type free', async () => {
    const master = await backend.signUpUser(`master2-${engine}@example.test`, 'master');
    const member = await backend.signUpUser(`lapsed-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      periodEnd: new Date(Date.now() - 86_400_000),
    });
    await master.client.rpc('set_member_ban', { target: member.id, banned: true });
    expect((await master.client.rpc('set_member_ban', { target: member.id, banned: false })).error).toBeNull();
    expect((await backend.sql<{ type: string }>('select type from public.user_profiles where id = $1', [member.id]))[0]?.type).toBe('free');
  });

  // Hosted Supabase's Data API runs public.refuse_banned_caller() before each request (db-pre-request, see the
  // migration 20261125210000_banned_tokens_refused.sql and grants.test.ts): here it is called as PostgREST calls
  // it, with the request's claims set, so a banned member's still-valid token is refused with PostgREST's 403.
  it('the pre-request check refuses a banned caller and lets everyone else through', async () => {
    const master = await backend.signUpUser(`master3-${engine}@example.test`, 'master');
    const member = await backend.signUpUser(`checked-${engine}@example.test`);
    const check = async (claims: Record<string, string> | null): Promise<string | null> => {
      const setting = claims ? JSON.stringify(claims).replaceAll("'", "''") : '';
      try {
        await backend.exec(`do $$ begin
          perform set_config('request.jwt.claims', '${setting}', true);
          -- The older per-claim setting, which this engine's auth.uid() reads (hosted's reads either).
          perform set_config('request.jwt.claim.sub', '${claims?.sub ?? ''}', true);
          perform public.refuse_banned_caller();
        end $$;`);
        return null;
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    };
    expect(await check({ sub: member.id, role: 'authenticated' })).toBeNull();
    expect(await check(null)).toBeNull();
    await master.client.rpc('set_member_ban', { target: member.id, banned: true });
    expect(await check({ sub: member.id, role: 'authenticated' })).toBe('PT403');
    expect(await check({ sub: master.id, role: 'authenticated' })).toBeNull();
    expect(await check({ role: 'anon' })).toBeNull();
    const callable = await backend.sql<{ anon: boolean; member: boolean }>(
      `select has_function_privilege('anon', 'public.refuse_banned_caller()', 'execute') as anon,
              has_function_privilege('authenticated', 'public.refuse_banned_caller()', 'execute') as member`,
    );
    expect(callable[0]).toEqual({ anon: true, member: true });
  });
});
