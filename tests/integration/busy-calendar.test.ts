import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as readBusyCalendars } from '#functions/consumers/busy-times/read-busy-calendars.ts';
import type { BusyCalendarView } from '#shared/api/contracts/bookings.ts';
import { createDb } from '#shared/db/service.ts';
import { api } from '#tests/support/api.ts';
import {
  type BookingArtist,
  bookableArtist,
  everyDay,
  parisDay,
  requestBody,
  sendRequest,
  slotIds,
  slotsOf,
} from '#tests/support/booking.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';

/**
 * The artist's busy times from an external calendar (issue 14, item 7), through the local cloud: a
 * calendar server (here, on this machine) serves an ICS feed; saving its address reads it at once
 * (the `busy-times` consumer), its events block the slots they overlap (the public form no longer
 * offers them and a request for one is refused), nothing of them is shown; the 30-minute schedule
 * reads it again (a removed event frees its slot), a failed read keeps the last busy times.
 */
const cloud = applyCloudEnv();
createDb({ tableName: cloud.tableName });
const allowedOrigins = (cloud.env.OUTBOUND_ALLOWED_ORIGINS ?? '').split(',');

let ics = '';
let failing = false;
let server: Server;
let url = '';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const compact = (day: string) => day.replaceAll('-', '');

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (failing) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics);
  });
  // The stage allows outbound requests to a few exact loopback origins (ADR 0065): listen on one.
  const origin = new URL(allowedOrigins[0]!);
  await new Promise<void>((resolve) => server.listen(Number(origin.port), origin.hostname, resolve));
  url = `${origin.origin}/private/basic.ics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const busyView = (artist: BookingArtist) =>
  api<BusyCalendarView>('/me/busy-calendar', { token: artist.idToken });
const freeOn = async (artist: BookingArtist, day: string) =>
  slotIds((await slotsOf(artist.pseudo, `?from=${day}&days=1`)).json);

describe('Busy times from an external calendar', () => {
  let artist: BookingArtist;
  beforeAll(async () => {
    artist = await bookableArtist(everyDay(['10:00', 120], ['14:00', 120]));
  });

  it('blocks the slots its events overlap, read at once and every 30 minutes, and shows nothing of them', async () => {
    const dentist = parisDay(5);
    const holiday = parisDay(6);
    // A floating 10:30 is the artist's wall time (Paris).
    const dentistEvent = [
      'BEGIN:VEVENT',
      'UID:dentist',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${compact(dentist)}T103000`,
      `DTEND:${compact(dentist)}T110000`,
      'SUMMARY:Dentist appointment',
      'END:VEVENT',
    ].join('\r\n');
    const holidayEvent = [
      'BEGIN:VEVENT',
      'UID:holiday',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(holiday)}`,
      `DTEND;VALUE=DATE:${compact(parisDay(7))}`,
      'SUMMARY:Family holiday',
      'END:VEVENT',
    ].join('\r\n');
    ics = calendar(dentistEvent, holidayEvent);
    expect(await freeOn(artist, dentist)).toEqual([`${dentist}T10:00/120`, `${dentist}T14:00/120`]);
    expect((await busyView(artist)).json).toEqual({ status: 'none' });

    // A wrong address: refused in the artist's language, nothing kept.
    const refused = await api<ErrorBody>('/me/busy-calendar', {
      method: 'PUT',
      token: artist.idToken,
      body: { url: 'ftp://calendar.example.com/basic.ics' },
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields?.[0]?.message).toBe(
      'Collez l’adresse privée de votre agenda, qui commence par https:// ou webcal://',
    );
    expect((await busyView(artist)).json).toEqual({ status: 'none' });
    // An address inside the machine (here by a short spelling of loopback) is refused as such.
    const inside = await api<ErrorBody>('/me/busy-calendar', {
      method: 'PUT',
      token: artist.idToken,
      body: { url: 'webcal://127.1/private/basic.ics' },
      headers: { 'accept-language': 'en' },
    });
    expect(inside.status).toBe(400);
    expect(inside.json.error.fields?.[0]?.message).toMatch(/^This address leads to a private network/);
    expect((await busyView(artist)).json).toEqual({ status: 'none' });

    const saved = await api<BusyCalendarView>('/me/busy-calendar', {
      method: 'PUT',
      token: artist.idToken,
      body: { url },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.url).toBe(url);
    await vi.waitFor(
      async () => expect((await busyView(artist)).json).toMatchObject({ status: 'ok', busyCount: 2 }),
      {
        timeout: 15_000,
        interval: 200,
      },
    );

    // The dentist blocks the morning slot, the holiday the whole day; the afternoon stays free.
    expect(await freeOn(artist, dentist)).toEqual([`${dentist}T14:00/120`]);
    expect(await freeOn(artist, holiday)).toEqual([]);
    const request = await sendRequest(artist.pseudo, requestBody(`${dentist}T10:00/120`));
    expect(request.status).toBe(409);
    expect((request.json as unknown as ErrorBody).error.code).toBe('slot_unavailable');
    // Nothing of the events is shown: not on the public page, not in the slots, not in the settings.
    const page = await api(`/artists/${artist.pseudo}`, { headers: { 'cache-control': 'no-cache' } });
    for (const text of [
      page.text,
      JSON.stringify((await slotsOf(artist.pseudo)).json),
      JSON.stringify((await busyView(artist)).json),
    ])
      expect(text).not.toMatch(/Dentist|holiday/i);

    // The dentist is cancelled; the schedule asks for every calendar to be read again, each by its
    // own message on the busy-times queue (ADR 0066): the morning is free again.
    ics = calendar(holidayEvent);
    const run = await readBusyCalendars({ id: `busy-run-${artist.pseudo}`, time: new Date().toISOString() });
    expect(run.asked).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => expect((await busyView(artist)).json).toMatchObject({ status: 'ok', busyCount: 1 }),
      { timeout: 15_000, interval: 200 },
    );
    expect(await freeOn(artist, dentist)).toEqual([`${dentist}T10:00/120`, `${dentist}T14:00/120`]);

    // The calendar server fails: the settings say so (one neutral state), the last busy times still block.
    failing = true;
    await readBusyCalendars({ id: `busy-run-failing-${artist.pseudo}`, time: new Date().toISOString() });
    await vi.waitFor(
      async () => expect((await busyView(artist)).json).toMatchObject({ status: 'unreadable' }),
      { timeout: 15_000, interval: 200 },
    );
    expect(await freeOn(artist, holiday)).toEqual([]);
    failing = false;

    // Another artist has none of it.
    const other = await bookableArtist();
    expect((await busyView(other)).json).toEqual({ status: 'none' });

    // Removed: nothing blocks any more.
    const removed = await api<BusyCalendarView>('/me/busy-calendar', {
      method: 'DELETE',
      token: artist.idToken,
    });
    expect(removed.json).toEqual({ status: 'none' });
    expect(await freeOn(artist, holiday)).toEqual([`${holiday}T10:00/120`, `${holiday}T14:00/120`]);
  });
});
