import type { BookingView } from '#shared/api/contracts/bookings.ts';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { RequestList, RequestView } from '#shared/api/contracts/requests.ts';

const referenceImage = (imageId: string): PublicImage => ({
  imageId,
  width: 1200,
  height: 900,
  placeholder: '#5a3b4c',
  variants: [320, 640, 1024].map((width) => ({ width, url: `/media/a1/${imageId}/${width}.webp` })),
});

/** A flash request of Camille for Saturday 2 May 2026, 10:00–13:00 in Paris (08:00 UTC). */
export const flashRequest: RequestView = {
  requestId: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  project: {
    projectType: 'flash',
    flash: { flashId: 'f1', title: 'Night moth', priceCents: 12000, currency: 'EUR' },
    placement: 'Left forearm',
    size: '8 x 6 cm',
    text: 'In black ink, please.',
    referenceImages: [referenceImage('ref-1'), referenceImage('ref-2')],
  },
  client: {
    firstName: 'Camille',
    lastName: 'Martin',
    age: 29,
    email: 'camille@example.com',
    instagram: 'camille.ink',
    alreadyTattooed: true,
    locale: 'fr',
  },
  slot: {
    slotId: '2026-05-02T10:00/180',
    start: '2026-05-02T08:00:00.000Z',
    end: '2026-05-02T11:00:00.000Z',
    localDate: '2026-05-02',
    localStart: '10:00',
    durationMinutes: 180,
    timezone: 'Europe/Paris',
  },
  history: [{ at: '2026-04-20T09:15:00.000Z', action: 'created', by: 'client' }],
  createdAt: '2026-04-20T09:15:00.000Z',
  updatedAt: '2026-04-20T09:15:00.000Z',
};

/** A custom project of Lou during a guest spot in Marseille, Tuesday 5 May 2026 at 14:30. */
export const customRequest: RequestView = {
  requestId: '22222222-2222-4222-8222-222222222222',
  status: 'pending',
  project: {
    projectType: 'custom',
    placement: 'Right shoulder',
    size: '15 x 10 cm',
    text: 'A peony in fine line.',
    referenceImages: [],
  },
  client: {
    firstName: 'Lou',
    lastName: 'Bernard',
    age: 34,
    email: 'lou@example.com',
    alreadyTattooed: false,
    locale: 'en',
  },
  slot: {
    slotId: '2026-05-05T14:30/180',
    start: '2026-05-05T12:30:00.000Z',
    end: '2026-05-05T15:30:00.000Z',
    localDate: '2026-05-05',
    localStart: '14:30',
    durationMinutes: 180,
    timezone: 'Europe/Paris',
  },
  location: { travelId: 't1', shopName: 'Guest Shop', city: 'Marseille' },
  history: [{ at: '2026-04-21T18:00:00.000Z', action: 'created', by: 'client' }],
  createdAt: '2026-04-21T18:00:00.000Z',
  updatedAt: '2026-04-21T18:00:00.000Z',
};

export function requestList(requests: RequestView[]): RequestList {
  return {
    requests,
    locations: [{ travelId: 't1', shopName: 'Guest Shop', city: 'Marseille' }],
    timezone: 'Europe/Paris',
  };
}

/** The booking `request` becomes once accepted at `priceCents` with `depositCents`. */
export function bookingOf(request: RequestView, priceCents: number, depositCents?: number): BookingView {
  return {
    bookingId: request.requestId,
    requestId: request.requestId,
    tab: 'upcoming',
    project: request.project,
    client: request.client,
    slot: request.slot,
    ...(request.location && { location: request.location }),
    payment: {
      priceCents,
      ...(depositCents !== undefined && { depositCents }),
      currency: 'EUR',
      paymentState: depositCents ? 'WAITING-FOR-DEPOSIT' : 'DEPOSIT-PAID',
    },
    history: [...request.history, { at: '2026-04-22T10:00:00.000Z', action: 'accepted', by: 'artist' }],
    acceptedAt: '2026-04-22T10:00:00.000Z',
    updatedAt: '2026-04-22T10:00:00.000Z',
  };
}
