import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { PortalBookings } from './portal-bookings.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const later: PortalBooking = {
  bookingId: '11111111-1111-4111-8111-111111111111',
  tab: 'upcoming',
  artist: { pseudo: 'lea', displayName: 'Léa Ink' },
  project: { projectType: 'flash', placement: 'Bras', size: '8 cm', text: 'Une rose', referenceImages: [] },
  slot: {
    slotId: '2027-05-20T10:00/120',
    start: '2027-05-20T08:00:00.000Z',
    end: '2027-05-20T10:00:00.000Z',
    localDate: '2027-05-20',
    localStart: '10:00',
    durationMinutes: 120,
    timezone: 'Europe/Paris',
  },
  payment: { priceCents: 15000, currency: 'EUR', paymentState: 'TOTAL-PAID' },
  sequence: 0,
  canCancel: true,
  movesLeft: 0,
};
const earlierSlot = {
  ...later.slot,
  slotId: '2027-05-06T14:00/120',
  start: '2027-05-06T12:00:00.000Z',
  end: '2027-05-06T14:00:00.000Z',
  localDate: '2027-05-06',
  localStart: '14:00',
};
const OFFER = '99999999-9999-4999-8999-999999999999';

function renderPage(path = '/portal/bookings') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PortalBookings />
    </MemoryRouter>,
    { lng: 'en' },
  );
}

describe('the waitlist on a portal booking', () => {
  let bookings: PortalBooking[];
  beforeEach(() => {
    bookings = [later];
    for (const fn of Object.values(portalApi)) fn.mockReset();
    portalApi.get.mockImplementation(async () => ({ bookings }));
  });

  it('joins and leaves the waitlist, saying what it means', async () => {
    const user = userEvent.setup();
    portalApi.post.mockImplementation(async () => {
      bookings = [{ ...later, onWaitlist: true }];
      return bookings[0];
    });
    portalApi.delete.mockImplementation(async () => {
      bookings = [later];
      return later;
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tell me if an earlier slot frees up' }));
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/bookings/${later.bookingId}/waitlist`);
    expect(
      await screen.findByText('You are on the waitlist: if an earlier slot frees up, you get an email.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(portalApi.delete).toHaveBeenCalledWith(`/portal/bookings/${later.bookingId}/waitlist`);
    expect(await screen.findByRole('button', { name: 'Tell me if an earlier slot frees up' })).toBeTruthy();
  });

  it('shows an offered earlier slot with its button focused from the email, and takes it', async () => {
    const user = userEvent.setup();
    bookings = [{ ...later, onWaitlist: true, offer: { offerId: OFFER, slot: earlierSlot, status: 'open' } }];
    portalApi.post.mockImplementation(async () => {
      bookings = [{ ...later, slot: earlierSlot }];
      return bookings[0];
    });
    renderPage(`/portal/bookings?offer=${OFFER}&booking=${later.bookingId}`);
    const offer = await screen.findByRole('region', { name: 'An earlier slot is free' });
    expect(
      within(offer).getByText(/Thursday, May 6, 2027, 2:00\s?PM – 4:00\s?PM|Thursday 6 May 2027/),
    ).toBeTruthy();
    const take = within(offer).getByRole('button', { name: 'Take this slot' });
    await waitFor(() => expect(document.activeElement).toBe(take));
    await user.click(take);
    expect(portalApi.post).toHaveBeenCalledWith(`/portal/offers/${OFFER}/take`, {
      bookingId: later.bookingId,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'An earlier slot is free' })).toBeNull());
  });

  it('says the slot is gone when another client took it first', async () => {
    const user = userEvent.setup();
    bookings = [{ ...later, onWaitlist: true, offer: { offerId: OFFER, slot: earlierSlot, status: 'open' } }];
    portalApi.post.mockImplementation(async () => {
      bookings = [
        { ...later, onWaitlist: true, offer: { offerId: OFFER, slot: earlierSlot, status: 'taken' } },
      ];
      throw new ApiError(
        409,
        'offer_taken',
        'Another client took this slot just before you: you stay on the waitlist',
      );
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take this slot' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Another client took this slot');
    expect(await screen.findByText(/was taken by another client\. You stay on the waitlist\./)).toBeTruthy();
  });
});
