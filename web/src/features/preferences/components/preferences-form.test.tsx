import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { testArtist } from '#web/src/test/fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PreferencesForm } from './preferences-form.tsx';

const artistApi = vi.hoisted(() => ({ patch: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

describe('the preferences page', () => {
  beforeEach(() => {
    artistApi.patch.mockReset();
  });

  it("shows the artist's preferences and saves them", async () => {
    artistApi.patch.mockImplementation(async (_path: string, body: object) => ({ ...testArtist, ...body }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PreferencesForm artist={testArtist} onSaved={onSaved} />);
    expect((screen.getByLabelText('Metric (centimeters)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^24-hour/) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Imperial (inches)'));
    await user.click(screen.getByLabelText(/^12-hour \(2:30/));
    await user.selectOptions(screen.getByLabelText('Currency'), 'CAD');
    await user.click(screen.getByLabelText('Dark'));
    await user.click(screen.getByRole('button', { name: 'Save the preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(artistApi.patch).toHaveBeenCalledWith('/me/preferences', {
      locale: 'fr',
      timezone: 'Europe/Paris',
      unit: 'imperial',
      currency: 'CAD',
      hourFormat: '12',
      theme: 'dark',
    });
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ unit: 'imperial', theme: 'dark' })),
    );
  });

  it('says so when saving fails', async () => {
    artistApi.patch.mockRejectedValue(
      new ApiError(500, 'internal', 'Une erreur est survenue, veuillez réessayer'),
    );
    const user = userEvent.setup();
    renderWithProviders(<PreferencesForm artist={testArtist} />, { lng: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer les préférences' }));
    const title = await screen.findByText('Erreur lors de la modification des préférences');
    expect(title.closest('[role="alert"]')).toBeTruthy();
  });

  it('offers every time zone, the current one selected', () => {
    renderWithProviders(<PreferencesForm artist={{ ...testArtist, timezone: 'America/Toronto' }} />);
    const select = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(select.value).toBe('America/Toronto');
    expect(select.options.length).toBeGreaterThan(100);
  });
});
