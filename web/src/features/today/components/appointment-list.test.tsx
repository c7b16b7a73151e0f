import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { AppointmentList } from './appointment-list.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

/** What the list reads of a booking (the rest of the view does not matter here). */
const booking = (bookingId: string, localStart: string) =>
  ({
    bookingId,
    slot: { localDate: '2026-05-09', localStart, durationMinutes: 120 },
    client: { firstName: 'Camille', lastName: 'Martin' },
    project: { projectType: 'custom' },
    payment: { paymentState: 'TOTAL-PAID', priceCents: 10_000, currency: 'EUR' },
  }) as unknown as BookingView;

describe('Today’s appointments and their consent (ADR 0088)', () => {
  it('shows each booking’s consent beside its deposit, with the answers to check once signed', async () => {
    const signed = booking('11111111-1111-4111-8111-111111111111', '10:00');
    const waiting = booking('22222222-2222-4222-8222-222222222222', '14:30');
    artistApi.get.mockResolvedValue({
      statuses: [
        { bookingId: signed.bookingId, status: 'signed', flagged: 2 },
        { bookingId: waiting.bookingId, status: 'waiting', deadline: '2026-05-08T12:30:00.000Z', flagged: 0 },
      ],
    });
    const day = signed.slot.localDate;
    renderRoutes(
      [
        {
          path: '/app',
          element: <AppointmentList appointments={[signed, waiting]} today={day} locale="en" />,
        },
      ],
      '/app',
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(await within(first!).findByText('Consent signed')).toBeTruthy();
    expect(within(first!).getByText('2 answers to check')).toBeTruthy();
    expect(within(second!).getByText('Consent to sign')).toBeTruthy();
    // One read for the whole list, whatever the number of badges.
    expect(artistApi.get).toHaveBeenCalledTimes(1);
    expect(artistApi.get).toHaveBeenCalledWith(
      `/me/consents?bookingIds=${signed.bookingId},${waiting.bookingId}`,
    );
  });
});
