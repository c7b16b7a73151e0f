import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '#shared/api/contracts/availability.ts';
import type { HourFormat } from '#shared/domain/preferences.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { AvailabilitiesSection } from './availabilities-section.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const stamps = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const weekly: Availability = {
  ...stamps,
  availabilityId: '11111111-1111-4111-8111-111111111111',
  kind: 'recurring',
  weekdays: [2, 4],
  months: [6, 7],
  slots: [{ start: '14:30', durationMinutes: 90 }],
};
const dayOff: Availability = {
  ...stamps,
  availabilityId: '22222222-2222-4222-8222-222222222222',
  kind: 'oneTime',
  date: '2099-07-14',
  closed: true,
  slots: [],
};

function renderSection({ hourFormat = '24', lng = 'en' }: { hourFormat?: HourFormat; lng?: Locale } = {}) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AvailabilitiesSection
          timezone="Europe/Paris"
          hourFormat={hourFormat}
          preferencesPath="/app/settings/preferences"
        />
      ),
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />, { lng });
}

beforeEach(() => {
  for (const mock of Object.values(artistApi)) mock.mockReset();
  artistApi.get.mockResolvedValue({ availabilities: [weekly, dayOff] });
});

describe('the availabilities page', () => {
  it('lists both kinds with their times in the artist hour format, and names the time zone', async () => {
    renderSection({ hourFormat: '12' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Tuesday, Thursday' })).closest(
      'article',
    );
    expect(card).toBeTruthy();
    expect(within(card as HTMLElement).getByText('June, July')).toBeTruthy();
    expect(within(card as HTMLElement).getByText(/^2:30\sPM – 4:00\sPM \(1 hr 30 min\)$/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /Tuesday, July 14, 2099\s*Day off/ })).toBeTruthy();
    expect(
      screen.getByText(/Times are in your time zone: Central European Time \(Europe\/Paris\)\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change time zone' }).getAttribute('href')).toBe(
      '/app/settings/preferences',
    );
  });

  it('adds a recurring availability checked by the shared rules, and says so', async () => {
    const created: Availability = {
      ...weekly,
      availabilityId: 'new',
      weekdays: [1],
      months: [],
      slots: [{ start: '09:00', durationMinutes: 240 }],
    };
    artistApi.post.mockResolvedValue(created);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add recurring availability' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one day');
    expect(artistApi.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start of slot 1' }), '09:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length of slot 1' }), '240');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(artistApi.post).toHaveBeenCalledWith('/me/availabilities', {
        kind: 'recurring',
        weekdays: [1],
        months: [],
        slots: [{ start: '09:00', durationMinutes: 240 }],
      }),
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Availability addedMonday is open to requests.');
    expect(artistApi.get).toHaveBeenCalledTimes(2);
  });

  it('puts the API refusal of a past date on its field and shows the spec failure message in French', async () => {
    artistApi.post.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Données invalides', [
        { path: 'date', key: 'validation.availability.dateInPast', message: 'Cette date est déjà passée' },
      ]),
    );
    const user = userEvent.setup();
    renderSection({ lng: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter une date' }));
    await user.type(screen.getByLabelText(/^Date/, { selector: 'input' }), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    const alert = await screen.findByText('Une erreur est survenue lors de la création de la disponibilité');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Données invalides');
    expect(screen.getByText('Cette date est déjà passée').getAttribute('role')).toBe('alert');
  });

  it('edits in place and deletes after a confirmation, with the failure message when the API fails', async () => {
    artistApi.put.mockResolvedValue({ ...weekly, months: [] });
    artistApi.delete.mockRejectedValueOnce(new ApiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit: Tuesday, Thursday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Every month' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(artistApi.put).toHaveBeenCalledWith(`/me/availabilities/${weekly.availabilityId}`, {
        kind: 'recurring',
        weekdays: [2, 4],
        months: [],
        slots: [{ start: '14:30', durationMinutes: 90 }],
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Availability updated');

    await user.click(screen.getByRole('button', { name: 'Delete: Tuesday, July 14, 2099' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this availability?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while deleting the availabilitySomething went wrong',
    );
    expect(artistApi.delete).toHaveBeenCalledWith(`/me/availabilities/${dayOff.availabilityId}`);
  });
});
