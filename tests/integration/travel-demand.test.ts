import { beforeAll, describe, expect, it } from 'vitest';
import type { MyTravelDemand, Travel, TravelDemandAnswer } from '#shared/api/contracts/travels.ts';
import { createDb } from '#shared/db/service.ts';
import { api } from '#tests/support/api.ts';
import {
  addAvailability,
  type BookingArtist,
  bookableArtist,
  clientEmail,
  oneDate,
  parisDay,
} from '#tests/support/booking.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * Guest-spot demand (issue 14, item 6), through the local cloud: visitors leave an email on a
 * travel of the public page; the artist sees the demand per city; when the artist opens slots at
 * that guest spot (an availability on its days), the `travel-demand` consumer tells the city's
 * visitors once, in their language, and nobody else.
 */
const cloud = applyCloudEnv();
createDb({ tableName: cloud.tableName });

async function travel(artist: BookingArtist, city: string, fromDay: number) {
  const created = await api<Travel>('/me/travels', {
    token: artist.idToken,
    body: {
      startDate: parisDay(fromDay),
      endDate: parisDay(fromDay + 3),
      shopName: `${city} Ink Club`,
      address: '3 rue du Port',
      city,
    },
  });
  expect(created.status).toBe(201);
  return created.json;
}

const ask = (artist: BookingArtist, travelId: string, email: string, locale = 'en', headers = {}) =>
  api<TravelDemandAnswer>(`/artists/${artist.pseudo}/travels/${travelId}/demand`, {
    body: { email, locale },
    headers,
  });

describe('Guest-spot demand', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist();
  });

  it('keeps who asked per city, and tells them once when booking opens there', async () => {
    const lyon = await travel(artist, 'Lyon', 20);
    const berlin = await travel(artist, 'Berlin', 30);
    const camille = clientEmail('demand-lyon');
    const lucia = clientEmail('demand-lyon-es');
    const jonas = clientEmail('demand-berlin');
    expect((await ask(artist, lyon.travelId, camille)).json).toEqual({ status: 'waiting' });
    expect((await ask(artist, lyon.travelId, lucia.toUpperCase(), 'es')).json).toEqual({ status: 'waiting' });
    // Asking twice keeps one.
    expect((await ask(artist, lyon.travelId, camille)).json).toEqual({ status: 'waiting' });
    expect((await ask(artist, berlin.travelId, jonas)).json).toEqual({ status: 'waiting' });

    // Bad input: localized, nothing kept; an unknown travel or artist: 404.
    const bad = await ask(artist, lyon.travelId, 'not-an-email', 'fr', { 'accept-language': 'fr' });
    expect(bad.status).toBe(400);
    expect((bad.json as unknown as ErrorBody).error.fields?.[0]?.message).toBe('Adresse email invalide');
    expect((await ask(artist, '00000000-0000-4000-8000-000000000000', camille)).status).toBe(404);
    expect(
      (
        await api(`/artists/nobody-here-42/travels/${lyon.travelId}/demand`, {
          body: { email: camille, locale: 'en' },
        })
      ).status,
    ).toBe(404);

    // The artist sees the demand per city, most waiting first; another artist sees none of it.
    const demand = await api<MyTravelDemand>('/me/travel-demand', { token: artist.idToken });
    expect(demand.json.cities.map(({ city, waiting, notified }) => ({ city, waiting, notified }))).toEqual([
      { city: 'Lyon', waiting: 2, notified: 0 },
      { city: 'Berlin', waiting: 1, notified: 0 },
    ]);
    const other = await bookableArtist();
    expect((await api<MyTravelDemand>('/me/travel-demand', { token: other.idToken })).json.cities).toEqual(
      [],
    );
    expect((await api('/me/travel-demand')).status).toBe(401);

    // The artist opens slots in Lyon: its visitors are told, each in their language; Berlin's are not.
    await addAvailability(artist, oneDate(parisDay(21), ['11:00', 120]));
    const told = await waitForMail(camille, { match: (m) => m.subject.includes('opens bookings in Lyon') });
    expect(told.body.text).toContain('Lyon Ink Club');
    expect(told.body.text).toContain(`/${artist.pseudo}/form`);
    await waitForMail(lucia, { match: (m) => m.subject.includes('abre sus citas en Lyon') });

    // Another availability there: nobody is told twice; Berlin still waits.
    await addAvailability(artist, oneDate(parisDay(22), ['11:00', 120]));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(camille)).filter((m) => m.subject.includes('Lyon'))).toHaveLength(1);
    expect(await mailsTo(jonas)).toHaveLength(0);
    const after = await api<MyTravelDemand>('/me/travel-demand', { token: artist.idToken });
    expect(after.json.cities.map(({ city, waiting, notified }) => ({ city, waiting, notified }))).toEqual([
      { city: 'Berlin', waiting: 1, notified: 0 },
      { city: 'Lyon', waiting: 0, notified: 2 },
    ]);

    // Booking is open in Lyon now: asking there answers so, and keeps nothing.
    expect((await ask(artist, lyon.travelId, clientEmail('late'))).json).toEqual({ status: 'open' });
  });
});
