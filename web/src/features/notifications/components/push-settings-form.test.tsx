import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSettingsView } from '#shared/api/contracts/push.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PushSettingsForm } from './push-settings-form.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const everything: PushSettingsView = { off: [], quietHours: null };

beforeEach(() => {
  artistApi.put.mockReset();
});

describe('what the devices are told', () => {
  it('saves the kinds turned off and the quiet hours, read in the artist’s zone', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: PushSettingsView) => body);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsForm settings={everything} timezone="Europe/Paris" onSaved={onSaved} />);
    await user.click(screen.getByRole('switch', { name: 'Messages from clients' }));
    await user.click(screen.getByRole('switch', { name: 'Turn on quiet hours' }));
    expect(screen.getByText(/Europe\/Paris time/)).toBeTruthy();
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = { off: ['message'], quietHours: { from: '22:00', to: '08:00' } };
    expect(artistApi.put).toHaveBeenCalledWith('/me/push-settings', saved);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifications changedYour notification choices are saved.',
    );
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('says when the choices could not be saved, in the artist’s language', async () => {
    artistApi.put.mockRejectedValue(new ApiError(500, 'internal', 'Erreur interne'));
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsForm settings={everything} onSaved={vi.fn()} />, { lng: 'fr' });
    await user.click(screen.getByRole('switch', { name: 'Nouvelles demandes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Une erreur est survenue lors de l’enregistrement de vos choix',
    );
  });
});
