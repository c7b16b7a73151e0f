import { escapeHtml } from '#shared/domain/link-preview.ts';
import type { StripeObject } from './stripe-state.ts';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const day = (seconds: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.5rem 0}.muted{color:#697386;font-size:.875rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c1c9d2;border-radius:6px;font:inherit}
button,a.button{display:inline-block;margin-top:1rem;padding:.7rem 1rem;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.secondary{background:#e3e8ee!important;color:#1a1f36!important}.error{color:#df1b41;font-weight:600}.badge{display:inline-block;padding:0 .4rem;border-radius:4px;background:#fff3cd;font-size:.75rem}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The hosted checkout page: what is bought, a card field (4242 4242 4242 4242 pays, 4000 0000 0000
 * 0002 is declined, as Stripe's test cards), and a way back.
 */
export function checkoutPage(
  session: StripeObject,
  price: StripeObject,
  error?: string,
  coupon?: StripeObject,
) {
  const percentOff = Number(coupon?.percent_off ?? 0);
  const full = Number(price.unit_amount);
  const amount = money(Math.round((full * (100 - percentOff)) / 100), String(price.currency));
  const interval = (price.recurring as { interval: string }).interval;
  const discount = coupon
    ? `<p class="muted"><s>${escapeHtml(money(full, String(price.currency)))}</s> · ${escapeHtml(String(coupon.name ?? coupon.id))} (${percentOff}% off)</p>`
    : '';
  return page(
    'Inkslot Pro — checkout (local Stripe stand-in)',
    `<p class="badge">Test mode: local Stripe stand-in</p>
<h1>Subscribe to Inkslot Pro</h1>
<p><strong>${escapeHtml(amount)}</strong> per ${escapeHtml(interval)}</p>
${discount}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required>
<p class="muted">4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<button type="submit">Subscribe</button>
<a class="button secondary" href="${escapeHtml(String(session.cancel_url))}">Back</a>
</form>`,
  );
}

/** The customer portal: the subscription, its renewal or end, cancel at period end, and the way back. */
export function portalPage(
  portal: StripeObject,
  subscription: StripeObject | undefined,
  price?: StripeObject,
) {
  const back = `<a class="button secondary" href="${escapeHtml(String(portal.return_url))}">Return to Inkslot</a>`;
  if (!subscription) {
    return page('Billing (local Stripe stand-in)', `<h1>Billing</h1><p>No subscription.</p>${back}`);
  }
  const end = Number(subscription.current_period_end);
  const cancelling = subscription.cancel_at_period_end === true;
  const plan = price
    ? `${money(Number(price.unit_amount), String(price.currency))} per ${(price.recurring as { interval: string }).interval}`
    : 'Inkslot Pro';
  return page(
    'Billing (local Stripe stand-in)',
    `<p class="badge">Test mode: local Stripe stand-in</p>
<h1>Inkslot Pro</h1>
<p>${escapeHtml(plan)}</p>
<p>${cancelling ? `Cancels on ${escapeHtml(day(end))}` : `Renews on ${escapeHtml(day(end))}`}</p>
<p class="muted">Payment method: Visa •••• 4242</p>
${
  cancelling
    ? `<form method="post" action="/billing/${escapeHtml(portal.id)}/renew"><button type="submit">Renew plan</button></form>`
    : `<form method="post" action="/billing/${escapeHtml(portal.id)}/cancel"><button type="submit">Cancel plan</button></form>`
}
${back}`,
  );
}

/** The hosted checkout of a deposit on the artist's connected account: who is paid, what, how much. */
export function depositCheckoutPage(
  session: StripeObject,
  account: StripeObject | undefined,
  error?: string,
) {
  const amount = money(Number(session.amount_total), String(session.currency));
  const payee = String(account?.display_name ?? 'the artist');
  return page(
    `Pay ${payee} (local Stripe stand-in)`,
    `<p class="badge">Test mode: local Stripe stand-in</p>
<p class="muted">Pay ${escapeHtml(payee)}</p>
<h1>${escapeHtml(String(session.line_item_name ?? 'Deposit'))}</h1>
<p><strong>${escapeHtml(amount)}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required>
<p class="muted">4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<button type="submit">Pay ${escapeHtml(amount)}</button>
<a class="button secondary" href="${escapeHtml(String(session.cancel_url))}">Back</a>
</form>`,
  );
}

/** Stripe's hosted onboarding of a connected account, reduced to what a test needs: submit. */
export function onboardingPage(link: StripeObject, account: StripeObject) {
  return page(
    'Set up payments (local Stripe stand-in)',
    `<p class="badge">Test mode: local Stripe stand-in</p>
<h1>Set up payments for ${escapeHtml(String(account.display_name ?? account.id))}</h1>
<p class="muted">Stripe would ask for identity, business details and a bank account here. In test mode the stand-in accepts the account as it is.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(link.id)}">
<button type="submit">Submit and return</button>
</form>`,
  );
}

/** Stripe's hosted receipt of a charge (`receipt_url`) or page of a paid invoice (`hosted_invoice_url`). */
export function receiptPage(paid: StripeObject) {
  const invoice = paid.object === 'invoice';
  const amount = Number(invoice ? paid.amount_paid : paid.amount);
  const number = String((invoice ? paid.number : paid.receipt_number) ?? paid.id);
  const taxes = invoice ? ((paid.total_taxes as { amount: number }[] | undefined) ?? []) : [];
  const taxLine = taxes.length
    ? taxes
        .map((tax) => `<p class="muted">Tax: ${escapeHtml(money(tax.amount, String(paid.currency)))}</p>`)
        .join('')
    : '';
  return page(
    `Receipt ${number}`,
    `<p class="muted">${invoice ? 'Invoice' : 'Receipt'} #${escapeHtml(number)} · Stripe test mode</p>
<h1>${escapeHtml(money(amount, String(paid.currency)))} paid</h1>
<p>${escapeHtml(day(Number(paid.created)))}</p>${taxLine}`,
  );
}
