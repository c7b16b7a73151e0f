import type { BookingView, CalendarBooking } from '#shared/api/contracts/bookings.ts';
import type { PaymentState } from '#shared/domain/lifecycle/payment-state.ts';
import { fetchMock } from './artist-api-over-fetch.ts';

interface SentRequest {
  method: string;
  path: string;
  body?: unknown;
}

interface Failure {
  status: number;
  code: string;
  message: string;
}

/** A booking as `GET /me/calendar` answers it. */
function calendarBookingOf(booking: BookingView): CalendarBooking {
  const { flash } = booking.project;
  return {
    bookingId: booking.bookingId,
    tab: booking.tab,
    project: { projectType: booking.project.projectType, ...(flash && { flash: { title: flash.title } }) },
    client: { firstName: booking.client.firstName, lastName: booking.client.lastName },
    slot: { start: booking.slot.start, end: booking.slot.end },
    ...(booking.touchUpOf && { touchUpOf: booking.touchUpOf }),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * The bookings routes of the API, in memory, behind `fetchMock`: lists by tab, the calendar, one
 * booking, payment, cancel, move (to the slots given) and the late arrival; `others` answers more GETs by path
 * (`/me`, `/me/slots`). `fail('PUT', 'payment')` makes the next
 * matching call answer an error as the API would.
 */
export function fakeBookingsApi(
  initial: BookingView[],
  {
    timezone = 'Europe/Paris',
    slots = {} as Record<string, { start: string; end: string }>,
    others = {} as Record<string, unknown>,
  } = {},
) {
  const bookings = new Map(initial.map((booking) => [booking.bookingId, structuredClone(booking)]));
  const sent: SentRequest[] = [];
  const failures: { method: string; suffix: string; failure: Failure }[] = [];

  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api/, '');
    sent.push({ method, path: `${path}${url.search}`, ...(body !== undefined && { body }) });

    const failing = failures.findIndex((entry) => entry.method === method && path.endsWith(entry.suffix));
    if (failing !== -1) {
      const { failure } = failures.splice(failing, 1)[0] as { failure: Failure };
      return json(failure.status, { error: { code: failure.code, message: failure.message } });
    }

    if (method === 'GET' && path in others) return json(200, others[path]);
    if (method === 'GET' && path === '/me/bookings') {
      const tab = url.searchParams.get('tab');
      const list = [...bookings.values()].filter((booking) => !tab || booking.tab === tab);
      return json(200, { bookings: list, timezone });
    }
    if (method === 'GET' && path === '/me/calendar') {
      return json(200, { bookings: [...bookings.values()].map(calendarBookingOf), timezone });
    }
    const match = /^\/me\/bookings\/([^/]+)(?:\/(move|cancel|payment|late-arrival))?$/.exec(path);
    const booking = match ? bookings.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !booking) return json(404, { error: { code: 'not_found', message: 'Introuvable' } });
    const action = match[2];
    const now = '2026-05-01T09:00:00.000Z';
    if (action === 'payment') {
      const input = body as { paymentState: PaymentState; note: string };
      booking.payment = {
        ...booking.payment,
        paymentState: input.paymentState,
        paymentNote: input.note || undefined,
      };
      booking.history.push({
        at: now,
        action: 'payment-updated',
        by: 'artist',
        paymentState: input.paymentState,
      });
    } else if (action === 'cancel') {
      const input = body as { reason?: string };
      Object.assign(booking, {
        tab: 'canceled',
        canceledAt: now,
        canceledBy: 'artist',
        ...(input.reason && { cancelReason: input.reason }),
      });
      booking.history.push({ at: now, action: 'cancelled', by: 'artist' });
    } else if (action === 'late-arrival') {
      booking.lateArrival = { minutes: booking.lateArrival?.minutes ?? 0, at: now };
      booking.history.push({ at: now, action: 'late-arrival', by: 'artist' });
    } else if (action === 'move') {
      const { slotId } = body as { slotId: string };
      const slot = slots[slotId];
      if (!slot) return json(409, { error: { code: 'slot_taken', message: 'Ce créneau vient d’être pris' } });
      booking.history.push({
        at: now,
        action: 'moved',
        by: 'artist',
        fromStart: booking.slot.start,
        toStart: slot.start,
      });
      booking.slot = { ...booking.slot, slotId, ...slot };
    }
    if (action) booking.updatedAt = now;
    return json(200, booking);
  });

  return {
    sent,
    bookings,
    fail(method: string, suffix: string, failure: Failure) {
      failures.push({ method, suffix, failure });
    },
  };
}
