import { found, type StripeContext } from './stripe-context.ts';
import { StripeApiError } from './stripe-errors.ts';
import { type FormValue, formRecord, formString } from './stripe-form.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/**
 * `/v1/customers`: created, read, deleted (their subscriptions end at once), and their balance
 * transactions. Undefined for a request it does not serve.
 */
export function stripeCustomers(ctx: StripeContext) {
  const { state } = ctx;

  const create = (form: Record<string, FormValue>) => {
    const customer: StripeObject = {
      id: stripeId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: formString(form.email) ?? null,
      name: formString(form.name) ?? null,
      metadata: formRecord(form.metadata),
      livemode: false,
    };
    state.customers[customer.id] = customer;
    return customer;
  };

  /**
   * `DELETE /v1/customers/{id}`, as Stripe: the customer is gone for good and any subscription of
   * theirs ends at once (`customer.subscription.deleted`); Stripe answers the deleted stub.
   */
  const remove = (id: string) => {
    found(state.customers, id, 'customer');
    delete state.customers[id];
    for (const subscription of Object.values(state.subscriptions)) {
      if (subscription.customer !== id || subscription.status === 'canceled') continue;
      const previous = subscription.status;
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      ctx.send('customer.subscription.deleted', subscription, { status: previous });
    }
    ctx.save();
    return { id, object: 'customer', deleted: true };
  };

  /** Credit (a negative amount) or debit on a customer's balance, taken into their next invoices. */
  const balanceTransactions = (method: string, customerId: string, form: Record<string, FormValue>) => {
    const customer = found(state.customers, customerId, 'customer');
    if (method === 'GET') {
      const data = Object.values(state.balanceTransactions)
        .filter((transaction) => transaction.customer === customerId)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return {
        object: 'list',
        url: `/v1/customers/${customerId}/balance_transactions`,
        has_more: false,
        data,
      };
    }
    const amount = Number(formString(form.amount));
    const currency = formString(form.currency);
    if (!Number.isInteger(amount) || amount === 0)
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid amount.', 'amount');
    if (!currency) throw new StripeApiError(400, 'invalid_request_error', 'Missing currency.', 'currency');
    customer.balance = Number(customer.balance ?? 0) + amount;
    const transaction: StripeObject = {
      id: stripeId('cbtxn'),
      object: 'customer_balance_transaction',
      created: nowSeconds(),
      customer: customerId,
      amount,
      currency,
      description: formString(form.description) ?? null,
      metadata: formRecord(form.metadata),
      ending_balance: customer.balance,
      type: 'adjustment',
      livemode: false,
    };
    state.balanceTransactions[transaction.id] = transaction;
    return transaction;
  };

  return (
    method: string,
    id: string | undefined,
    action: string | undefined,
    form: Record<string, FormValue>,
  ) => {
    if (method === 'POST' && !id) return create(form);
    if (method === 'GET' && id && !action) return found(state.customers, id, 'customer');
    if (method === 'DELETE' && id && !action) return remove(id);
    if (id && action === 'balance_transactions') return balanceTransactions(method, id, form);
    return undefined;
  };
}
