import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '#shared/api/contracts/profile.ts';
import { STYLE_CATEGORIES } from '#shared/domain/profile-rules.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const artistApi = vi.hoisted(() => ({ put: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const profile: MyProfile = {
  displayName: 'Mia Ink',
  bio: 'Fine line.',
  residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
  links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
  styles: ['fineline'],
};

describe('the profile editor', () => {
  beforeEach(() => {
    // A function returned by beforeEach is a teardown: do not return the mock.
    artistApi.put.mockReset();
  });

  it('shows the saved profile and saves the whole of it, with the spec success message', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: unknown) => ({
      ...profile,
      ...(body as object),
    }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={profile} onSaved={onSaved} />, { lng: 'fr' });
    expect((screen.getByLabelText(/Nom d’affichage/) as HTMLInputElement).value).toBe('Mia Ink');
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('FR');
    expect((screen.getByLabelText('Blackwork') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByLabelText('Blackwork'));
    await user.click(screen.getByRole('button', { name: 'Ajouter un lien' }));
    await user.type(screen.getByLabelText(/Titre du lien 2/), 'Site');
    await user.type(screen.getByLabelText(/Adresse du lien 2/), 'https://mia.example.com');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    const title = await screen.findByText('Profil modifié avec succès');
    expect(title.closest('[role="status"]')).toBeTruthy();
    expect(artistApi.put).toHaveBeenCalledWith('/me/profile', {
      displayName: 'Mia Ink',
      bio: 'Fine line.',
      avatarImageId: null,
      bannerImageId: null,
      residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
      links: [
        { title: 'Instagram', url: 'https://instagram.com/mia' },
        { title: 'Site', url: 'https://mia.example.com' },
      ],
      styles: ['blackwork', 'fineline'],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('as an onboarding step: only its fields, the time zone proposed from the country, the rest kept', async () => {
    artistApi.put.mockImplementation(async (_path: string, body: unknown) => ({
      ...profile,
      ...(body as object),
    }));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ProfileForm
        profile={{ ...profile, residency: undefined }}
        variant="step"
        sections={['residency']}
        timeZone={{ own: 'America/Vancouver' }}
        submitLabel="Terminer"
        onSaved={onSaved}
      />,
      { lng: 'fr' },
    );
    expect(screen.queryByLabelText(/Nom d’affichage/)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByLabelText('Fuseau horaire')).toBeNull();
    await user.type(screen.getByLabelText('Ville'), 'Genève');
    await user.selectOptions(screen.getByLabelText('Pays'), 'CA');
    expect((screen.getByLabelText('Fuseau horaire') as HTMLSelectElement).value).toBe('America/Vancouver');
    await user.selectOptions(screen.getByLabelText('Pays'), 'CH');
    const zone = screen.getByLabelText('Fuseau horaire') as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Zurich');
    expect(zone.options).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // The hidden parts are saved as they were; the zone goes to the caller, not into the profile.
    expect(artistApi.put).toHaveBeenCalledWith('/me/profile', {
      displayName: 'Mia Ink',
      bio: 'Fine line.',
      avatarImageId: null,
      bannerImageId: null,
      residency: { city: 'Genève', country: 'CH' },
      links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
      styles: ['fineline'],
    });
    expect(onSaved.mock.calls[0]?.[1]).toEqual({ timezone: 'Europe/Zurich' });
    expect(screen.queryByText('Profil modifié avec succès')).toBeNull();
  });

  it('refuses a link that is not a full URL before calling the API', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={{ ...profile, links: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText(/Title of link 1/), 'Insta');
    await user.type(screen.getByLabelText(/Address of link 1/), 'www.instagram.com/mia');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const error = await screen.findByText(
      'The URL must be a full URL, for example https://instagram.com/your-name',
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(/Address of link 1/).getAttribute('aria-invalid')).toBe('true');
    expect(artistApi.put).not.toHaveBeenCalled();
  });

  it('asks for the city and the country once the residency is started', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={{ ...profile, residency: undefined }} />);
    await user.type(screen.getByLabelText('Shop name'), 'Atelier');
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(screen.getByText(/Choose a country among France/)).toBeTruthy();
    expect(artistApi.put).not.toHaveBeenCalled();
  });

  it('shows the spec failure message and puts the API field errors on their fields', async () => {
    const failure = new ApiError(400, 'validation_failed', 'Invalid request', [
      { path: 'residency.country', key: 'validation.profile.countryInvalid', message: 'Country refused' },
    ]);
    artistApi.put.mockRejectedValue(failure);
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    const title = await screen.findByText('Error while updating the profile');
    expect(title.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Country refused')).toBeTruthy();
    expect(screen.getByLabelText('Country').getAttribute('aria-invalid')).toBe('true');
  });

  it('stops at 10 links and 10 styles', async () => {
    const full: MyProfile = {
      ...profile,
      links: Array.from({ length: 10 }, (_, i) => ({ title: `L${i}`, url: `https://l${i}.example.com` })),
      styles: STYLE_CATEGORIES.slice(0, 10),
    };
    renderWithProviders(<ProfileForm profile={full} />);
    expect((screen.getByRole('button', { name: 'Add a link' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Cartoon') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Blackwork') as HTMLInputElement).disabled).toBe(false);
  });
});
