import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { testArtist } from '#web/src/test/fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ProfileLinkStep } from './profile-link-step.tsx';

const artistApi = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
const publicApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));
vi.mock('#web/src/lib/api.ts', () => ({ api: publicApi }));

describe('the first onboarding step', () => {
  beforeEach(() => {
    artistApi.post.mockReset();
    publicApi.get.mockReset();
    publicApi.get.mockImplementation(async (path: string) => ({
      pseudo: path.split('/').pop(),
      available: true,
    }));
  });

  it('checks the pseudo while typing and shows the public address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileLinkStep onDone={vi.fn()} />);
    await user.type(screen.getByLabelText(/Username/), 'Ink-Mia');
    expect(screen.getByText(`Your page address: ${window.location.origin}/ink-mia`)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This username is available'));
    expect(publicApi.get).toHaveBeenLastCalledWith('/pseudos/ink-mia');
  });

  it('shows the address as typed, a placeholder while empty, and checks the format while typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileLinkStep onDone={vi.fn()} />);
    expect(screen.getByText(`Your page address: ${window.location.origin}/your-name`)).toBeTruthy();
    await user.type(screen.getByLabelText(/Username/), 'ink mia');
    expect(screen.getByText(`Your page address: ${window.location.origin}/ink mia`)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true'));
    expect(artistApi.post).not.toHaveBeenCalled();
  });

  it('claims the pseudo with the language and time zone', async () => {
    artistApi.post.mockResolvedValue(testArtist);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileLinkStep defaultPseudo="ink-mia" onDone={onDone} />, { lng: 'fr' });
    await user.type(screen.getByLabelText(/Nom d’affichage/), 'Mia Ink');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(testArtist));
    expect(artistApi.post).toHaveBeenCalledWith('/me/onboarding', {
      pseudo: 'ink-mia',
      displayName: 'Mia Ink',
      locale: 'fr',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows 409 pseudo_taken on the pseudo field', async () => {
    artistApi.post.mockRejectedValue(
      new ApiError(409, 'pseudo_taken', "Ce nom d'utilisateur est déjà pris", [
        { path: 'pseudo', key: 'errors.pseudo_taken', message: "Ce nom d'utilisateur est déjà pris" },
      ]),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileLinkStep defaultPseudo="ink-mia" onDone={onDone} />, { lng: 'fr' });
    await user.type(screen.getByLabelText(/Nom d’affichage/), 'Mia Ink');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe("Ce nom d'utilisateur est déjà pris");
    expect(screen.getByLabelText(/Nom d’utilisateur/).getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a reserved pseudo before calling the API', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileLinkStep defaultPseudo="login" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText(/Display name/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is reserved');
    expect(artistApi.post).not.toHaveBeenCalled();
  });
});
