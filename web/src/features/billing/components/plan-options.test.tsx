import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes, renderWithProviders } from '#web/src/test/render.tsx';
import { PlanConfirmation } from './plan-confirmation.tsx';
import { PlanOptions } from './plan-options.tsx';

const artistApi = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

beforeEach(() => {
  artistApi.post.mockReset();
});

describe('PlanOptions', () => {
  it('offers Pro monthly or yearly from the price table, and goes to Stripe’s checkout', async () => {
    artistApi.post.mockResolvedValue({ url: 'http://stripe.test/checkout/cs_1' });
    const go = vi.fn();
    renderWithProviders(<PlanOptions artist={{ plan: 'free' }} go={go} />);
    expect(screen.getByText('€19 a month')).toBeTruthy();
    expect(screen.getByText('€190 a year')).toBeTruthy();
    expect(screen.getByText('Save 17%')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay yearly' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://stripe.test/checkout/cs_1'));
    expect(artistApi.post).toHaveBeenCalledWith('/me/billing/checkout', { interval: 'yearly' });
  });

  it('says why the checkout could not open', async () => {
    artistApi.post.mockRejectedValue(
      new ApiError(409, 'already_pro', 'You are already on Pro: manage it from billing'),
    );
    renderWithProviders(<PlanOptions artist={{ plan: 'free' }} go={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay monthly' }));
    expect(await screen.findByText('You are already on Pro: manage it from billing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay monthly' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows Pro’s renewal or end, a payment to fix, and opens the billing portal', async () => {
    artistApi.post.mockResolvedValue({ url: 'http://stripe.test/billing/bps_1' });
    const go = vi.fn();
    const billing = {
      interval: 'yearly' as const,
      status: 'past_due',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2027-11-26T10:00:00.000Z',
      portal: true,
    };
    renderWithProviders(<PlanOptions artist={{ plan: 'pro', billing }} go={go} />);
    expect(screen.getByText('Yearly')).toBeTruthy();
    expect(
      screen.getByText('Cancelled: Pro until Friday, November 26, 2027, then the free plan.'),
    ).toBeTruthy();
    expect(screen.getByText(/The last payment failed/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://stripe.test/billing/bps_1'));
    expect(artistApi.post).toHaveBeenCalledWith('/me/billing/portal');
  });
});

describe('PlanConfirmation', () => {
  it('waits for the webhook’s result, then welcomes the artist to Pro', async () => {
    const answers = [{ plan: 'free' }, { plan: 'free' }, { plan: 'pro', pseudo: 'mia-ink' }];
    const load = vi.fn(async () => (answers.shift() ?? { plan: 'pro', pseudo: 'mia-ink' }) as never);
    renderRoutes(
      [{ path: '/confirmation', element: <PlanConfirmation accountKey="/me" load={load} /> }],
      '/confirmation',
    );
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Welcome to Pro', {}, { timeout: 5_000 })).toBeTruthy();
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Go to Today' }).getAttribute('href')).toBe('/app');
    // The artist's own page is read afresh in this browser: Pro shows at once.
    expect(localStorage.getItem('inkslot.publicPageEditedAt.mia-ink')).not.toBeNull();
  });

  it('marks the page to read afresh when the account was already Pro in the cache (another reader fetched it)', async () => {
    // The workspace's read of the same key brought Pro first; this poll's own fetch never answers.
    const load = vi.fn(() => new Promise<never>(() => {}));
    renderRoutes(
      [
        {
          path: '/confirmation',
          element: (
            <SWRConfig value={{ fallback: { '/me': { plan: 'pro', pseudo: 'leo-ink' } } }}>
              <PlanConfirmation accountKey="/me" load={load} />
            </SWRConfig>
          ),
        },
      ],
      '/confirmation',
    );
    expect(await screen.findByText('Welcome to Pro')).toBeTruthy();
    expect(localStorage.getItem('inkslot.publicPageEditedAt.leo-ink')).not.toBeNull();
  });

  it('shows an invited artist the prices less the referral discount', () => {
    renderWithProviders(<PlanOptions artist={{ plan: 'free', referralDiscountPercent: 10 }} go={vi.fn()} />);
    expect(screen.getByText('€17.10 a month')).toBeTruthy();
    expect(screen.getByText('€171 a year')).toBeTruthy();
    expect(
      screen.getByText('Invited by a fellow artist: 10% off Pro, for as long as you subscribe.'),
    ).toBeTruthy();
  });
});
