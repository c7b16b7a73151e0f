import { describe, expect, it } from 'vitest';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { anonymised } from './rehome-client-history.ts';

const deleted = {
  artistId: 'artist-1',
  pseudo: 'inkmaster',
  username: 'inkmaster@example.com',
  anonymousId: 'gone-42',
  deletedAt: '2026-11-26T14:00:00.000Z',
  timezone: 'Europe/Paris',
  hourFormat: '24' as const,
};

const request = {
  artistId: 'artist-1',
  requestId: 'r1',
  status: 'refused',
  projectType: 'flash',
  flashId: 'f1',
  travelId: 't1',
  referenceImageIds: ['i1'],
  placement: 'Forearm',
  size: '8 cm',
  slotId: 's1',
  slotStart: '2026-12-01T09:00:00.000Z',
  slotEnd: '2026-12-01T11:00:00.000Z',
  clientEmail: 'camille@example.com',
  clientFirstName: 'Camille',
  locale: 'fr',
} as unknown as RequestItem;

describe('what a client keeps of a deleted artist', () => {
  it('moves to the anonymous partition without what pointed at the artist’s erased items', () => {
    const kept = anonymised(request, deleted);
    expect(kept).toMatchObject({
      artistId: 'gone-42',
      requestId: 'r1',
      status: 'refused',
      clientEmail: 'camille@example.com',
      formerArtist: { deletedAt: deleted.deletedAt, timezone: 'Europe/Paris', hourFormat: '24' },
    });
    expect(kept).not.toHaveProperty('flashId');
    expect(kept).not.toHaveProperty('travelId');
    expect(kept).not.toHaveProperty('referenceImageIds');
  });

  it('drops the artist’s private note, and closes what slipped in open after the deletion read', () => {
    const booking = {
      ...request,
      bookingId: 'r1',
      status: 'confirmed',
      paymentNote: 'paid cash',
    } as unknown as BookingItem;
    const ahead = anonymised(booking, deleted);
    expect(ahead).not.toHaveProperty('paymentNote');
    expect(ahead).toMatchObject({ status: 'canceled', canceledAt: deleted.deletedAt, canceledBy: 'artist' });
    const past = anonymised({ ...booking, slotEnd: '2026-11-01T11:00:00.000Z' } as BookingItem, deleted);
    expect(past.status).toBe('confirmed');
    expect(anonymised({ ...request, status: 'pending' } as RequestItem, deleted).status).toBe('refused');
  });
});
