import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettingsView } from '#shared/api/contracts/notifications.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const settings: NotificationSettingsView = {
  messageEmails: 'instant',
  notifyBookingRequests: true,
  notifyCancellations: true,
};

beforeEach(() => {
  artistApi.put.mockReset();
});

describe('the notification settings', () => {
  it('saves a toggle as soon as it is switched, and says what it changed', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: NotificationSettingsView) => body);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsForm settings={settings} onSaved={onSaved} />);
    const cancellations = screen.getByRole('switch', { name: 'Cancellation emails' });
    await user.click(cancellations);
    expect(artistApi.put).toHaveBeenCalledWith('/me/notification-settings', {
      ...settings,
      notifyCancellations: false,
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notification settings updatedYou will no longer get an email for cancellations.',
    );
    expect((cancellations as HTMLInputElement).checked).toBe(false);
    expect(onSaved).toHaveBeenCalledWith({ ...settings, notifyCancellations: false });
  });

  it('switches message emails to the daily summary, naming the artist’s time zone', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: NotificationSettingsView) => body);
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsForm settings={settings} timezone="Asia/Tokyo" />, {
      lng: 'fr',
    });
    expect(screen.getByRole('group', { name: 'Emails de messages' }).textContent).toContain('Instantanés');
    expect(screen.getByText(/18:00, heure de Asia\/Tokyo/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Dans le résumé quotidien (18:00)' }));
    expect(artistApi.put).toHaveBeenCalledWith('/me/notification-settings', {
      ...settings,
      messageEmails: 'daily',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Paramètres de notification modifiésVos messages arriveront dans le résumé quotidien de 18:00.',
    );
    expect(
      (screen.getByRole('radio', { name: 'Dans le résumé quotidien (18:00)' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('puts a setting back and shows its own failure message when saving fails', async () => {
    artistApi.put.mockImplementation(async () => {
      throw new ApiError(0, 'network_error', 'Connexion impossible.');
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsForm settings={settings} />, { lng: 'fr' });
    const requests = screen.getByRole('switch', { name: 'Emails de demande de réservation' });
    await user.click(requests);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Une erreur est survenue lors de la modification des emails de demande de réservationConnexion impossible.',
    );
    expect((requests as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(alert);
  });
});
