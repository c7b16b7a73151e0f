import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalBooking, PortalRequest } from '#shared/api/contracts/portal-lifecycle.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PortalRequests } from './portal-requests.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const slot = (localDate: string, localStart: string, start: string, end: string) => ({
  slotId: `${localDate}T${localStart}/120`,
  start,
  end,
  localDate,
  localStart,
  durationMinutes: 120,
  timezone: 'Europe/Paris',
});

const times = [
  slot('2027-05-08', '10:00', '2027-05-08T08:00:00.000Z', '2027-05-08T10:00:00.000Z'),
  slot('2027-05-11', '14:00', '2027-05-11T12:00:00.000Z', '2027-05-11T14:00:00.000Z'),
  slot('2027-05-15', '11:00', '2027-05-15T09:00:00.000Z', '2027-05-15T11:00:00.000Z'),
];

const proposed: PortalRequest = {
  requestId: '33333333-3333-4333-8333-333333333333',
  status: 'pending',
  artist: { pseudo: 'lea', displayName: 'Léa Ink' },
  project: { projectType: 'custom', placement: 'Dos', size: '20 cm', text: 'Un koi', referenceImages: [] },
  slot: slot('2027-05-06', '10:00', '2027-05-06T08:00:00.000Z', '2027-05-06T10:00:00.000Z'),
  proposal: {
    slots: times,
    endsAt: '2027-05-03T08:00:00.000Z',
    state: 'open',
    priceCents: 30000,
    depositCents: 5000,
    currency: 'EUR',
  },
  createdAt: '2027-04-30T09:00:00.000Z',
};

const booking = { bookingId: proposed.requestId, slot: times[1] } as PortalBooking;

function renderPage(entry = '/portal/requests', lng: 'fr' | 'en' | 'es' = 'fr') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <PortalRequests />
    </MemoryRouter>,
    { lng },
  );
}

describe('picking one of the proposed times', () => {
  let requests: PortalRequest[];
  beforeEach(() => {
    requests = [proposed];
    portalApi.get.mockReset();
    portalApi.post.mockReset();
    portalApi.get.mockImplementation(async () => ({ requests }));
  });

  it('shows the times as cards with the price, the deposit and the deadline, and books the one chosen', async () => {
    portalApi.post.mockResolvedValue(booking);
    const user = userEvent.setup();
    renderPage();
    const group = await screen.findByRole('group', { name: 'Horaires proposés' });
    expect(screen.getByRole('heading', { name: 'Léa Ink vous propose ces horaires' })).toBeTruthy();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText(/^Prix : 300.€\. Acompte : 50.€\.$/)).toBeTruthy();
    expect(screen.getByText(/Réservés pour vous jusqu’au/)).toBeTruthy();

    await user.click(within(group).getByRole('radio', { name: /mardi 11 mai 2027/ }));
    await user.click(screen.getByRole('button', { name: 'Réserver cet horaire' }));
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/requests/${proposed.requestId}/pick-time`, {
      slotId: times[1]!.slotId,
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Rendez-vous réservé')).toBeTruthy();
    expect(within(status).getByText(/Avec Léa Ink, le mardi 11 mai 2027 à 14:00 – 16:00/)).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Voir mes rendez-vous' }).getAttribute('href')).toBe(
      '/portal/bookings',
    );
  });

  it('preselects the time chosen in the email, and asks for one when none is chosen', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Réserver cet horaire' }));
    expect(screen.getByText('Choisissez un des horaires proposés')).toBeTruthy();
    expect(portalApi.post).not.toHaveBeenCalled();
    unmount();

    renderPage(`/portal/requests?request=${proposed.requestId}&time=${encodeURIComponent(times[2]!.slotId)}`);
    const chosen = await screen.findByRole('radio', { name: /samedi 15 mai 2027/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
  });

  it('tells the second tab clearly that the request already has its time, with the way to the booking', async () => {
    portalApi.post.mockRejectedValue(
      new ApiError(
        409,
        'time_already_picked',
        'Cette demande a déjà son horaire : un seul choix est possible',
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /samedi 8 mai 2027/ }));
    await user.click(screen.getByRole('button', { name: 'Réserver cet horaire' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erreur lors du choix de l’horaire')).toBeTruthy();
    expect(within(alert).getByText(/déjà son horaire/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Voir mes rendez-vous' })).toBeTruthy();
  });

  it('says when the proposal has expired, in English, with nothing to pick', async () => {
    requests = [{ ...proposed, proposal: { ...proposed.proposal!, state: 'lapsed' } }];
    renderPage('/portal/requests', 'en');
    expect(await screen.findByText(/The times Léa Ink proposed expired on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderPage('/portal/requests', 'es');
    expect(await screen.findByRole('heading', { name: 'Léa Ink te propone estos horarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reservar este horario' })).toBeTruthy();
  });

  it('says the artist asked a question and waits for the answer', async () => {
    const { proposal: _none, ...asked } = proposed;
    requests = [{ ...asked, awaitingClient: true }];
    renderPage();
    expect(
      await screen.findByText('Léa Ink vous a posé une question : répondez-lui dans vos messages.'),
    ).toBeTruthy();
  });
});
