import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import { bookingFixture } from '#web/src/features/bookings/test/booking-fixtures.ts';
import { fakeBookingsApi } from '#web/src/features/bookings/test/fake-bookings-api.ts';
import { testArtist } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { Component } from './booking.tsx';

vi.mock(
  '#web/src/lib/artist-api.ts',
  () => import('#web/src/features/bookings/test/artist-api-over-fetch.ts'),
);

const slots: SlotList = {
  timezone: 'Europe/Paris',
  from: '2026-05-01',
  to: '2026-05-31',
  locations: [],
  days: [{ date: '2026-05-09', slots: [['14:30', 180]] }],
};

describe('/app/bookings/{uuid}', () => {
  it('moves the booking with the reschedule dialog it composes, and shows its consent', async () => {
    const booking = bookingFixture();
    const api = fakeBookingsApi([booking], {
      slots: {
        '2026-05-09T14:30/180': { start: '2026-05-09T12:30:00.000Z', end: '2026-05-09T15:30:00.000Z' },
      },
      others: {
        '/me': testArtist,
        '/me/slots': slots,
        [`/me/bookings/${booking.bookingId}/consent`]: { bookingId: booking.bookingId, status: 'notSent' },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/app/bookings/:id', Component }], `/app/bookings/${booking.bookingId}`, {
      lng: 'fr',
    });
    await user.click(await screen.findByRole('button', { name: 'Déplacer le rendez-vous' }));
    const dialog = screen.getByRole('dialog', { name: 'Déplacer le rendez-vous de Camille Martin' });
    await user.click(await within(dialog).findByRole('radio', { name: /14:30 – 17:30/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer sur ce créneau' }));
    expect(await screen.findByText('Non demandé')).toBeTruthy();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Rendez-vous déplacé')).toBeTruthy();
    // The composed consent panel reads its own route; the last write is the move.
    expect(api.sent.filter((call) => call.method !== 'GET').at(-1)).toEqual({
      method: 'POST',
      path: `/me/bookings/${booking.bookingId}/move`,
      body: { slotId: '2026-05-09T14:30/180' },
    });
  });
});
