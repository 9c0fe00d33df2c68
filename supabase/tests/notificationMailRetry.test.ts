// Issue 21: a notification mail that could not be sent is tried again after 1, 4, 16 and 64 minutes and is
// 'failed' after the fifth attempt; a mail left 'sending' by a sender that stopped goes back to the outbox.
// The outbox functions as notify-mail calls them (service role), the clock moved by editing the retry times.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFreeLesson } from './lessonFixture.ts';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';

describeEachEngine('notification mail retries', (engine) => {
  let backend: TestBackend;
  let notification = '';
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    const asker = await backend.signUpUser(`asker-${engine}@example.test`);
    const answerer = await backend.signUpUser(`answerer-${engine}@example.test`);
    const videoId = await insertFreeLesson((sql, params) => backend.sql(sql, params), `retry-${engine}`);
    const [question] = await backend.sql<{ id: string }>(
      `insert into public.lesson_messages (video_id, author_id, body, at_seconds) values ($1, $2, 'Why?', 95) returning id`,
      [videoId, asker.id],
    );
    await backend.sql(`insert into public.lesson_messages (video_id, parent_id, author_id, body) values ($1, $2, $3, 'Because.')`, [
      videoId,
      question!.id,
      answerer.id,
    ]);
    const [row] = await backend.sql<{ id: string }>('select id from public.notifications where recipient_id = $1', [asker.id]);
    notification = row!.id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  const service = () => backend.serviceClient();
  const claim = async () => {
    const { data, error } = await service().rpc('claim_notification_mails', { batch: 20, per_minute: 1000 });
    expect(error).toBeNull();
    return ((data ?? []) as { id: string }[]).map((row) => row.id);
  };
  const finish = async (sent: string[], failed: string[]) => {
    const { error } = await service().rpc('finish_notification_mails', { sent, failed });
    expect(error).toBeNull();
  };
  const state = async () =>
    (
      await backend.sql<{ mail_status: string; mail_attempts: number; wait: number | null }>(
        `select mail_status, mail_attempts, round(extract(epoch from (mail_retry_at - now())) / 60)::integer as wait
         from public.notifications where id = $1`,
        [notification],
      )
    )[0]!;
  const dueNow = () =>
    backend.sql(`update public.notifications set mail_retry_at = now() - interval '1 second' where id = $1`, [notification]);

  it('waits 1, 4, 16 and 64 minutes after each failure, then gives up after the fifth attempt', async () => {
    const waits: (number | null)[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await claim()).toEqual([notification]);
      await finish([], [notification]);
      const after = await state();
      expect(after.mail_attempts).toBe(attempt);
      waits.push(after.wait);
      if (attempt < 5) {
        expect(after.mail_status).toBe('pending');
        // Not before its time.
        expect(await claim()).toEqual([]);
        await dueNow();
      } else {
        expect(after.mail_status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 4, 16, 64, null]);
    expect(await claim()).toEqual([]);
  });

  it('sends a mail that failed once when its retry comes, and a mail its sender left half-way', async () => {
    await backend.sql(`update public.notifications set mail_status = 'pending', mail_attempts = 0, mail_retry_at = null where id = $1`, [
      notification,
    ]);
    expect(await claim()).toEqual([notification]);
    await finish([], [notification]);
    await dueNow();
    expect(await claim()).toEqual([notification]);
    await finish([notification], []);
    expect(await state()).toMatchObject({ mail_status: 'sent', mail_attempts: 2 });

    // Claimed, then its sender stopped: 15 minutes later it is claimed again.
    await backend.sql(`update public.notifications set mail_status = 'pending', mail_attempts = 0 where id = $1`, [notification]);
    expect(await claim()).toEqual([notification]);
    expect(await claim()).toEqual([]);
    await backend.sql(`update public.notifications set mailed_at = now() - interval '16 minutes' where id = $1`, [notification]);
    expect(await claim()).toEqual([notification]);
    expect(await state()).toMatchObject({ mail_status: 'sending', mail_attempts: 2 });
  });
});
