import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '#web/src/features/bookings/test/booking-fixtures.ts';
import { fakeBookingsApi } from '#web/src/features/bookings/test/fake-bookings-api.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { BookingsPage } from './bookings-page.tsx';

vi.mock(
  '#web/src/lib/artist-api.ts',
  () => import('#web/src/features/bookings/test/artist-api-over-fetch.ts'),
);

/** The booking's name in the list; a month chip's starts with what it shows, a time-grid block's too. */
const NAME = 'Camille Martin, Saturday, May 2, 2026, 10:00 – 12:00, Flash “Night moth”';
const CHIP_NAME = `10:00 Camille Martin, ${NAME}`;
const BLOCK_NAME = 'Camille Martin, 10:00 – 12:00, Flash “Night moth”, Saturday, May 2, 2026';

const canceled = bookingFixture({
  bookingId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  tab: 'canceled',
  client: { ...bookingFixture().client, firstName: 'Léa', lastName: 'Petit' },
  project: { ...bookingFixture().project, projectType: 'custom', flash: undefined },
  slot: { ...bookingFixture().slot, start: '2026-05-05T12:00:00.000Z', end: '2026-05-05T13:00:00.000Z' },
  canceledBy: 'client',
  cancelReason: 'Empêchement',
});
const past = bookingFixture({
  bookingId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  tab: 'past',
  client: { ...bookingFixture().client, firstName: 'Noé', lastName: 'Roux' },
  slot: { ...bookingFixture().slot, start: '2026-04-28T13:00:00.000Z', end: '2026-04-28T15:00:00.000Z' },
  payment: { priceCents: 20_000, currency: 'EUR', paymentState: 'DEPOSIT-PAID' },
});

function renderPage(
  path: string,
  { lng = 'en', timezone = 'Europe/Paris' }: { lng?: 'en' | 'fr'; timezone?: string } = {},
) {
  return renderRoutes(
    [
      {
        path: '/app/bookings',
        element: <BookingsPage timezone={timezone} hourFormat="24" today="2026-05-02" />,
      },
      { path: '/app/bookings/:id', element: <p>booking page</p> },
    ],
    path,
    { lng },
  );
}

describe('the bookings page', () => {
  let api: ReturnType<typeof fakeBookingsApi>;
  beforeEach(() => {
    api = fakeBookingsApi([bookingFixture(), canceled, past]);
  });

  it('opens on this month: asks its window of days and names the time zone', async () => {
    renderPage('/app/bookings');
    const link = await screen.findByRole('link', { name: CHIP_NAME });
    expect(link.getAttribute('href')).toBe('/app/bookings/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(api.sent[0]).toEqual({ method: 'GET', path: '/me/calendar?from=2026-04-27&to=2026-05-31' });
    expect(screen.getByRole('heading', { level: 2, name: 'May 2026' })).toBeTruthy();
    expect(screen.getByText(/Times in your time zone: .*\(Europe\/Paris\)\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Saturday, May 2, 2026, 1 booking' }).getAttribute('aria-current'),
    ).toBe('date');
    // A cancelled booking stays in the calendar, and says so.
    expect(
      screen.getByRole('link', {
        name: '14:00 Léa Petit, Léa Petit, Tuesday, May 5, 2026, 14:00 – 15:00, Custom project (canceled)',
      }),
    ).toBeTruthy();
  });

  it('lays bookings out on the artist wall clock, not the browser one', async () => {
    api = fakeBookingsApi([bookingFixture()], { timezone: 'Pacific/Auckland' });
    renderPage('/app/bookings?view=day&date=2026-05-02', { timezone: 'Pacific/Auckland' });
    expect(
      await screen.findByRole('link', {
        name: 'Camille Martin, 20:00 – 22:00, Flash “Night moth”, Saturday, May 2, 2026',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/\(Pacific\/Auckland\)/)).toBeTruthy();
  });

  it('moves by week with the buttons and the keyboard, the view and day kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/app/bookings?view=week&date=2026-05-02');
    const week = await screen.findByRole('region', { name: 'Saturday, May 2, 2026' });
    expect(within(week).getByRole('link', { name: BLOCK_NAME })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /April 27\s–\sMay 3, 2026/ })).toBeTruthy();
    expect(api.sent.at(-1)?.path).toBe('/me/calendar?from=2026-04-27&to=2026-05-03');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-05-09'));
    await waitFor(() => expect(api.sent.at(-1)?.path).toBe('/me/calendar?from=2026-05-04&to=2026-05-10'));
    expect(await screen.findByRole('link', { name: /Léa Petit/ })).toBeTruthy();

    // Back on today's week: the address drops the date.
    await user.keyboard('p');
    await waitFor(() => expect(router.state.location.search).toBe('?view=week'));
    await user.keyboard('n');
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-05-09'));
    await user.keyboard('t');
    await waitFor(() => expect(router.state.location.search).toBe('?view=week'));
    await user.keyboard('d');
    await waitFor(() => expect(router.state.location.search).toBe('?view=day'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, May 2, 2026' })).toBeTruthy();
  });

  it('goes from a month day to its day view', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/app/bookings?date=2026-05-20');
    await user.click(await screen.findByRole('link', { name: 'Tuesday, May 5, 2026, 1 booking' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-05-05'));
  });

  it('lists the bookings by tab: upcoming, past, canceled, with the arrow keys too', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/app/bookings');
    await screen.findByRole('link', { name: CHIP_NAME });
    await user.click(screen.getByRole('link', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
    const upcoming = await screen.findByRole('tab', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming' });
    expect(await within(panel).findByRole('link', { name: NAME })).toBeTruthy();
    expect(within(panel).getByText('Pending')).toBeTruthy();
    expect(within(panel).getByText('Guest spot: Atelier du Rhône, Lyon')).toBeTruthy();
    expect(api.sent.at(-1)?.path).toBe('/me/bookings?tab=upcoming');

    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=list&tab=past'));
    expect(screen.getByRole('tab', { name: 'Past' })).toBe(document.activeElement);
    const pastPanel = await screen.findByRole('tabpanel', { name: 'Past' });
    expect(
      await within(pastPanel).findByRole('link', {
        name: /^Noé Roux, Tuesday, April 28, 2026, 15:00 – 17:00/,
      }),
    ).toBeTruthy();
    // Accepted without a deposit: never a pending deposit.
    expect(within(pastPanel).getByText('No deposit')).toBeTruthy();
    expect(within(pastPanel).queryByText('Pending')).toBeNull();

    // The list has no period: N (next) is left to the browser.
    await user.keyboard('n');
    expect(router.state.location.search).toBe('?view=list&tab=past');

    await user.click(screen.getByRole('tab', { name: 'Canceled' }));
    const canceledPanel = await screen.findByRole('tabpanel', { name: 'Canceled' });
    expect(await within(canceledPanel).findByText('Canceled by the client — Empêchement')).toBeTruthy();
  });

  it('says when a tab is empty, and shows the API failure with a retry', async () => {
    api = fakeBookingsApi([]);
    api.fail('GET', '/me/bookings', { status: 503, code: 'unavailable', message: 'Service indisponible' });
    api.fail('GET', '/me/bookings', { status: 503, code: 'unavailable', message: 'Service indisponible' });
    const user = userEvent.setup();
    renderPage('/app/bookings?view=list&tab=canceled', { lng: 'fr' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Service indisponible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun rendez-vous annulé.')).toBeTruthy();
  });
});
