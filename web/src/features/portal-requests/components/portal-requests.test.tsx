import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PortalRequests } from './portal-requests.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const pending: PortalRequest = {
  requestId: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  artist: { pseudo: 'lea', displayName: 'Léa Ink', pictureUrl: '/media/a/p/320.webp' },
  project: {
    projectType: 'flash',
    flash: { flashId: 'f1', title: 'Hirondelle', priceCents: 12000, currency: 'EUR' },
    placement: 'Avant-bras',
    size: '10 x 6 cm',
    text: '',
    referenceImages: [],
  },
  slot: {
    slotId: '2027-05-08T10:00/120',
    start: '2027-05-08T08:00:00.000Z',
    end: '2027-05-08T10:00:00.000Z',
    localDate: '2027-05-08',
    localStart: '10:00',
    durationMinutes: 120,
    timezone: 'Europe/Paris',
  },
  location: { travelId: 't1', shopName: 'Riviera Ink', city: 'Nice' },
  createdAt: '2027-04-01T09:00:00.000Z',
};

const refused: PortalRequest = {
  requestId: '22222222-2222-4222-8222-222222222222',
  status: 'refused',
  artist: { pseudo: 'sam', displayName: 'Sam Tattoo', residency: { city: 'Lyon', country: 'FR' } },
  project: { projectType: 'custom', placement: 'Dos', size: '20 cm', text: 'Un koi', referenceImages: [] },
  slot: pending.slot,
  refuseReason: 'Je ne fais pas de couleur',
  createdAt: '2027-03-01T09:00:00.000Z',
};

function renderPage(lng: 'fr' | 'en' | 'es' = 'fr') {
  return renderWithProviders(
    <MemoryRouter>
      <PortalRequests />
    </MemoryRouter>,
    { lng },
  );
}

describe('the portal requests page', () => {
  let requests: PortalRequest[];
  beforeEach(() => {
    requests = [pending, refused];
    portalApi.get.mockReset();
    portalApi.post.mockReset();
    portalApi.get.mockImplementation(async () => ({ requests }));
  });

  it('shows ongoing and declined requests with the artist, project, date and time in the artist’s zone, city and status', async () => {
    renderPage();
    const ongoing = await screen.findByRole('region', { name: /En cours/ });
    const card = within(ongoing).getByRole('article', { name: 'Léa Ink' });
    expect(within(card).getByRole('link', { name: 'Léa Ink' }).getAttribute('href')).toBe('/lea');
    expect(within(card).getByText('En attente')).toBeTruthy();
    expect(within(card).getByText('Flash « Hirondelle »')).toBeTruthy();
    expect(within(card).getByText('samedi 8 mai 2027')).toBeTruthy();
    expect(within(card).getByText('10:00 – 12:00')).toBeTruthy();
    expect(within(card).getByText(/Heure de l’artiste : .*\(Europe\/Paris\)/)).toBeTruthy();
    expect(within(card).getByText('Riviera Ink, Nice')).toBeTruthy();

    const declined = screen.getByRole('region', { name: /Refusées et annulées/ });
    const refusedCard = within(declined).getByRole('article', { name: 'Sam Tattoo' });
    expect(within(refusedCard).getByText('Refusée')).toBeTruthy();
    expect(within(refusedCard).getByText('Projet personnalisé')).toBeTruthy();
    expect(within(refusedCard).getByText('Lyon')).toBeTruthy();
    expect(within(refusedCard).getByText('Motif de l’artiste : Je ne fais pas de couleur')).toBeTruthy();
    expect(within(refusedCard).queryByRole('button')).toBeNull();
    expect(portalApi.get).toHaveBeenCalledWith('/portal/requests');
  });

  it('says so when there is no request at all, and when a section is empty', async () => {
    requests = [];
    const { unmount } = renderPage('en');
    expect(
      await screen.findByText(
        'No request in progress. An accepted request becomes an appointment: you will find it in your appointments.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe(
      '/portal/bookings',
    );
    unmount();
    requests = [refused];
    renderPage('en');
    expect(await screen.findByText('No ongoing request.')).toBeTruthy();
  });

  it('cancels after the confirmation popup, says so with a title and a description, and moves it to declined', async () => {
    portalApi.post.mockImplementation(async () => ({ ...pending, status: 'canceled' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Annuler la demande auprès de Léa Ink du samedi 8 mai 2027',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette demande ?' });
    expect(
      within(dialog).getByText(
        'Votre demande auprès de Léa Ink pour le samedi 8 mai 2027 à 10:00 – 12:00 sera annulée et le créneau libéré. Vous ne pourrez pas revenir en arrière.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Demande annulée')).toBeTruthy();
    expect(
      within(status).getByText(
        'Votre demande auprès de Léa Ink est annulée : le créneau est de nouveau disponible.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(status);
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/requests/${pending.requestId}/cancel`);
    expect(screen.queryByRole('dialog')).toBeNull();
    const declined = screen.getByRole('region', { name: /Refusées et annulées/ });
    expect(
      within(within(declined).getByRole('article', { name: 'Léa Ink' })).getByText('Annulée'),
    ).toBeTruthy();
    expect(screen.getByText('Aucune demande en cours.')).toBeTruthy();
  });

  it('keeps the request when the client changes their mind, focus back on the button', async () => {
    const user = userEvent.setup();
    renderPage('en');
    const button = await screen.findByRole('button', { name: /Cancel the request to Léa Ink/ });
    await user.click(button);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this request?' })).getByRole('button', {
        name: 'Keep my request',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(portalApi.post).not.toHaveBeenCalled();
  });

  it.each([
    ['fr', "Erreur lors de l'annulation de la demande"],
    ['en', 'Error while cancelling the request'],
    ['es', 'Error al cancelar la solicitud'],
  ] as const)('shows the spec’s failure message in %s with the API’s reason', async (lng, title) => {
    portalApi.post.mockRejectedValue(new ApiError(409, 'request_not_pending', 'Déjà acceptée'));
    const user = userEvent.setup();
    renderPage(lng);
    const cancel = await screen.findAllByRole('button');
    await user.click(cancel[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText('Déjà acceptée')).toBeTruthy();
    // The list is read again: the request may have changed meanwhile.
    await waitFor(() => expect(portalApi.get.mock.calls.length).toBeGreaterThan(1));
  });
});
