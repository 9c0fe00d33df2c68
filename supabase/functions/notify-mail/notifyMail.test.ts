// notify-mail and notify-unsubscribe handlers with an outbox in memory: what a mail says in each
// language, where its links go, and that only a token signed for the member unsubscribes them.
import { describe, expect, it } from 'vitest';
import type { FunctionEnv } from '../_shared/env.ts';
import type { Mail } from '../_shared/mail.ts';
import { signToken, verifyToken } from '../_shared/signedToken.ts';
import { handleNotifyUnsubscribe } from '../notify-unsubscribe/index.ts';
import type { PendingMail } from './compose.ts';
import { handleNotifyMail } from './index.ts';
import { sendPendingMails, UNSUBSCRIBE_PURPOSE, type Outbox } from './send.ts';

const env = { SUPABASE_SECRET_KEY: 'sb_secret_test', SITE_URL: 'https://academy.example' } as FunctionEnv;
const member = '11111111-2222-4333-8444-555555555555';

function pending(overrides: Partial<PendingMail> = {}): PendingMail {
  return {
    id: 'n1',
    recipient_id: member,
    email: 'ana@example.test',
    locale: 'pt',
    actor_name: 'Staff Person',
    body: 'Use <b>await</b> here',
    at_seconds: 95,
    video_id: 'vid-1',
    video_title: 'Prompts 101',
    course_slug: 'coder-ai',
    ...overrides,
  };
}

function memoryOutbox(rows: PendingMail[]) {
  const finished: { sent: string[]; failed: string[] }[] = [];
  const outbox: Outbox = {
    claim: async () => rows.splice(0),
    finish: async (sent, failed) => void finished.push({ sent, failed }),
  };
  return { outbox, finished };
}

describe('notify-mail', () => {
  it('writes in the member’s language, links the lesson at its second and a signed unsubscribe link, and escapes the message', async () => {
    const { outbox, finished } = memoryOutbox([pending(), pending({ id: 'n2', locale: null, email: 'jan@example.test' })]);
    const delivered: Mail[] = [];
    const outcome = await sendPendingMails(outbox, {
      siteUrl: env.SITE_URL,
      secret: env.SUPABASE_SECRET_KEY,
      deliver: async (m) => void delivered.push(m),
    });
    expect(outcome).toEqual({ sent: 2, failed: 0 });
    expect(finished).toEqual([{ sent: ['n1', 'n2'], failed: [] }]);
    const [pt, ht] = delivered;
    expect(pt!.subject).toBe('Nova mensagem na discussão de "Prompts 101"');
    expect(pt!.text).toContain('https://academy.example/academy/coder-ai/vid-1?t=95');
    expect(pt!.html).toContain('Use &lt;b&gt;await&lt;/b&gt; here');
    expect(ht!.subject).toBe('Nouvo mesaj nan diskisyon « Prompts 101 »');
    const link = /https:\/\/academy\.example\/notifications\/unsubscribe\?token=(\S+)/.exec(ht!.text)?.[1];
    expect(await verifyToken(env.SUPABASE_SECRET_KEY, UNSUBSCRIBE_PURPOSE, decodeURIComponent(link!))).toBe(member);
  });

  it('reports a mail that could not be delivered as failed, and the others as sent', async () => {
    const { outbox, finished } = memoryOutbox([pending(), pending({ id: 'n2', email: 'bad@example.test' })]);
    const deliver = async (m: Mail) => {
      if (m.to === 'bad@example.test') throw new Error('refused');
    };
    expect(await sendPendingMails(outbox, { siteUrl: env.SITE_URL, secret: 's', deliver })).toEqual({ sent: 1, failed: 1 });
    expect(finished).toEqual([{ sent: ['n1'], failed: ['n2'] }]);
  });

  it('answers POST only', async () => {
    const { outbox } = memoryOutbox([]);
    expect((await handleNotifyMail(new Request('https://x/functions/v1/notify-mail'), env, outbox)).status).toBe(405);
    const response = await handleNotifyMail(new Request('https://x/functions/v1/notify-mail', { method: 'POST' }), env, outbox);
    expect(await response.json()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('notify-unsubscribe', () => {
  const call = (token: unknown, optOut: (member: string) => Promise<boolean> = async () => true) =>
    handleNotifyUnsubscribe(
      new Request('https://x/functions/v1/notify-unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }),
      env,
      optOut,
    );

  it('turns mail off for the member the token was signed for', async () => {
    const seen: string[] = [];
    const response = await call(await signToken(env.SUPABASE_SECRET_KEY, UNSUBSCRIBE_PURPOSE, member), async (id) => (seen.push(id), true));
    expect(response.status).toBe(200);
    expect(seen).toEqual([member]);
  });

  it('refuses a forged, altered or missing token', async () => {
    const forged = await signToken('another-secret', UNSUBSCRIBE_PURPOSE, member);
    const other = await signToken(env.SUPABASE_SECRET_KEY, 'another-purpose', member);
    const altered = (await signToken(env.SUPABASE_SECRET_KEY, UNSUBSCRIBE_PURPOSE, member)).replace(/^1/, '2');
    for (const token of [forged, other, altered, undefined, 'x']) expect((await call(token)).status).toBe(400);
  });
});
