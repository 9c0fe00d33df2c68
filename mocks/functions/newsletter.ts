// MSW handlers for sending a newsletter: the newsletter-send function and the per-recipient rows its progress is read from.
import { delay, http, HttpResponse } from 'msw';
import { STORY_BACKEND_URL } from '../supabase/backend.ts';

/** What the function answers once it is done (as features/dashboard/data/newsletters.ts reads it). */
export type SendOutcome = { status: 'draft' | 'sending' | 'sent'; total: number; sent: number; failed: number; pending: number };

/**
 * newsletter-send answering `outcome` after `delayMs` (the send is in progress meanwhile), failing with 500
 * ('error'), or never answering ('pending').
 */
export function newsletterSend(outcome: SendOutcome | 'error' | 'pending', delayMs = 0) {
  return http.post(`${STORY_BACKEND_URL}/functions/v1/newsletter-send`, async () => {
    if (outcome === 'pending') await delay('infinite');
    if (delayMs) await delay(delayMs);
    if (outcome === 'error' || outcome === 'pending') return HttpResponse.json({ error: 'The function failed' }, { status: 500 });
    return HttpResponse.json(outcome);
  });
}

/**
 * newsletter_deliveries counts (HEAD with `count=exact`): `total` recipients, of which `sent` are done; with
 * `status=eq.sent` the sent count, otherwise the total. `sent` may be a function, read on every poll.
 */
export function newsletterDeliveries(progress: { total: number; sent: number | (() => number) } | 'error') {
  return http.head(`${STORY_BACKEND_URL}/rest/v1/newsletter_deliveries`, ({ request }) => {
    if (progress === 'error') return HttpResponse.json({ message: 'mock failure', code: 'XX000' }, { status: 500 });
    const onlySent = new URL(request.url).searchParams.get('status') === 'eq.sent';
    const sent = typeof progress.sent === 'function' ? progress.sent() : progress.sent;
    return new HttpResponse(null, { headers: { 'content-range': `*/${onlySent ? sent : progress.total}` } });
  });
}
