import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { bookingFixture } from '#web/src/features/bookings/test/booking-fixtures.ts';
import { fakeBookingsApi } from '#web/src/features/bookings/test/fake-bookings-api.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { BookingDetail, type MoveDialogSlot } from './booking-detail.tsx';

vi.mock(
  '#web/src/lib/artist-api.ts',
  () => import('#web/src/features/bookings/test/artist-api-over-fetch.ts'),
);

const ID = bookingFixture().bookingId;
const NEW_SLOT = { start: '2026-05-09T12:30:00.000Z', end: '2026-05-09T15:30:00.000Z' };

/**
 * Stands for `features/reschedule`'s dialog (the route composes the real one): two slots to pick,
 * and a failure shown under the title the page gives.
 */
function FakeMoveDialog({ title, current, errorTitle, onMove, onClose }: MoveDialogSlot) {
  const [failed, setFailed] = useState(false);
  const pick = (slotId: string) => () =>
    void onMove(slotId).catch(() => {
      setFailed(true);
    });
  return (
    <div role="dialog" aria-label={title}>
      <p>Now: {current.slotId}</p>
      <Button onClick={pick('2026-05-09T14:30/180')}>Saturday 14:30</Button>
      <Button onClick={pick('2026-05-09T10:00/180')}>Saturday 10:00</Button>
      <Button onClick={onClose}>Close</Button>
      {failed && <p role="alert">{errorTitle}</p>}
    </div>
  );
}

function renderDetail(lng: 'fr' | 'en' = 'fr', id = ID) {
  return renderRoutes(
    [
      {
        path: '/app/bookings/:id',
        element: (
          <BookingDetail
            bookingId={id}
            timezone="Europe/Paris"
            hourFormat="24"
            renderMoveDialog={(slot) => <FakeMoveDialog {...slot} />}
          />
        ),
      },
      { path: '/app/bookings', element: <p>bookings page</p> },
    ],
    `/app/bookings/${id}`,
    { lng },
  );
}

function withBookings(...bookings: BookingView[]) {
  return fakeBookingsApi(bookings, { slots: { '2026-05-09T14:30/180': NEW_SLOT } });
}

describe('the booking page', () => {
  let api: ReturnType<typeof withBookings>;
  beforeEach(() => {
    api = withBookings(bookingFixture());
  });

  it('shows the client, the project and its images, the slot, the full address, the money and the history', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeTruthy();
    expect(api.sent[0]).toEqual({ method: 'GET', path: `/me/bookings/${ID}` });
    const slot = screen.getByRole('region', { name: 'Créneau' });
    expect(within(slot).getByText('samedi 2 mai 2026')).toBeTruthy();
    expect(within(slot).getByText(/10:00 – 12:00 \(2\sh\)/)).toBeTruthy();
    expect(within(slot).getByText(/\(Europe\/Paris\)/)).toBeTruthy();
    expect(within(slot).getByText('Atelier du Rhône')).toBeTruthy();
    expect(within(slot).getByText(/12 rue Mercière/)).toBeTruthy();

    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByRole('link', { name: 'camille@example.com' }).getAttribute('href')).toBe(
      'mailto:camille@example.com',
    );
    expect(within(client).getByText('27 ans')).toBeTruthy();
    expect(within(client).getByText('@camille.ink')).toBeTruthy();

    const project = screen.getByRole('region', { name: 'Projet' });
    expect(within(project).getByText('Flash « Night moth »')).toBeTruthy();
    expect(within(project).getByText('Avant-bras gauche')).toBeTruthy();
    const image = within(project).getByRole('img', { name: 'Image de référence 1 sur 1' });
    expect(image.getAttribute('width')).toBe('1280');
    expect(image.getAttribute('height')).toBe('960');
    expect(image.getAttribute('srcset')).toBe(
      '/media/img-1/320.webp 320w, /media/img-1/640.webp 640w, /media/img-1/1280.webp 1280w',
    );

    const payment = screen.getByRole('region', { name: 'Prix et paiement' });
    expect(within(payment).getByText('150 €')).toBeTruthy();
    expect(within(payment).getByText('50 €')).toBeTruthy();
    expect(within(payment).getByText('En attente')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText('Demande envoyée')).toBeTruthy();
    expect(within(history).getByText('par Camille Martin')).toBeTruthy();
    expect(within(history).getByText('Demande acceptée')).toBeTruthy();
    expect(within(history).getByText('mardi 21 avril 2026, 16:30')).toBeTruthy();
  });

  it('never shows a pending deposit for a booking accepted without one, nor offers it', async () => {
    api = withBookings(
      bookingFixture({
        // Even a stored WAITING-FOR-DEPOSIT reads as "no deposit" when there is none.
        payment: { priceCents: 15_000, currency: 'EUR', paymentState: 'WAITING-FOR-DEPOSIT' },
      }),
    );
    renderDetail();
    const payment = await screen.findByRole('region', { name: 'Prix et paiement' });
    expect(within(payment).getAllByText('Sans acompte')).toHaveLength(2);
    expect(screen.queryByText('En attente')).toBeNull();
    const state = screen.getByRole('group', { name: 'Statut de paiement' });
    expect(
      within(state)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['DEPOSIT-PAID', 'TOTAL-PAID']);
  });

  it('marks the deposit paid with a note, and says so with a title and a description', async () => {
    const user = userEvent.setup();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Paiement et note' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['WAITING-FOR-DEPOSIT', 'DEPOSIT-PAID', 'TOTAL-PAID']);
    await user.click(within(form).getByRole('radio', { name: 'Acompte payé' }));
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Virement reçu');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Statut de paiement mis à jour')).toBeTruthy();
    expect(within(status).getByText('Rendez-vous de Camille Martin : Acompte payé.')).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: `/me/bookings/${ID}/payment`,
      body: { paymentState: 'DEPOSIT-PAID', note: 'Virement reçu' },
    });
    const payment = screen.getByRole('region', { name: 'Prix et paiement' });
    expect(within(payment).getByText('Acompte payé')).toBeTruthy();
    expect(within(payment).getByText('Virement reçu')).toBeTruthy();
  });

  it("says 'Une erreur est survenue lors de la mise à jour de la note' when only the note fails", async () => {
    api.fail('PUT', '/payment', { status: 500, code: 'internal', message: 'Erreur interne' });
    const user = userEvent.setup();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Paiement et note' });
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Espèces');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Une erreur est survenue lors de la mise à jour de la note')).toBeTruthy();
    expect(within(alert).getByText('Erreur interne')).toBeTruthy();
    // What was typed stays.
    expect((within(form).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe(
      'Espèces',
    );
  });

  it("says 'Une erreur est survenue lors de la mise à jour du statut de paiement' when the state fails", async () => {
    api.fail('PUT', '/payment', {
      status: 409,
      code: 'booking_canceled',
      message: 'Ce rendez-vous est annulé',
    });
    const user = userEvent.setup();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Paiement et note' });
    await user.click(within(form).getByRole('radio', { name: 'Payé en totalité' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Une erreur est survenue lors de la mise à jour du statut de paiement'),
    ).toBeTruthy();
  });

  it('cancels after a confirmation with a reason; a cancelled booking can no longer be moved or cancelled', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler ce rendez-vous ?' });
    expect(
      within(dialog).getByText(/Le rendez-vous de Camille Martin du samedi 2 mai 2026, 10:00/),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Raison (facultatif)' }), 'Artiste malade');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Rendez-vous annulé')).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      path: `/me/bookings/${ID}/cancel`,
      body: { reason: 'Artiste malade' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Vous avez annulé ce rendez-vous\. Raison : Artiste malade/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler le rendez-vous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Déplacer le rendez-vous' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Paiement et note' })).toBeNull();
  });

  it("keeps the dialog open with 'Une erreur est survenue lors de l’annulation du rendez-vous' on failure", async () => {
    api.fail('POST', '/cancel', { status: 500, code: 'internal', message: 'Erreur interne' });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler ce rendez-vous ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' }));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert).getByText('Une erreur est survenue lors de l’annulation du rendez-vous'),
    ).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({ method: 'POST', path: `/me/bookings/${ID}/cancel`, body: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Garder le rendez-vous' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves through the dialog the route composes, then says where it is now', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Déplacer le rendez-vous de Camille Martin' })).getByRole(
        'button',
        {
          name: 'Saturday 14:30',
        },
      ),
    );
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Rendez-vous déplacé')).toBeTruthy();
    expect(
      within(status).getByText(
        'Le rendez-vous de Camille Martin est maintenant le samedi 9 mai 2026, 14:30. Camille Martin est prévenu par email.',
      ),
    ).toBeTruthy();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      path: `/me/bookings/${ID}/move`,
      body: { slotId: '2026-05-09T14:30/180' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const slot = screen.getByRole('region', { name: 'Créneau' });
    expect(within(slot).getByText('samedi 9 mai 2026')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(
      within(history).getByText('Déplacé du samedi 2 mai 2026, 10:00 au samedi 9 mai 2026, 14:30'),
    ).toBeTruthy();
  });

  it("titles a failed move 'Une erreur est survenue lors du déplacement du rendez-vous', dialog still open", async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Déplacer le rendez-vous de Camille Martin' });
    expect(within(dialog).getByText('Now: 2026-05-02T10:00/120')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Saturday 10:00' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Une erreur est survenue lors du déplacement du rendez-vous');
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      path: `/me/bookings/${ID}/move`,
      body: { slotId: '2026-05-09T10:00/180' },
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no move or cancel on a past booking, but still the payment', async () => {
    api = withBookings(bookingFixture({ tab: 'past' }));
    renderDetail('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeTruthy();
    expect(screen.getByText('Past')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move the booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Payment and note' })).toBeTruthy();
  });

  it('says when the booking does not exist (or is not the artist’s)', async () => {
    renderDetail('en', '00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('This booking does not exist.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'All my bookings' })).toBeTruthy());
  });

  it('shows the photo of the healed tattoo the client sent, opening full size (ADR 0101)', async () => {
    const link = {
      thumbnailUrl: 'https://media.example/private/320.webp?signed',
      url: 'https://media.example/private/1024.webp?signed',
      width: 1000,
      height: 800,
    };
    api = fakeBookingsApi([{ ...bookingFixture(), healedPhotoAt: '2026-05-20T18:00:00.000Z' }], {
      others: { [`/me/bookings/${ID}/healed-photo`]: link },
    });
    renderDetail('en');
    const panel = await screen.findByRole('region', { name: 'Healed tattoo' });
    expect(
      within(panel).getByText('Camille Martin sent a photo of their healed tattoo on May 20, 2026.'),
    ).toBeTruthy();
    const thumbnail = await within(panel).findByRole('img', { name: /Camille Martin’s healed tattoo photo/ });
    expect(thumbnail.getAttribute('src')).toBe(link.thumbnailUrl);
    expect(thumbnail.closest('a')?.getAttribute('href')).toBe(link.url);
    expect(thumbnail.closest('a')?.getAttribute('target')).toBe('_blank');
  });

  it('shows no healed photo card, and asks for none, until the client sent one', async () => {
    renderDetail('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Healed tattoo' })).toBeNull();
    expect(api.sent.some((call) => call.path.endsWith('/healed-photo'))).toBe(false);
  });
});
