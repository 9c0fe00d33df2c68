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

    expect((await instructor.client.rpc('set_member_ban', { target: member.id, banned: false })).error).toBeNull();
    expect(await bannedUntil(member.id)).toBeNull();
  });
});
