// The local stand-in for Stripe's customer portal (offline mode only, issue 20.13): the holder of a running Monthly
// or Yearly test subscription can cancel it or switch to the other plan, the changes Stripe's portal offers. It is
// reached through customer-portal's signed link, like the test checkout, and writes through the same rule book.
import type { PaymentsDeps } from '../_payments/deps.ts';
import { recordPaymentEvent } from '../_payments/recordPurchase.ts';
import type { Tier } from '../_payments/plans.ts';
import { isSubscribed, type SubscriptionChange } from '../_payments/subscriptionState.ts';
import { testPeriodEnd, verifyTestSession, type TestCheckoutSession } from '../_payments/testCheckoutSession.ts';

/** Portal links carry a signed session whose id starts with this, so a checkout link cannot be used as one. */
export const TEST_PORTAL_PREFIX = 'portal_test_local_';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

function page(content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test subscription management · Academy</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{width:min(420px,100% - 2rem);padding:1.5rem;border:1px solid color-mix(in srgb,CanvasText 20%,transparent);border-radius:12px}
.test{display:inline-block;padding:.15rem .5rem;border-radius:6px;background:#f5a623;color:#1a1a1a;font-size:.8rem;font-weight:600}
button{margin-top:.75rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;border:0;border-radius:8px;background:#635bff;color:#fff;cursor:pointer}
button.danger{background:#b42318}.hint{font-size:.8rem;opacity:.75}a{color:inherit}
</style></head><body><main><span class="test">TEST MODE</span>${content}
<p class="hint"><a href="/plans">Return to the plans</a></p></main></body></html>`;
}

export async function handleTestPortal(request: Request, deps: PaymentsDeps, token: string): Promise<Response> {
  const secret = deps.config.testCheckoutSecret ?? '';
  const now = deps.now?.() ?? new Date();
  const session: TestCheckoutSession | null = await verifyTestSession(token, secret, now.getTime());
  if (!session || !session.id.startsWith(TEST_PORTAL_PREFIX)) {
    return html(page('<p role="alert">This link is invalid or has expired.</p>'), 400);
  }
  const current = await deps.store.get(session.userId);
  const recurring = current && isSubscribed(current, now) && current.tier !== 'Lifetime' ? current : null;
  if (!recurring) return html(page('<h1>Nothing to manage</h1><p>There is no running Monthly or Yearly subscription on this account.</p>'));
  const other: Tier = recurring.tier === 'Monthly' ? 'Yearly' : 'Monthly';
  const action = `?portal=${encodeURIComponent(token)}`;

  if (request.method === 'GET') {
    const ends = recurring.current_period_end ? new Date(recurring.current_period_end).toISOString().slice(0, 10) : '';
    return html(
      page(`<h1>Your ${escapeHtml(recurring.tier)} subscription</h1><p>Renews on ${escapeHtml(ends)}.</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="switch"><button type="submit">Switch to ${other}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="danger">Cancel subscription</button></form>
<p class="hint">Cancelling ends access now (a test subscription has no billing period to finish).</p>`),
    );
  }
  if (request.method !== 'POST') return html(page('<p role="alert">Use GET or POST.</p>'), 405);
  const form = await request.formData().catch(() => null);
  const wanted = String(form?.get('action') ?? '');
  if (wanted !== 'cancel' && wanted !== 'switch') return html(page('<p role="alert">Choose an action.</p>'), 400);
  const change: Pick<SubscriptionChange, 'tier' | 'status' | 'currentPeriodEnd'> =
    wanted === 'cancel'
      ? { tier: recurring.tier, status: 'canceled', currentPeriodEnd: now.toISOString() }
      : { tier: other, status: 'active', currentPeriodEnd: testPeriodEnd(other, now) };
  await recordPaymentEvent(deps.store, { id: `${session.id}_${wanted}_${now.getTime()}`, type: `test_portal.${wanted}` }, async () => [
    {
      userId: session.userId,
      customerId: null,
      subscriptionId: recurring.stripe_subscription_id,
      occurredAt: now.toISOString(),
      ...change,
    },
  ]);
  return new Response(null, { status: 303, headers: { Location: '/plans' } });
}
