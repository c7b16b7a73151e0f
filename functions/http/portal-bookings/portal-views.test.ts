import { describe, expect, it } from 'vitest';
import type { ArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { isPortalRequest, portalBookingOf, portalRequestOf } from './portal-views.ts';

const artistId = 'artist-1';
const travelId = 'travel-1';
const now = new Date('2026-05-02T12:00:00.000Z');

const refs: ArtistRefs = {
  artist: (id) =>
    id === artistId
      ? ({
          artistId,
          email: 'lea@inkslot.test',
          pseudo: 'lea',
          displayName: 'Léa',
          timezone: 'America/New_York',
          avatarImageId: 'avatar-1',
          residency: { city: 'Lyon', country: 'FR', shopName: 'Black Lotus' },
        } as ReturnType<ArtistRefs['artist']>)
      : undefined,
  travel: (id, travel) =>
    id === artistId && travel === travelId
      ? ({
          artistId,
          travelId,
          shopName: 'Riviera Ink',
          city: 'Nice',
          address: '1 quai des États-Unis',
        } as ReturnType<ArtistRefs['travel']>)
      : undefined,
  flash: (id, flashId) =>
    id === artistId && flashId === 'flash-1'
      ? ({ artistId, flashId, title: 'Swallow', priceCents: 12000, currency: 'EUR' } as ReturnType<
          ArtistRefs['flash']
        >)
      : undefined,
  image: (id, imageId) => {
    if (id !== artistId) return undefined;
    if (imageId === 'pending-ref')
      return { artistId, imageId, status: 'pending' } as ReturnType<ArtistRefs['image']>;
    if (imageId !== 'avatar-1' && imageId !== 'ref-1') return undefined;
    return {
      artistId,
      imageId,
      status: 'ready',
      width: 1600,
      height: 1200,
      placeholder: '#222',
      variantWidths: [1024, 320, 640],
    } as ReturnType<ArtistRefs['image']>;
  },
  // Signed when the refs load (ADR 0072): only ready references have a view.
  referenceImage: (id, imageId) =>
    id === artistId && imageId === 'ref-1'
      ? {
          imageId,
          width: 1600,
          height: 1200,
          placeholder: '#222',
          variants: [
            { width: 320, url: 'https://media.test/private/artist-1/ref-1/320.webp?X-Amz-Signature=s' },
          ],
        }
      : undefined,
};

const request = {
  artistId,
  requestId: 'request-1',
  status: 'pending',
  projectType: 'flash',
  flashId: 'flash-1',
  placement: 'Forearm',
  size: '10 x 6 cm',
  referenceImageIds: ['ref-1', 'pending-ref', 'gone'],
  slotId: '2026-05-10T10:00/120',
  slotStart: '2026-05-10T14:00:00.000Z',
  slotEnd: '2026-05-10T16:00:00.000Z',
  travelId,
  clientEmail: 'camille@inkslot.test',
  refuseReason: 'Not my style',
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-01T09:00:00.000Z',
} as RequestItem;

describe('a request in the portal', () => {
  it('names the artist, the project, the slot in the artist’s zone and the city, never the address', () => {
    if (!isPortalRequest(request)) throw new Error('pending is listed');
    const view = portalRequestOf(request, refs);
    expect(view).toEqual({
      requestId: 'request-1',
      status: 'pending',
      artist: {
        pseudo: 'lea',
        displayName: 'Léa',
        pictureUrl: '/media/artist-1/avatar-1/320.webp',
        residency: { shopName: 'Black Lotus', city: 'Lyon', country: 'FR' },
      },
      project: {
        projectType: 'flash',
        flash: { flashId: 'flash-1', title: 'Swallow', priceCents: 12000, currency: 'EUR' },
        placement: 'Forearm',
        size: '10 x 6 cm',
        text: '',
        referenceImages: [expect.objectContaining({ imageId: 'ref-1' })],
      },
      slot: {
        slotId: '2026-05-10T10:00/120',
        start: '2026-05-10T14:00:00.000Z',
        end: '2026-05-10T16:00:00.000Z',
        localDate: '2026-05-10',
        localStart: '10:00',
        durationMinutes: 120,
        timezone: 'America/New_York',
      },
      location: { travelId, shopName: 'Riviera Ink', city: 'Nice' },
      createdAt: '2026-05-01T09:00:00.000Z',
    });
  });

  it('gives the refusal reason of a refused request only', () => {
    const refused = { ...request, status: 'refused' as const };
    expect(portalRequestOf(refused, refs)?.refuseReason).toBe('Not my style');
  });

  it('lists pending, refused and cancelled requests, not accepted ones', () => {
    expect(isPortalRequest({ ...request, status: 'canceled' })).toBe(true);
    expect(isPortalRequest({ ...request, status: 'refused' })).toBe(true);
    expect(isPortalRequest({ ...request, status: 'accepted' })).toBe(false);
  });

  it('leaves out a request whose artist is gone', () => {
    const orphan = { ...request, artistId: 'gone', status: 'pending' as const };
    expect(portalRequestOf(orphan, refs)).toBeUndefined();
  });
});

describe('a booking in the portal', () => {
  const booking = {
    ...request,
    bookingId: 'request-1',
    status: 'confirmed',
    priceCents: 15000,
    depositCents: 5000,
    currency: 'EUR',
    paymentState: 'WAITING-FOR-DEPOSIT',
    paymentNote: 'private note',
    sequence: 2,
    acceptedAt: '2026-05-01T10:00:00.000Z',
  } as unknown as BookingItem;

  it('gives the full address, the payment without the artist’s note, and the sequence', () => {
    const view = portalBookingOf(booking, refs, now);
    expect(view?.tab).toBe('upcoming');
    expect(view?.location).toEqual({
      travelId,
      shopName: 'Riviera Ink',
      city: 'Nice',
      address: '1 quai des États-Unis',
    });
    expect(view?.payment).toEqual({
      priceCents: 15000,
      depositCents: 5000,
      currency: 'EUR',
      paymentState: 'WAITING-FOR-DEPOSIT',
    });
    expect(view?.sequence).toBe(2);
    expect(view).not.toHaveProperty('canceledAt');
  });

  it('is past once the slot ended and canceled once cancelled', () => {
    expect(portalBookingOf(booking, refs, new Date('2026-05-11T00:00:00.000Z'))?.tab).toBe('past');
    const canceled = {
      ...booking,
      status: 'canceled',
      canceledAt: '2026-05-03T10:00:00.000Z',
    } as BookingItem;
    const view = portalBookingOf(canceled, refs, now);
    expect(view?.tab).toBe('canceled');
    expect(view?.canceledAt).toBe('2026-05-03T10:00:00.000Z');
  });
});
