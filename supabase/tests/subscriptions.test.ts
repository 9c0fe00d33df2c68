// Subscription state: only the service role writes it, and has_active_subscription() follows
// status, period end and tier (Lifetime satisfies any tier, staff are not implied).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describeEachEngine('subscriptions', (engine) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('lets the service role create and update a subscription, which the user then reads', async () => {
    const user = await backend.signUpUser(`paid-${engine}@example.test`);
    const service = backend.serviceClient();
    const periodEnd = new Date(Date.now() + 30 * DAY).toISOString();
    const created = await service
      .from('subscriptions')
      .upsert({ user_id: user.id, tier: 'Yearly', status: 'active', current_period_end: periodEnd, stripe_customer_id: 'cus_1' });
    expect(created.error).toBeNull();
    expect((await user.client.rpc('has_active_subscription', { tiers: ['Yearly'] })).data).toBe(true);
    expect((await user.client.rpc('has_active_subscription', { tiers: ['Monthly'] })).data).toBe(false);
    const updated = await service.from('subscriptions').update({ status: 'canceled' }).eq('user_id', user.id);
    expect(updated.error).toBeNull();
    expect((await user.client.rpc('has_active_subscription')).data).toBe(false);
    const own = await user.client.from('subscriptions').select('tier, status').eq('user_id', user.id);
    expect(own.data).toEqual([{ tier: 'Yearly', status: 'canceled' }]);
    const paid = await service.from('user_profiles').update({ type: 'paid' }).eq('id', user.id).select('type');
    expect(paid.data).toEqual([{ type: 'paid' }]);
    const event = await service.from('payment_events').insert({ id: `evt_${engine}`, type: 'checkout.session.completed' });
    expect(event.error).toBeNull();
    const replay = await service.from('payment_events').insert({ id: `evt_${engine}`, type: 'checkout.session.completed' });
    // A replayed event id is a unique violation (what the webhook's idempotency relies on), not any error.
    expect({ code: replay.error?.code, status: replay.status }).toEqual({ code: '23505', status: 409 });
  });

  it('treats an ended period, a past_due status and a missing row as not subscribed', async () => {
    const expired = await backend.signUpUser(`expired-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      periodEnd: new Date(Date.now() - DAY),
    });
    const pastDue = await backend.signUpUser(`pastdue-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      status: 'past_due',
      periodEnd: new Date(Date.now() + DAY),
    });
    const trialing = await backend.signUpUser(`trial-${engine}@example.test`, 'student', {
      tier: 'Monthly',
      status: 'trialing',
      periodEnd: new Date(Date.now() + DAY),
    });
    const monthlyNoEnd = await backend.signUpUser(`noend-${engine}@example.test`, 'student', { tier: 'Monthly', periodEnd: null });
    const master = await backend.signUpUser(`boss-${engine}@example.test`, 'master');
    expect((await expired.client.rpc('has_active_subscription')).data).toBe(false);
    expect((await pastDue.client.rpc('has_active_subscription')).data).toBe(false);
    expect((await trialing.client.rpc('has_active_subscription')).data).toBe(true);
    expect((await monthlyNoEnd.client.rpc('has_active_subscription')).data).toBe(false);
    expect((await master.client.rpc('has_active_subscription')).data).toBe(false);
    expect((await master.client.rpc('current_app_role')).data).toBe('master');
    expect((await backend.client().rpc('has_active_subscription')).data).toBe(false);
  });

  it('hides premium lessons from a subscriber whose period ended', async () => {
    const expired = await backend.signUpUser(`lapsed-${engine}@example.test`, 'student', {
      tier: 'Yearly',
      periodEnd: new Date(Date.now() - DAY),
    });
    // A premium lesson of a published course (learners see no other lessons: issue 33).
    const [course] = await backend.sql<{ id: string }>(
      `insert into public.courses (slug, title, state) values ('lapsed', 'L', 'published') returning id`,
    );
    const [module] = await backend.sql<{ id: string }>(`insert into public.modules (course_id, title) values ($1, 'M') returning id`, [
      course!.id,
    ]);
    const [video] = await backend.sql<{ id: string }>(
      `insert into public.videos (title, youtube_url, is_private, module_id) values ('P', 'https://youtu.be/abcdefghijk', true, $1) returning id`,
      [module!.id],
    );
    expect((await expired.client.from('videos').select('id').eq('id', video!.id)).data).toEqual([]);
    const catalog = await expired.client.from('lesson_catalog').select('youtube_url, is_locked').eq('id', video!.id);
    expect(catalog.data).toEqual([{ youtube_url: null, is_locked: true }]);
  });
});
