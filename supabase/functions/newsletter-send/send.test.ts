import { describe, expect, it } from 'vitest';
import { memoryNewsletterStore } from './memoryStore.ts';
import { isStaffRole, sendNewsletter, STALE_CLAIM_MS } from './send.ts';
import { CLAIMED } from './store.ts';

const NEWSLETTER = { id: 'n1', title: 'Week 1', body: '<p>Hi</p>', is_html: true, image_url: null, status: 'draft' as const };
const SITE = 'https://academy.ht';

function world(confirmed = 5) {
  const subscribers = [
    // s1 subscribed on the Portuguese page, s2 on the English one; the others in Creole.
    ...Array.from({ length: confirmed }, (_, i) => ({
      id: `s${i}`,
      email: `s${i}@mail.ht`,
      token: `t${i}`,
      status: 'confirmed' as const,
      locale: i === 1 ? ('pt' as const) : i === 2 ? ('en' as const) : ('ht' as const),
    })),
    { id: 'p', email: 'pending@mail.ht', token: 'tp', status: 'pending' as const, locale: 'ht' as const },
    { id: 'u', email: 'gone@mail.ht', token: 'tu', status: 'unsubscribed' as const, locale: 'ht' as const },
  ];
  const sent: { to: string; text: string }[] = [];
  return { ...memoryNewsletterStore({ newsletters: [{ ...NEWSLETTER }], subscribers }), sent };
}

describe('sendNewsletter', () => {
  it('sends once to every confirmed subscriber with their own unsubscribe link, then marks the newsletter sent', async () => {
    const w = world(3);
    const outcome = await sendNewsletter(w.store, 'n1', {
      siteUrl: SITE,
      deliver: async (to, mail) => void w.sent.push({ to, text: mail.text }),
    });
    expect(outcome).toEqual({ status: 'sent', total: 3, sent: 3, failed: 0, pending: 0 });
    expect(w.sent.map((m) => m.to).sort()).toEqual(['s0@mail.ht', 's1@mail.ht', 's2@mail.ht']);
    expect(w.sent.find((m) => m.to === 's1@mail.ht')?.text).toContain(`${SITE}/newsletter/unsubscribe?token=t1`);
    // The footer speaks the language each reader subscribed in (issue 39.15).
    expect(w.sent.find((m) => m.to === 's0@mail.ht')?.text).toContain('Pou dezabòne:');
    expect(w.sent.find((m) => m.to === 's1@mail.ht')?.text).toContain('Para cancelar a inscrição:');
    expect(w.sent.find((m) => m.to === 's2@mail.ht')?.text).toContain('To unsubscribe:');
    expect(w.newsletters.get('n1')?.status).toBe('sent');
  });

  it('is a no-op for a newsletter already sent', async () => {
    const w = world(2);
    await sendNewsletter(w.store, 'n1', { siteUrl: SITE, deliver: async (to) => void w.sent.push({ to, text: '' }) });
    const again = await sendNewsletter(w.store, 'n1', { siteUrl: SITE, deliver: async (to) => void w.sent.push({ to, text: '' }) });
    expect(again?.status).toBe('sent');
    expect(w.sent).toHaveLength(2);
  });

  it('resumes after failures without sending anyone a second mail', async () => {
    const w = world(60);
    let accepted = 0;
    // The transport goes down after 30 mails (an interrupted send).
    const first = await sendNewsletter(w.store, 'n1', {
      siteUrl: SITE,
      deliver: async (to) => {
        if (accepted >= 30) throw new Error('SMTP down');
        accepted++;
        w.sent.push({ to, text: '' });
      },
    });
    expect(first).toMatchObject({ status: 'sending', total: 60, sent: 30, failed: 30 });
    expect(w.newsletters.get('n1')?.status).toBe('sending');

    const second = await sendNewsletter(w.store, 'n1', { siteUrl: SITE, deliver: async (to) => void w.sent.push({ to, text: '' }) });
    expect(second).toEqual({ status: 'sent', total: 60, sent: 60, failed: 0, pending: 0 });
    const recipients = w.sent.map((m) => m.to);
    expect(new Set(recipients).size).toBe(60);
    expect(recipients).toHaveLength(60);
  });

  it('includes subscribers confirmed before the resume, and skips those who left', async () => {
    const w = world(2);
    await sendNewsletter(w.store, 'n1', { siteUrl: SITE, deliver: async () => Promise.reject(new Error('down')) });
    w.subscribers.get('p')!.status = 'confirmed';
    w.subscribers.get('s0')!.status = 'unsubscribed';
    const outcome = await sendNewsletter(w.store, 'n1', { siteUrl: SITE, deliver: async (to) => void w.sent.push({ to, text: '' }) });
    expect(w.sent.map((m) => m.to).sort()).toEqual(['pending@mail.ht', 's1@mail.ht']);
    expect(outcome).toMatchObject({ status: 'sent', total: 2, sent: 2 });
  });

  it('leaves rows claimed by a live send alone and takes over a stale claim', async () => {
    const w = world(2);
    const start = new Date('2026-01-01T00:00:00Z');
    await w.store.enqueue('n1', ['s0', 's1']);
    await w.store.claim('n1', 1, start); // another send holds s0
    const during = await sendNewsletter(w.store, 'n1', {
      siteUrl: SITE,
      now: () => start,
      deliver: async (to) => void w.sent.push({ to, text: '' }),
    });
    expect(w.sent.map((m) => m.to)).toEqual(['s1@mail.ht']);
    expect(during).toMatchObject({ status: 'sending', pending: 1 });
    expect(w.deliveries('n1').get('s0')?.error).toBe(CLAIMED);

    const later = new Date(start.getTime() + STALE_CLAIM_MS + 1);
    const after = await sendNewsletter(w.store, 'n1', {
      siteUrl: SITE,
      now: () => later,
      deliver: async (to) => void w.sent.push({ to, text: '' }),
    });
    expect(after?.status).toBe('sent');
    expect(w.sent.map((m) => m.to)).toEqual(['s1@mail.ht', 's0@mail.ht']);
  });

  it('returns null for an unknown newsletter', async () => {
    expect(await sendNewsletter(world().store, 'nope', { siteUrl: SITE, deliver: async () => {} })).toBeNull();
  });
});

describe('isStaffRole', () => {
  it('accepts master and instructor, trimmed and case-insensitive', () => {
    expect(['master', ' Instructor ', 'MASTER'].every(isStaffRole)).toBe(true);
    expect([null, undefined, '', 'student', 'admin'].some(isStaffRole)).toBe(false);
  });
});
