import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '#web/src/features/bookings/test/booking-fixtures.ts';
import { fakeBookingsApi } from '#web/src/features/bookings/test/fake-bookings-api.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { BookingDetail } from './booking-detail.tsx';

vi.mock(
  '#web/src/lib/artist-api.ts',
  () => import('#web/src/features/bookings/test/artist-api-over-fetch.ts'),
);

/** A started session whose deposit is paid, under a policy with a 15-minute grace (ADR 0097). */
const started = bookingFixture({
  tab: 'past',
  payment: { priceCents: 15_000, depositCents: 5_000, currency: 'EUR', paymentState: 'DEPOSIT-PAID' },
  lateArrival: { minutes: 15 },
});

function renderDetail() {
  return renderRoutes(
    [
      {
        path: '/app/bookings/:id',
        element: <BookingDetail bookingId={started.bookingId} timezone="Europe/Paris" hourFormat="24" />,
      },
    ],
    `/app/bookings/${started.bookingId}`,
    { lng: 'en' },
  );
}

describe('the late arrival on the booking page', () => {
  it('marks the client late after a confirmation: the deposit is kept, the history says so', async () => {
    const api = fakeBookingsApi([started]);
    const user = userEvent.setup();
    renderDetail();
    const panel = await screen.findByRole('region', { name: 'Late arrival' });
    expect(
      within(panel).getByText(
        'Your policy, accepted by Camille Martin: more than 15 minutes late, the deposit is kept.',
      ),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Client arrived late' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep the deposit?' });
    expect(
      within(dialog).getByText(
        /Camille Martin arrived more than 15 minutes late: the .*50.* deposit is kept/,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the deposit' }));
    expect(
      await within(panel).findByText(/^Late arrival marked on May 1, 2026: the .*50.* deposit is kept\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Client arrived late' })).toBeNull();
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      path: `/me/bookings/${started.bookingId}/late-arrival`,
      body: {},
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Client arrived late: deposit kept')).toBeTruthy();
  });

  it('keeps the dialog open with the API’s words on a refusal', async () => {
    const api = fakeBookingsApi([started]);
    api.fail('POST', '/late-arrival', {
      status: 409,
      code: 'late_arrival_no_deposit',
      message: 'No deposit was received for this booking: there is nothing to keep',
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Client arrived late' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep the deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the deposit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The late arrival could not be marked');
    expect(alert.textContent).toContain('there is nothing to keep');
  });

  it('offers nothing on a booking whose policy has no such rule', async () => {
    const { lateArrival: _rule, ...ruleless } = started;
    fakeBookingsApi([ruleless]);
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Camille Martin' });
    expect(screen.queryByRole('region', { name: 'Late arrival' })).toBeNull();
  });
});
