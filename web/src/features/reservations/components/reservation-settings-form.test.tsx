import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { testReservationSettings } from '#web/src/features/reservations/test/reservation-fixtures.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { RequestUsage } from './request-usage.tsx';
import { ReservationSettingsForm } from './reservation-settings-form.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const settings: ReservationSettings = { ...testReservationSettings, requestDelayMinutes: 24 * 60 };
/** What the form sends: the deposit policy is its own form's, left out. */
const { depositPolicy: _policy, ...sent } = settings;

beforeEach(() => {
  artistApi.put.mockReset();
});

describe('the reservation settings', () => {
  it('saves a toggle as soon as it is switched, and says what it changed', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => ({
      ...settings,
      ...body,
    }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReservationSettingsForm settings={settings} onSaved={onSaved} />);
    const custom = screen.getByRole('switch', { name: 'Open custom projects' });
    await user.click(custom);
    expect(artistApi.put).toHaveBeenCalledWith('/me/reservation-settings', {
      ...sent,
      openCustom: false,
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Booking settings updatedCustom projects are closed on the form.',
    );
    expect((custom as HTMLInputElement).checked).toBe(false);
    expect(onSaved).toHaveBeenCalledWith({ ...settings, openCustom: false });
  });

  it('puts a toggle back and shows its own failure message when saving fails', async () => {
    artistApi.put.mockImplementation(async () => {
      throw new ApiError(0, 'network_error', 'Connexion impossible.');
    });
    const user = userEvent.setup();
    renderWithProviders(<ReservationSettingsForm settings={settings} />, { lng: 'fr' });
    const touchups = screen.getByRole('switch', { name: 'Ouvrir les retouches' });
    await user.click(touchups);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Une erreur est survenue lors de la modification des retouchesConnexion impossible.',
    );
    expect((touchups as HTMLInputElement).checked).toBe(true);
  });

  it('reads the request delay in days or hours, within 30 days', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: ReservationSettings) => ({
      ...settings,
      ...body,
    }));
    const user = userEvent.setup();
    renderWithProviders(<ReservationSettingsForm settings={settings} />);
    const amount = screen.getByRole('textbox', { name: 'Notice' });
    expect((amount as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('days');

    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save the notice' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid delay');
    await user.clear(amount);
    await user.type(amount, '31');
    await user.click(screen.getByRole('button', { name: 'Save the notice' }));
    expect(screen.getByRole('alert').textContent).toBe('The delay is 30 days at most');
    expect(artistApi.put).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '36');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'hours');
    await user.click(screen.getByRole('button', { name: 'Save the notice' }));
    expect(artistApi.put).toHaveBeenCalledWith('/me/reservation-settings', {
      ...sent,
      requestDelayMinutes: 2160,
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Booking settings updatedClients can ask for a slot starting in 36 hours or later.',
    );
  });

  it('says the delay could not be saved with its own message', async () => {
    artistApi.put.mockRejectedValue(new ApiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderWithProviders(<ReservationSettingsForm settings={settings} />, { lng: 'es' });
    await user.click(screen.getByRole('button', { name: 'Guardar la antelación' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Se ha producido un error al modificar la antelación de las solicitudesSomething went wrong',
      ),
    );
  });
});

describe('the Free plan usage', () => {
  const inRouter = (element: React.ReactNode) =>
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

  it('counts the requests left, and prompts to upgrade once the limit is reached', () => {
    const below = inRouter(
      <RequestUsage
        requestLimit={{ used: 7, max: 10, resetsOn: '2026-12-01' }}
        planPath="/app/settings/plan"
      />,
    );
    expect(screen.getByText('7 of 10 requests this month on the Free plan')).toBeTruthy();
    expect(
      screen.getByText(
        '3 more requests before the Free plan’s limit. The count starts again on Tuesday, December 1, 2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    below.unmount();

    inRouter(
      <RequestUsage
        requestLimit={{ used: 10, max: 10, resetsOn: '2026-12-01' }}
        planPath="/app/settings/plan"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'your page shows “Bookings closed” until Tuesday, December 1, 2026',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/app/settings/plan',
    );
  });

  it('has no limit on Pro', () => {
    inRouter(
      <RequestUsage
        requestLimit={{ used: 42, max: null, resetsOn: '2026-12-01' }}
        planPath="/app/settings/plan"
      />,
    );
    expect(screen.getByText('Unlimited requests on the Pro plan (42 received).')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
