// Search's premium masking of lessons (issue 21, search_lessons): a premium lesson is found by everyone but is
// locked (`is_locked`) for a member without a subscription, open for a subscriber; a free lesson is never locked.
// One case per condition (issue 35: pnpm test:sql-mutation dropped either half of `is_private and not premium`
// and no test noticed).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

describeEachEngine('search: premium lessons locked for non-subscribers', (engine) => {
  let backend: TestBackend;
  let member: TestUser;
  let subscriber: TestUser;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    member = await backend.signUpUser(`lock-member-${engine}@example.test`);
    subscriber = await backend.signUpUser(`lock-subscriber-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      periodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const free = await insertFreeLesson((sql, params) => backend.sql(sql, params), `lock-free-${engine}`);
    await backend.sql(`update public.videos set title = 'Quokkafree walkthrough' where id = $1`, [free]);
    const premium = await insertFreeLesson((sql, params) => backend.sql(sql, params), `lock-premium-${engine}`);
    await backend.sql(`update public.videos set title = 'Quokkapremium walkthrough', is_private = true where id = $1`, [premium]);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function lessonLock(user: TestUser, q: string): Promise<boolean[]> {
    const { data, error } = await user.client.rpc('search_everything', { q, lim: 20 });
    expect(error).toBeNull();
    const hits = (data ?? []) as { kind: string; is_locked: boolean }[];
    return hits.filter((hit) => hit.kind === 'lesson').map((hit) => hit.is_locked);
  }

  it('locks a premium lesson for a member without a subscription', async () => {
    expect(await lessonLock(member, 'Quokkapremium')).toEqual([true]);
  });

  it('opens a premium lesson for a subscriber', async () => {
    expect(await lessonLock(subscriber, 'Quokkapremium')).toEqual([false]);
  });

  it('never locks a free lesson', async () => {
    expect(await lessonLock(member, 'Quokkafree')).toEqual([false]);
  });
});
