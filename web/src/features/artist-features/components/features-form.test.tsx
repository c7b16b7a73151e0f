import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURES } from '#shared/domain/features.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { testArtist } from '#web/src/test/fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { FeaturesForm } from './features-form.tsx';

const artistApi = vi.hoisted(() => ({ patch: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

beforeEach(() => {
  artistApi.patch.mockReset();
});

describe('FeaturesForm', () => {
  it('saves a switch at once and says what it now does', async () => {
    const saved = { ...testArtist, features: { ...DEFAULT_FEATURES, publicWorks: false } };
    artistApi.patch.mockResolvedValue(saved);
    const onSaved = vi.fn();
    renderWithProviders(<FeaturesForm features={DEFAULT_FEATURES} onSaved={onSaved} />);
    const works = screen.getByRole('switch', { name: 'Works' });
    expect((works as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(works);
    expect(artistApi.patch).toHaveBeenCalledWith('/me/features', { publicWorks: false });
    expect(
      await screen.findByText('Your works no longer show on your page: they stay in your space.'),
    ).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Works' }) as HTMLInputElement).checked).toBe(false);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('puts the switch back and says why when the save fails', async () => {
    artistApi.patch.mockImplementation(async () => {
      throw new ApiError(503, 'unknown', 'The service is unavailable');
    });
    renderWithProviders(<FeaturesForm features={DEFAULT_FEATURES} />);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Messages from clients' }));
    expect(await screen.findByText('An error occurred while updating the feature')).toBeTruthy();
    expect(screen.getByText('The service is unavailable')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Messages from clients' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
