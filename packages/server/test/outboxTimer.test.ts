// Issue 21: a notification mail whose delivery failed is sent again when its retry comes due, by the server's own
// outbox timer (no one has to post again). The SMTP server is down for the first attempt and up for the retry.
import type { Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFreeLesson } from '../../../supabase/tests/lessonFixture.ts';
import { freePort, startTestServer, type TestServer } from './helpers.ts';
import { startSmtpServer, type Received } from './smtpStandIn.ts';

const ASKER = 'asker.outbox@example.test';

describe('the notification outbox timer', () => {
  const inbox: Received[] = [];
  let smtp: Server | undefined;
  let server: TestServer;

  // The mail server starts later in the file, on a port chosen now (the server's settings name it).
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startTestServer('embedded', {
      seed: false,
      outboxIntervalMs: 200,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'academy@example.com' },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
    if (smtp) await new Promise((resolve) => smtp!.close(resolve));
  });

  const createUser = async (email: string) => {
    const response = await fetch(`${server.url}/_admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.secretKey },
      body: JSON.stringify({ email, password: 'Passw0rd-Outbox', role: 'student' }),
    });
    expect(response.ok).toBe(true);
    return ((await response.json()) as { id: string }).id;
  };
  const mailState = async () =>
    (
      await server.database.query<{ mail_status: string; mail_attempts: number }>(
        'select mail_status, mail_attempts from public.notifications',
      )
    )[0];

  it('retries a mail that could not be delivered and sends it once the mail server answers', async () => {
    const asker = await createUser(ASKER);
    const answerer = await createUser('answerer.outbox@example.test');
    const videoId = await insertFreeLesson((sql, params) => server.database.query(sql, params), 'outbox');
    const [question] = await server.database.query<{ id: string }>(
      `insert into public.lesson_messages (video_id, author_id, body, at_seconds) values ($1, $2, 'Why?', 95) returning id`,
      [videoId, asker],
    );
    await server.database.query(
      `insert into public.lesson_messages (video_id, parent_id, author_id, body) values ($1, $2, $3, 'Because.')`,
      [videoId, question!.id, answerer],
    );

    // Nothing listens on the SMTP port: the timer's first attempt fails and the mail waits for its retry.
    await expect.poll(mailState, { timeout: 15_000 }).toEqual({ mail_status: 'pending', mail_attempts: 1 });
    expect(inbox).toEqual([]);

    // The mail server comes up, and the retry comes due (a minute, here made now).
    smtp = await startSmtpServer(smtpPort, inbox);
    await server.database.query(`update public.notifications set mail_retry_at = now()`);
    await expect.poll(mailState, { timeout: 15_000 }).toEqual({ mail_status: 'sent', mail_attempts: 2 });
    expect(inbox.filter((mail) => mail.to.some((to) => to.includes(ASKER)))).toHaveLength(1);
  });
});
