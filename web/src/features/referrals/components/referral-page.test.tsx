import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyReferrals } from '#shared/api/contracts/billing.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { ReferralPage } from './referral-page.tsx';

const render = (referrals: MyReferrals) =>
  renderRoutes(
    [{ path: '/', element: <ReferralPage referrals={referrals} locale="en" currency="EUR" /> }],
    '/',
  );

const BASE = { discountPercent: 10, rewardPercent: 10, referrals: [], earned: {} };

describe('ReferralPage', () => {
  it('tells a Free artist why there is no link, and the way to Pro', () => {
    render({ ...BASE, eligible: false });
    expect(screen.getByRole('heading', { name: 'Referral needs a paid plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/app/settings/plan',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives a paying artist the link to copy, their referrals and what they earned', async () => {
    // user-event brings its own clipboard: ours replaces it after set-up.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render({
      ...BASE,
      eligible: true,
      link: 'https://inkslot.app/signup?ref=demo',
      referrals: [
        { displayName: 'Mia Ink', pseudo: 'mia', joinedAt: '2026-11-20T10:00:00.000Z', pro: true },
        { displayName: 'Lou', pseudo: 'lou', joinedAt: '2026-11-02T10:00:00.000Z', pro: false },
      ],
      earned: { EUR: 171 },
    });
    expect((screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement).value).toBe(
      'https://inkslot.app/signup?ref=demo',
    );
    expect(screen.getByText('€1.71')).toBeTruthy();
    expect(screen.getByText('Mia Ink')).toBeTruthy();
    expect(screen.getByText('@lou')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://inkslot.app/signup?ref=demo');
  });
});
