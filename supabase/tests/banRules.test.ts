// Staff's bans (issue 20.6), one condition of set_member_ban and member_bans per case (issue 35: pnpm
// test:sql-mutation found these conditions unchecked, because bans.test.ts's attacks each break two rules at once: a
// staff member banning themselves is refused as staff too; the ban's changes were read only on its target; the list
// was asked only for members whose ban runs).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

describeEachEngine('member bans, one condition at a time', (engine) => {
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

  it('refuses staff their own ban and unban by the rule for oneself, not only as staff', async () => {
    // A staff member banning themselves is refused by the staff rule too: only the message tells the rules apart;
    // an unban of oneself meets the rule for oneself alone.
    const master = await backend.signUpUser(`self-${engine}@example.test`, 'master');
    for (const banned of [true, false]) {
      const own = await master.client.rpc('set_member_ban', { target: master.id, banned });
      expect({ code: own.error?.code, message: own.error?.message }).toEqual({ code: '42501', message: 'You cannot ban yourself' });
    }
    expect(await bannedUntil(master.id)).toBeNull();
  });

  it('lets staff unban a staff account (banned before its promotion): only a ban of staff is refused', async () => {
    const master = await backend.signUpUser(`master4-${engine}@example.test`, 'master');
    const promoted = await backend.signUpUser(`promoted-${engine}@example.test`);
    await master.client.rpc('set_member_ban', { target: promoted.id, banned: true });
    await backend.sql(`update public.user_profiles set role = 'instructor' where id = $1`, [promoted.id]);
    const unban = await master.client.rpc('set_member_ban', { target: promoted.id, banned: false });
    expect(unban.error).toBeNull();
    expect(await bannedUntil(promoted.id)).toBeNull();
  });

  it("a ban and an unban change only their member: others' type, sessions and ban stay", async () => {
    const master = await backend.signUpUser(`master5-${engine}@example.test`, 'master');
    const live = { tier: 'Monthly' as const, periodEnd: new Date(Date.now() + 86_400_000) };
    const target = await backend.signUpUser(`target-${engine}@example.test`, 'student', live);
    const paid = await backend.signUpUser(`paid-${engine}@example.test`, 'student', live);
    const free = await backend.signUpUser(`free-${engine}@example.test`);
    await backend.sql(`update public.user_profiles set type = 'paid' where id = any($1)`, [[target.id, paid.id]]);
    const type = async (id: string) =>
      (await backend.sql<{ type: string }>('select type from public.user_profiles where id = $1', [id]))[0]?.type;
    const sessions = async (id: string) =>
      (await backend.sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [id]))[0]?.n;
    const paidSessions = await sessions(paid.id);
    expect(paidSessions).toBeGreaterThan(0);

    await master.client.rpc('set_member_ban', { target: target.id, banned: true });
    expect(await type(paid.id)).toBe('paid');
    expect(await sessions(paid.id)).toBe(paidSessions);
    expect(await bannedUntil(paid.id)).toBeNull();

    // The unban gives the target the type its purchases earn, and no one else.
    await master.client.rpc('set_member_ban', { target: target.id, banned: false });
    expect(await type(target.id)).toBe('paid');
    expect(await type(free.id)).toBe('free');
  });

  it('lists only the members asked for whose ban still runs', async () => {
    const instructor = await backend.signUpUser(`teacher2-${engine}@example.test`, 'instructor');
    const asked = await backend.signUpUser(`asked-${engine}@example.test`);
    const notAsked = await backend.signUpUser(`not-asked-${engine}@example.test`);
    const runOut = await backend.signUpUser(`run-out-${engine}@example.test`);
    await backend.sql(`update auth.users set banned_until = now() + interval '1 day' where id = any($1)`, [[asked.id, notAsked.id]]);
    await backend.sql(`update auth.users set banned_until = now() - interval '1 minute' where id = $1`, [runOut.id]);
    const listed = await instructor.client.rpc('member_bans', { ids: [asked.id, runOut.id, instructor.id] });
    expect(listed.error).toBeNull();
    expect((listed.data as { id: string }[]).map((row) => row.id)).toEqual([asked.id]);
  });
});
