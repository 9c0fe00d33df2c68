// MSW handlers for the payment functions, one factory per endpoint so a story overrides one at a time.
import { delay, http, HttpResponse } from 'msw';

export const PAYMENTS_BACKEND_URL = 'https://backend.stories.test';
const fn = (name: string) => `${PAYMENTS_BACKEND_URL}/functions/v1/${name}`;

export type CheckSubscriptionAnswer = {
  subscribed: boolean;
  subscription_tier: 'Monthly' | 'Yearly' | 'Lifetime' | null;
  subscription_end: string | null;
};

export const notSubscribedAnswer: CheckSubscriptionAnswer = { subscribed: false, subscription_tier: null, subscription_end: null };

export type CheckoutSessionAnswer = 'paid' | 'processing' | 'open' | 'unknown';

/**
 * check-subscription answering `answer`, failing ('error', HTTP 500) or never answering ('pending': the check stays in
 * flight). Asked about a checkout session id (the payment return page), it says what `checkoutSessions` holds for that
 * id, 'unknown' (not the caller's) for any other.
 */
export function checkSubscription(
  answer: CheckSubscriptionAnswer | 'error' | 'pending' = notSubscribedAnswer,
  checkoutSessions: Record<string, CheckoutSessionAnswer> = {},
) {
  return http.post(fn('check-subscription'), async ({ request }) => {
    if (answer === 'pending') await delay('infinite');
    if (answer === 'error' || answer === 'pending')
      return HttpResponse.json({ error: 'The function failed', code: 'function_error' }, { status: 500 });
    const body = (await request.json().catch(() => ({}))) as { checkout_session_id?: unknown };
    if (typeof body.checkout_session_id !== 'string') return HttpResponse.json(answer);
    return HttpResponse.json({ ...answer, checkout_session: checkoutSessions[body.checkout_session_id] ?? 'unknown' });
  });
}

/** create-checkout answering a URL, an error code (e.g. plan_not_found) with its status, or a body without a URL. */
export function createCheckout(answer: { url: string } | { code: string; status: number } | 'no-url') {
  return http.post(fn('create-checkout'), () => {
    if (answer === 'no-url') return HttpResponse.json({});
    if ('url' in answer) return HttpResponse.json(answer);
    return HttpResponse.json({ error: answer.code, code: answer.code }, { status: answer.status });
  });
}

export function customerPortal(answer: { url: string } | 'error') {
  return http.post(fn('customer-portal'), () =>
    answer === 'error'
      ? HttpResponse.json({ error: 'No purchase is recorded for this account', code: 'no_customer' }, { status: 404 })
      : HttpResponse.json(answer),
  );
}
