import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Travel } from '#shared/api/contracts/travels.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { TravelsSection } from './travels-section.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const travel: Travel = {
  travelId: '2d4b6f8a-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
  startDate: '2027-03-10',
  endDate: '2027-03-14',
  shopName: 'Atelier du Rhône',
  address: '12 rue Mercière',
  city: 'Lyon',
  phase: 'upcoming',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the travels section', () => {
  let travels: Travel[];
  beforeEach(() => {
    travels = [travel];
    for (const fn of Object.values(artistApi)) fn.mockReset();
    artistApi.get.mockImplementation(async () => ({ travels }));
  });

  it('lists the travels with their period, phase, shop, city and private address', async () => {
    renderWithProviders(<TravelsSection />, { lng: 'fr' });
    expect(await screen.findByText('Atelier du Rhône')).toBeTruthy();
    expect(screen.getByText('À venir')).toBeTruthy();
    expect(screen.getByText('12 rue Mercière')).toBeTruthy();
    expect(screen.getByText(/10.*14 mars 2027/)).toBeTruthy();
  });

  it('adds a travel and says so with a title and a description', async () => {
    const created = { ...travel, travelId: 'new', city: 'Nice' };
    artistApi.post.mockImplementation(async () => {
      travels = [travel, created];
      return created;
    });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TravelsSection onChanged={onChanged} />, { lng: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un voyage' }));
    await user.type(screen.getByLabelText(/Premier jour/), '2027-05-01');
    await user.type(screen.getByLabelText(/Dernier jour/), '2027-05-03');
    await user.type(screen.getByLabelText(/Nom du salon/), 'Riviera Ink');
    await user.type(screen.getByLabelText(/Adresse/), '1 quai des États-Unis');
    await user.type(screen.getByLabelText(/Ville/), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Ajouter le voyage' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Voyage ajouté')).toBeTruthy();
    expect(within(status).getByText('Votre guest spot à Nice apparaît sur votre page.')).toBeTruthy();
    expect(artistApi.post).toHaveBeenCalledWith('/me/travels', {
      startDate: '2027-05-01',
      endDate: '2027-05-03',
      shopName: 'Riviera Ink',
      address: '1 quai des États-Unis',
      city: 'Nice',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('refuses an end before the start without calling the API', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TravelsSection />);
    await user.click(await screen.findByRole('button', { name: 'Add a travel' }));
    await user.type(screen.getByLabelText(/First day/), '2027-05-03');
    await user.type(screen.getByLabelText(/Last day/), '2027-05-01');
    await user.type(screen.getByLabelText(/Shop name/), 'Shop');
    await user.type(screen.getByLabelText(/^Address/), 'Street');
    await user.type(screen.getByLabelText(/^City/), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Add the travel' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(artistApi.post).not.toHaveBeenCalled();
  });

  it("shows 'Une erreur est survenue lors de la modification du voyage' when saving fails", async () => {
    artistApi.put.mockRejectedValue(new ApiError(404, 'not_found', 'Introuvable'));
    const user = userEvent.setup();
    renderWithProviders(<TravelsSection />, { lng: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Modifier le voyage à Lyon' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Une erreur est survenue lors de la modification du voyage')).toBeTruthy();
    expect(within(alert).getByText('Introuvable')).toBeTruthy();
  });

  it('deletes a travel after a confirmation', async () => {
    artistApi.delete.mockImplementation(async () => {
      travels = [];
    });
    const user = userEvent.setup();
    renderWithProviders(<TravelsSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete the travel to Lyon' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this travel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Travel deleted')).toBeTruthy();
    expect(artistApi.delete).toHaveBeenCalledWith(`/me/travels/${travel.travelId}`);
    await waitFor(() => expect(screen.getByText('No travels yet.')).toBeTruthy());
  });
});
