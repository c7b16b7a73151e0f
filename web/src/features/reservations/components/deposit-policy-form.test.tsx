import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { testReservationSettings } from '#web/src/features/reservations/test/reservation-fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { DepositPolicyForm } from './deposit-policy-form.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const settings = testReservationSettings;

beforeEach(() => {
  artistApi.put.mockReset();
});

/** The late-arrival grace and a kept deposit's lifetime (ADR 0097), and no healed photo (ADR 0101), none until set. */
const NO_NEW_RULES = { lateArrivalMinutes: 0, depositValidMonths: 0, healedPhotoDays: 0 };

describe('DepositPolicyForm', () => {
  it('saves the three numbers with the other settings, and says so', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => body);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DepositPolicyForm settings={settings} onSaved={onSaved} />);
    const hours = screen.getByRole('textbox', { name: 'Time to pay the deposit (hours)' });
    await user.clear(hours);
    await user.type(hours, '48');
    const days = screen.getByRole('textbox', {
      name: 'Refund when the client cancels at least (days before)',
    });
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    const policy = {
      payWithinHours: 48,
      refundUntilDays: 7,
      maxClientMoves: 1,
      ...NO_NEW_RULES,
      touchUpMonths: 0,
    };
    expect(artistApi.put).toHaveBeenCalledWith('/me/reservation-settings', {
      ...settings,
      depositPolicy: policy,
    });
    expect((await screen.findByRole('status')).textContent).toContain('Deposit policy saved');
    expect(onSaved).toHaveBeenCalledWith({ ...settings, depositPolicy: policy });
  });

  it('offers a free touch-up of 3, 6 or 12 months or a custom period, checked like the others', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => body);
    const user = userEvent.setup();
    renderWithProviders(<DepositPolicyForm settings={settings} />);
    const touchUp = screen.getByRole('combobox', { name: 'Free touch-up' });
    expect((touchUp as HTMLSelectElement).value).toBe('off');
    await user.selectOptions(touchUp, 'Within 6 months');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(artistApi.put).toHaveBeenLastCalledWith('/me/reservation-settings', {
      ...settings,
      depositPolicy: { ...settings.depositPolicy, ...NO_NEW_RULES, touchUpMonths: 6 },
    });
    await user.selectOptions(touchUp, 'Another period');
    const months = screen.getByRole('textbox', { name: 'Touch-up period (months, 24 at most)' });
    await user.clear(months);
    await user.type(months, '30');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(await screen.findByText('24 months at most')).toBeTruthy();
    expect(artistApi.put).toHaveBeenCalledTimes(1);
    await user.clear(months);
    await user.type(months, '9');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(artistApi.put).toHaveBeenLastCalledWith('/me/reservation-settings', {
      ...settings,
      depositPolicy: { ...settings.depositPolicy, ...NO_NEW_RULES, touchUpMonths: 9 },
    });
  });

  it('sets the late-arrival grace and a kept deposit’s lifetime, each within its bound (ADR 0097)', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => body);
    const user = userEvent.setup();
    renderWithProviders(<DepositPolicyForm settings={settings} />);
    const late = screen.getByRole('textbox', { name: 'Lateness past which the deposit is kept (minutes)' });
    const valid = screen.getByRole('textbox', {
      name: 'How long a deposit kept after a cancellation stays valid (months)',
    });
    expect((late as HTMLInputElement).value).toBe('0');
    await user.clear(late);
    await user.type(late, '200');
    await user.clear(valid);
    await user.type(valid, '40');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(await screen.findByText('120 minutes at most')).toBeTruthy();
    expect(screen.getByText('36 months at most')).toBeTruthy();
    expect(artistApi.put).not.toHaveBeenCalled();
    await user.clear(late);
    await user.type(late, '15');
    await user.clear(valid);
    await user.type(valid, '6');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(artistApi.put).toHaveBeenLastCalledWith('/me/reservation-settings', {
      ...settings,
      depositPolicy: {
        ...settings.depositPolicy,
        lateArrivalMinutes: 15,
        depositValidMonths: 6,
        touchUpMonths: 0,
        healedPhotoDays: 0,
      },
    });
  });

  it('asks for the healed photo on a day chosen among 14 to 60 days after the session, or not at all', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => body);
    const user = userEvent.setup();
    renderWithProviders(<DepositPolicyForm settings={settings} />);
    const healed = screen.getByRole('combobox', { name: 'Healed tattoo photo' });
    expect((healed as HTMLSelectElement).value).toBe('0');
    expect([...(healed as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Don’t ask for it',
      '14 days after the session',
      '21 days after the session',
      '30 days after the session',
      '45 days after the session',
      '60 days after the session',
    ]);
    await user.selectOptions(healed, '21 days after the session');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(artistApi.put).toHaveBeenLastCalledWith('/me/reservation-settings', {
      ...settings,
      depositPolicy: { ...settings.depositPolicy, ...NO_NEW_RULES, touchUpMonths: 0, healedPhotoDays: 21 },
    });
  });

  it('refuses what is not a whole number or is over its bound, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositPolicyForm settings={settings} />);
    const hours = screen.getByRole('textbox', { name: 'Time to pay the deposit (hours)' });
    await user.clear(hours);
    await user.type(hours, '400');
    const moves = screen.getByRole('textbox', { name: 'Moves a client may make' });
    await user.clear(moves);
    await user.type(moves, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save the policy' }));
    expect(await screen.findByText('The time to pay is 14 days (336 hours) at most')).toBeTruthy();
    expect(screen.getByText('Enter a whole number, 0 or more')).toBeTruthy();
    expect(artistApi.put).not.toHaveBeenCalled();
  });
});
