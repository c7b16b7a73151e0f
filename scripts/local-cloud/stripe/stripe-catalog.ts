import { found, type StripeContext } from './stripe-context.ts';
import { StripeApiError } from './stripe-errors.ts';
import { type FormValue, formString } from './stripe-form.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/** `GET /v1/prices`, filtered by `lookup_keys[]` when given. */
export function listPrices(ctx: StripeContext, query: URLSearchParams) {
  const keys = [...query.entries()]
    .filter(([key]) => key.startsWith('lookup_keys'))
    .map(([, value]) => value);
  const data = Object.values(ctx.state.prices).filter(
    (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
  );
  return { object: 'list', url: '/v1/prices', has_more: false, data };
}

/** Coupons: created with an id of the caller's choosing (Stripe's `id` parameter), read by id. */
export function coupons(
  ctx: StripeContext,
  method: string,
  id: string | undefined,
  form: Record<string, FormValue>,
) {
  const { state } = ctx;
  if (method === 'GET' && id) return found(state.coupons, id, 'coupon');
  if (method === 'POST' && !id) {
    const couponId = formString(form.id) ?? stripeId('co');
    if (state.coupons[couponId])
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Coupon already exists.',
        'id',
        'resource_already_exists',
      );
    const percentOff = Number(formString(form.percent_off));
    if (!(percentOff > 0 && percentOff <= 100))
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid percent_off.', 'percent_off');
    const coupon: StripeObject = {
      id: couponId,
      object: 'coupon',
      created: nowSeconds(),
      percent_off: percentOff,
      duration: formString(form.duration) ?? 'once',
      name: formString(form.name) ?? null,
      valid: true,
      livemode: false,
    };
    state.coupons[couponId] = coupon;
    return coupon;
  }
  throw new StripeApiError(404, 'invalid_request_error', 'Unrecognized coupon request');
}
