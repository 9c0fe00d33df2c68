// Sends one newsletter to every confirmed subscriber, resumable: see store.ts for the row states.
import { personalise, renderNewsletter, unsubscribeUrl } from './compose.ts';
import type { ComposedMail } from './compose.ts';
import type { DeliveryCounts, NewsletterStore } from './store.ts';

export type Deliver = (to: string, mail: ComposedMail) => Promise<void>;
export type SendOutcome = { status: 'sending' | 'sent' } & DeliveryCounts;

const BATCH = 25;
/** A claim this old belongs to a send that died mid-batch; its rows are sent again. */
export const STALE_CLAIM_MS = 5 * 60_000;

export function isStaffRole(role: string | null | undefined): boolean {
  const value = role?.trim().toLowerCase();
  return value === 'master' || value === 'instructor';
}

export async function sendNewsletter(
  store: NewsletterStore,
  newsletterId: string,
  options: { siteUrl: string; deliver: Deliver; now?: () => Date },
): Promise<SendOutcome | null> {
  const now = options.now ?? (() => new Date());
  const newsletter = await store.newsletter(newsletterId);
  if (!newsletter) return null;
  // A sent newsletter is never sent again: a repeated click or a retried request is a no-op.
  if (newsletter.status === 'sent') return { status: 'sent', ...(await store.counts(newsletterId)) };

  if (newsletter.status === 'draft') await store.setStatus(newsletterId, 'sending', now());
  // Subscribers confirmed since an interrupted attempt are included when it resumes.
  await store.enqueue(newsletterId, await store.confirmedSubscriberIds());
  await store.requeue(newsletterId, new Date(now().getTime() - STALE_CLAIM_MS));

  const rendered = renderNewsletter(newsletter);
  for (;;) {
    const recipients = await store.claim(newsletterId, BATCH, now());
    if (recipients.length === 0) break;
    for (const recipient of recipients) {
      const mail = personalise(rendered, newsletter.title, unsubscribeUrl(options.siteUrl, recipient.token), recipient.locale);
      try {
        await options.deliver(recipient.email, mail);
      } catch (error) {
        await store.markFailed(newsletterId, recipient.id, String((error as Error)?.message ?? error));
        continue;
      }
      await store.markSent(newsletterId, recipient.id, now());
    }
  }

  const counts = await store.counts(newsletterId);
  // Finished only when every row went out; failures (and rows another send still holds) keep
  // the newsletter in 'sending' so the next Send resumes it.
  if (counts.sent === counts.total) {
    await store.setStatus(newsletterId, 'sent', now());
    return { status: 'sent', ...counts };
  }
  return { status: 'sending', ...counts };
}
