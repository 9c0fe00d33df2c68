// The master role beyond the policy matrix: the service role cannot remove the last master either,
// the refusal says why, and two masters demoting each other at the same moment leave one master.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

describeEachEngine('the master role', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(async () => {
    await backend?.close();
  });

  const roleOf = async (id: string) =>
    (await backend.sql<{ role: string }>('select role from public.user_profiles where id = $1', [id]))[0]?.role;

  it('refuses an instructor who promotes themselves with a clear 42501, and the service role who demotes the last master', async () => {
    const master = await backend.signUpUser(`last-master-${engine}@example.test`, 'master');
    const instructor = await backend.signUpUser(`climber-${engine}@example.test`, 'instructor');

    const climb = await instructor.client.from('user_profiles').update({ role: 'master' }).eq('id', instructor.id);
    expect(climb.error?.code).toBe('42501');
    expect(climb.error?.message).toBe('only a master may grant or remove the master role');
    const demote = await instructor.client.from('user_profiles').update({ role: 'student' }).eq('id', master.id);
    expect(demote.error?.code).toBe('42501');

    const byService = await backend.serviceClient().from('user_profiles').update({ role: 'student' }).eq('id', master.id);
    expect(byService.error?.message).toBe('the last master cannot be demoted');
    expect(await roleOf(master.id)).toBe('master');
    expect(await roleOf(instructor.id)).toBe('instructor');
  });

  it('leaves one master when two masters demote each other at the same time', async () => {
    const [a, b] = [
      await backend.signUpUser(`twin-a-${engine}@example.test`, 'master'),
      await backend.signUpUser(`twin-b-${engine}@example.test`, 'master'),
    ];
    // The first test's master is still there: make these two the only masters.
    await backend.sql(`update public.user_profiles set role = 'instructor' where role = 'master' and id not in ($1, $2)`, [a.id, b.id]);
    const results = await Promise.all([
      a.client.from('user_profiles').update({ role: 'instructor' }).eq('id', b.id),
      b.client.from('user_profiles').update({ role: 'instructor' }).eq('id', a.id),
    ]);
    expect(results.filter((result) => result.error).length).toBe(1);
    const masters = await backend.sql<{ n: number }>(`select count(*)::int as n from public.user_profiles where role = 'master'`);
    expect(masters[0]!.n).toBe(1);
  });
});
