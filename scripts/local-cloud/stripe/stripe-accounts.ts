import type { StripeContext } from './stripe-context.ts';
import { missing, StripeApiError, unrecognized } from './stripe-errors.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/** How long an account link works (Stripe: a few minutes, single use). */
const LINK_SECONDS = 300;

/**
 * Connected accounts and account links of the Accounts v2 API (JSON bodies under `/v2/core/…`), and
 * the hosted onboarding that activates the merchant's card payments (the product reads the account
 * again when the artist comes back: no thin event is sent).
 */
export function stripeAccounts(ctx: Pick<StripeContext, 'state' | 'origin'>) {
  const { state } = ctx;
  state.accounts ??= {};
  state.accountLinks ??= {};

  const account = (id: string) => {
    const found = state.accounts[id];
    if (!found) throw missing('account', id);
    return found;
  };

  /** `/v2/core/accounts` and `/v2/core/account_links`. */
  const v2 = (method: string, path: string, body: Record<string, unknown>) => {
    const [, , core, resource, id] = path.split('/');
    if (core === 'core' && resource === 'accounts') {
      if (method === 'POST' && !id) {
        const merchant = (body.configuration as { merchant?: unknown } | undefined)?.merchant;
        const created: StripeObject = {
          id: stripeId('acct'),
          object: 'v2.core.account',
          created: new Date().toISOString(),
          contact_email: body.contact_email ?? null,
          display_name: body.display_name ?? null,
          dashboard: body.dashboard ?? 'full',
          identity: body.identity ?? null,
          defaults: body.defaults ?? null,
          metadata: body.metadata ?? {},
          configuration: {
            merchant: merchant ? { capabilities: { card_payments: { status: 'restricted' } } } : null,
          },
          requirements: { summary: { minimum_deadline: { status: 'currently_due' } } },
          livemode: false,
        };
        state.accounts[created.id] = created;
        return created;
      }
      if (method === 'GET' && id) return account(id);
    }
    if (core === 'core' && resource === 'account_links' && method === 'POST' && !id) {
      const accountId = String(body.account ?? '');
      account(accountId);
      const useCase = body.use_case as
        | { type?: string; account_onboarding?: { refresh_url?: string; return_url?: string } }
        | undefined;
      const urls = useCase?.account_onboarding;
      if (useCase?.type !== 'account_onboarding' || !urls?.refresh_url)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'use_case.account_onboarding.refresh_url is required.',
          'use_case',
        );
      const link: StripeObject = {
        id: stripeId('acctlink'),
        object: 'v2.core.account_link',
        account: accountId,
        created: new Date().toISOString(),
        expires_at: new Date((nowSeconds() + LINK_SECONDS) * 1000).toISOString(),
        use_case: useCase,
        used: false,
        livemode: false,
      };
      link.url = `${ctx.origin()}/connect/onboarding/${link.id}`;
      state.accountLinks[link.id] = link;
      return link;
    }
    throw unrecognized(method, path);
  };

  /** The link's state: where its page leads, or why it cannot be used (used or expired). */
  const onboarding = (linkId: string) => {
    const link = state.accountLinks[linkId];
    if (!link) return undefined;
    const urls = (link.use_case as { account_onboarding: { refresh_url: string; return_url?: string } })
      .account_onboarding;
    const expired = link.used === true || Date.parse(String(link.expires_at)) < Date.now();
    return { link, account: account(String(link.account)), urls, expired };
  };

  /** The hosted onboarding is submitted: card payments become active, as after Stripe's checks. */
  const completeOnboarding = (linkId: string) => {
    const found = onboarding(linkId);
    if (!found || found.expired) return found?.urls.refresh_url;
    found.link.used = true;
    const merchant = (found.account.configuration as { merchant: unknown }).merchant ?? {};
    (found.account.configuration as Record<string, unknown>).merchant = {
      ...(merchant as object),
      capabilities: { card_payments: { status: 'active' } },
    };
    found.account.requirements = { summary: { minimum_deadline: null } };
    return found.urls.return_url ?? found.urls.refresh_url;
  };

  return { account, v2, onboarding, completeOnboarding };
}
