// The local stand-in for Stripe's hosted checkout page (offline mode only). Plain HTML with no
// script so it works anywhere; English like the page it replaces, marked clearly as a test.
import type { Tier } from '../_payments/plans.ts';

const priceLabels: Record<Tier, string> = {
  Monthly: '$47.90 / month',
  Yearly: '$338.50 / year',
  Lifetime: '$500.00 once',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type CheckoutPageModel = { tier: Tier; token: string; cancelUrl: string; message?: string; cardNumber?: string };

export function checkoutPage({ tier, token, cancelUrl, message, cardNumber = '' }: CheckoutPageModel): string {
  const alert = message ? `<p class="alert" role="alert" id="checkout-error">${escapeHtml(message)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout · Academy</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{width:min(420px,100% - 2rem);padding:1.5rem;border:1px solid color-mix(in srgb,CanvasText 20%,transparent);border-radius:12px}
.test{display:inline-block;padding:.15rem .5rem;border-radius:6px;background:#f5a623;color:#1a1a1a;font-size:.8rem;font-weight:600}
h1{font-size:1.25rem;margin:.75rem 0 .25rem}.price{font-size:1.5rem;font-weight:700;margin:0 0 1rem}
label{display:block;margin:.75rem 0 .25rem;font-size:.9rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border-radius:8px;border:1px solid color-mix(in srgb,CanvasText 35%,transparent);background:Field;color:FieldText}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;border:0;border-radius:8px;background:#635bff;color:#fff;cursor:pointer}
.alert{padding:.6rem .75rem;border-radius:8px;background:#fde2e1;color:#8a1c1c}
.hint{font-size:.8rem;opacity:.75}a{color:inherit}
</style></head>
<body><main>
<span class="test">payments: test mode</span>
<h1>Academy ${escapeHtml(tier)}</h1>
<p class="price">${priceLabels[tier]}</p>
${alert}
<form method="post" action="?session=${encodeURIComponent(token)}">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(cardNumber)}" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="exp">Expiry</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="12 / 34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<button type="submit">Pay</button>
</form>
<p class="hint">No real payment is made. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
<p class="hint"><a href="${escapeHtml(cancelUrl)}">Cancel and return to the plans</a></p>
</main></body></html>`;
}

export function invalidSessionPage(cancelUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout · Academy</title></head>
<body><main><p role="alert">This checkout link is invalid or has expired.</p><p><a href="${escapeHtml(cancelUrl)}">Return to the plans</a></p></main></body></html>`;
}
