import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { depositAwaitedPayment, slotViewFixture } from '#shared/api/contracts/lifecycle-views-fixtures.ts';

/**
 * A booking as `GET /me/bookings/{id}` answers it: Camille Martin's flash "Night moth", Saturday
 * 2 May 2026 10:00–12:00 in Paris (08:00–10:00 UTC), during a guest spot in Lyon, 150 € with a
 * 50 € deposit still to pay.
 */
export function bookingFixture(overrides: Partial<BookingView> = {}): BookingView {
  return {
    bookingId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    requestId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    tab: 'upcoming',
    project: {
      projectType: 'flash',
      flash: { flashId: 'flash-1', title: 'Night moth', priceCents: 12_000, currency: 'EUR' },
      placement: 'Avant-bras gauche',
      size: '8 x 6 cm',
      text: 'En noir, un peu plus petit.',
      referenceImages: [
        {
          imageId: 'img-1',
          width: 1280,
          height: 960,
          placeholder: '#7a2e5c',
          variants: [
            { width: 320, url: '/media/img-1/320.webp' },
            { width: 640, url: '/media/img-1/640.webp' },
            { width: 1280, url: '/media/img-1/1280.webp' },
          ],
        },
      ],
    },
    client: {
      firstName: 'Camille',
      lastName: 'Martin',
      age: 27,
      email: 'camille@example.com',
      instagram: '@camille.ink',
      alreadyTattooed: true,
      locale: 'fr',
    },
    slot: slotViewFixture,
    location: {
      travelId: 'travel-1',
      shopName: 'Atelier du Rhône',
      city: 'Lyon',
      address: '12 rue Mercière',
    },
    payment: depositAwaitedPayment,
    history: [
      { at: '2026-04-20T09:00:00.000Z', action: 'created', by: 'client' },
      { at: '2026-04-21T14:30:00.000Z', action: 'accepted', by: 'artist' },
    ],
    acceptedAt: '2026-04-21T14:30:00.000Z',
    updatedAt: '2026-04-21T14:30:00.000Z',
    ...overrides,
  };
}
