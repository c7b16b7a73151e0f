import type { StripeContext } from './stripe-context.ts';
import { missing, StripeApiError } from './stripe-errors.ts';
import { type FormValue, formRecord, formString } from './stripe-form.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/** `POST /v1/refunds` and `GET /v1/refunds` on a connected account. */
export function connectRefunds(
  ctx: Pick<StripeContext, 'state' | 'send'>,
  method: string,
  form: Record<string, FormValue>,
  query: URLSearchParams,
  accountId: string | undefined,
) {
  const { state } = ctx;
  if (method === 'GET') {
    const intent = query.get('payment_intent');
    const data = Object.values(state.refunds).filter(
      (refund) => refund.account === accountId && (!intent || refund.payment_intent === intent),
    );
    return { object: 'list', url: '/v1/refunds', has_more: false, data };
  }
  const intentId = formString(form.payment_intent);
  const intent = intentId ? state.paymentIntents[intentId] : undefined;
  if (!intent || intent.account !== accountId) throw missing('payment_intent', intentId);
  const refunded = Object.values(state.refunds)
    .filter((refund) => refund.payment_intent === intentId)
    .reduce((sum, refund) => sum + Number(refund.amount), 0);
  const left = Number(intent.amount_received) - refunded;
  const amount = Number(formString(form.amount) ?? left);
  if (left <= 0)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Charge ${String(intent.latest_charge)} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  if (!Number.isInteger(amount) || amount <= 0 || amount > left)
    throw new StripeApiError(400, 'invalid_request_error', 'Invalid refund amount.', 'amount');
  const refund: StripeObject = {
    id: stripeId('re'),
    object: 'refund',
    created: nowSeconds(),
    amount,
    currency: intent.currency,
    payment_intent: intentId,
    charge: intent.latest_charge,
    status: 'succeeded',
    reason: formString(form.reason) ?? null,
    metadata: formRecord(form.metadata),
    account: accountId,
  };
  state.refunds[refund.id] = refund;
  ctx.send('refund.created', refund, undefined, accountId);
  return refund;
}
