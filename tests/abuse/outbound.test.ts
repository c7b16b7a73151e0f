import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as askBusyCalendars } from '#functions/consumers/busy-times/read-busy-calendars.ts';
import type { BusyCalendarView } from '#shared/api/contracts/bookings.ts';
import { createDb } from '#shared/db/service.ts';
import { api } from '#tests/support/api.ts';
import { type BookingArtist, onboardedArtist } from '#tests/support/booking.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';
import { type HealthWatch, watchHealth } from './support/health-watch.ts';

/**
 * The server fetches what an artist tells it to (issue 28, items 1, 2 and 9; ADR 0065, 0066),
 * attacked as an artist with bad intent would: every spelling of an address inside the machine or
 * the cloud at save time, redirect chains from an allowed server to such addresses and past three
 * hops, and calendars built to keep the reader busy. Each test asserts what the artist sees (a field
 * error, or one neutral `unreadable` state), that nothing else was asked (a canary server of this
 * machine, not allowed, never sees a connection; the allowed server sees only the expected paths)
 * and that `/api/health` keeps answering within 1 s throughout.
 */
const cloud = applyCloudEnv();
createDb({ tableName: cloud.tableName });
/** The stage's allowed loopback origins; the integration tier's busy-calendar test uses the first. */
const allowedOrigin = (cloud.env.OUTBOUND_ALLOWED_ORIGINS ?? '').split(',')[1]!;

type Route = (request: IncomingMessage, response: ServerResponse) => void;
const asked: string[] = [];
let canaryConnections = 0;
let allowed: Server;
let canary: Server;
let canaryPort = 0;
let health: HealthWatch;
const REDIRECT_PATHS = [
  '/to/canary-http',
  '/to/canary-short',
  '/to/canary-decimal',
  '/to/canary-name',
  '/to/canary-mapped',
  '/to/canary-v6',
  '/to/metadata',
  '/to/metadata-v6',
  '/to/private',
  '/hop/1',
];
const HOSTILE_PATHS = ['/spin.ics', '/endless.ics', '/drip.ics', '/huge.ics'];
/** One artist refused at save time, one per redirect chain, one per hostile calendar, one fine. */
const ARTISTS = 1 + REDIRECT_PATHS.length + HOSTILE_PATHS.length + 1;
const people: BookingArtist[] = [];
/** How many emails each artist had before the attack (their welcome). */
const mailsBefore = new Map<string, number>();

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const everySecond = (uid: number) =>
  [
    'BEGIN:VEVENT',
    `UID:spin-${uid}`,
    'DTSTAMP:20260101T000000Z',
    'DTSTART:20200101T000000Z',
    'DTEND:20200101T000001Z',
    'RRULE:FREQ=SECONDLY',
    'END:VEVENT',
  ].join('\r\n');
const oneEvent = [
  'BEGIN:VEVENT',
  'UID:fine',
  'DTSTAMP:20260101T000000Z',
  `DTSTART:${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}T100000Z`,
  `DTEND:${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}T110000Z`,
  'END:VEVENT',
].join('\r\n');

const redirect =
  (location: () => string): Route =>
  (_request, response) =>
    response.writeHead(302, { location: location() }).end();
const canaryAt = (scheme: string, host: string) => () => `${scheme}://${host}:${canaryPort}/stolen`;

const routes: Record<string, Route> = {
  '/fine.ics': (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar(oneEvent)),
  '/to/canary-http': redirect(canaryAt('http', '127.0.0.1')),
  '/to/canary-short': redirect(canaryAt('https', '127.1')),
  '/to/canary-decimal': redirect(canaryAt('https', '2130706433')),
  '/to/canary-name': redirect(canaryAt('https', 'localhost')),
  '/to/canary-mapped': redirect(canaryAt('https', '[::ffff:7f00:1]')),
  '/to/canary-v6': redirect(canaryAt('https', '[::1]')),
  '/to/metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
  '/to/metadata-v6': redirect(() => 'https://[fd00:ec2::254]/latest/meta-data/'),
  '/to/private': redirect(() => 'https://10.0.0.1/calendar.ics'),
  '/hop/1': redirect(() => '/hop/2'),
  '/hop/2': redirect(() => '/hop/3'),
  '/hop/3': redirect(() => '/hop/4'),
  '/hop/4': redirect(() => '/hop/5'),
  '/hop/5': (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar(oneEvent)),
  '/spin.ics': (_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(calendar(...Array.from({ length: 200 }, (_, uid) => everySecond(uid)))),
  '/endless.ics': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    const line = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(8000, 'x')}\r\n`;
    const write = () => {
      while (!response.destroyed && response.write(line));
      if (!response.destroyed) response.once('drain', write);
    };
    write();
  },
  '/drip.ics': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.write('BEGIN:VCALENDAR\r\n');
    const timer = setInterval(() => response.write('X'), 200);
    response.on('close', () => clearInterval(timer));
  },
  '/huge.ics': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(500 * 1024 * 1024) });
    response.write('BEGIN:VCALENDAR\r\n');
  },
};

beforeAll(async () => {
  allowed = createServer((request, response) => {
    asked.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  canary = createServer((_request, response) => response.writeHead(200).end('secret'));
  canary.on('connection', () => {
    canaryConnections += 1;
  });
  const origin = new URL(allowedOrigin);
  await new Promise<void>((resolve) => allowed.listen(Number(origin.port), origin.hostname, resolve));
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryPort = (canary.address() as AddressInfo).port;
  // The artists first (the sign-up's work is not the attack), then health is watched throughout.
  for (let at = 0; at < ARTISTS; at += 4)
    people.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, ARTISTS - at) }, () => onboardedArtist()))),
    );
  // Their welcome email first: what comes after it would be the attack's.
  await Promise.all(people.map((person) => waitForMail(person.email, { timeoutMs: 30_000 })));
  for (const person of people) mailsBefore.set(person.email, (await mailsTo(person.email)).length);
  health = watchHealth();
}, 120_000);

afterAll(async () => {
  for (const server of [allowed, canary]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const saveCalendar = (artist: BookingArtist, url: string) =>
  api<BusyCalendarView & ErrorBody>('/me/busy-calendar', {
    method: 'PUT',
    token: artist.idToken,
    body: { url },
    headers: { 'accept-language': 'en' },
  });
const viewOf = async (artist: BookingArtist) =>
  (await api<BusyCalendarView>('/me/busy-calendar', { token: artist.idToken })).json;
const settled = (artist: BookingArtist, timeout = 30_000) =>
  vi.waitFor(
    async () => {
      const view = await viewOf(artist);
      expect(view.status).not.toBe('pending');
      return view;
    },
    { timeout, interval: 250 },
  );

const REFUSED_BY_WHERE = 'This address leads to a private network and cannot be read.';
const REFUSED_BY_SCHEME = 'Paste your calendar’s private address, starting with https:// or webcal://';

describe('Outbound requests to addresses an artist gives', () => {
  it('refuses at save time every spelling of an address inside the machine or the cloud, keeping nothing', async () => {
    const port = () => canaryPort;
    const spellings: [string, string][] = [
      ['https://127.1/basic.ics', REFUSED_BY_WHERE],
      ['https://2130706433/basic.ics', REFUSED_BY_WHERE],
      ['https://0x7f000001/basic.ics', REFUSED_BY_WHERE],
      ['https://0177.0.0.1/basic.ics', REFUSED_BY_WHERE],
      [`https://127.0.0.1:${port()}/basic.ics`, REFUSED_BY_WHERE],
      ['https://[::1]/basic.ics', REFUSED_BY_WHERE],
      ['https://[::ffff:127.0.0.1]/basic.ics', REFUSED_BY_WHERE],
      ['https://[::ffff:7f00:1]/basic.ics', REFUSED_BY_WHERE],
      [`https://localhost:${port()}/basic.ics`, REFUSED_BY_WHERE],
      ['webcal://127.1/basic.ics', REFUSED_BY_WHERE],
      ['webcal://localhost/basic.ics', REFUSED_BY_WHERE],
      ['https://169.254.169.254/latest/meta-data/', REFUSED_BY_WHERE],
      ['https://[fd00:ec2::254]/latest/meta-data/', REFUSED_BY_WHERE],
      ['https://100.100.100.200/latest/meta-data/', REFUSED_BY_WHERE],
      ['https://10.0.0.1/basic.ics', REFUSED_BY_WHERE],
      ['https://172.16.0.1/basic.ics', REFUSED_BY_WHERE],
      ['https://100.64.0.1/basic.ics', REFUSED_BY_WHERE],
      ['https://192.168.1.1/basic.ics', REFUSED_BY_WHERE],
      ['https://[fd00::1]/basic.ics', REFUSED_BY_WHERE],
      ['https://[fe80::1]/basic.ics', REFUSED_BY_WHERE],
      ['https://0.0.0.0/basic.ics', REFUSED_BY_WHERE],
      ['https://224.0.0.1/basic.ics', REFUSED_BY_WHERE],
      ['https://255.255.255.255/basic.ics', REFUSED_BY_WHERE],
      ['https://[64:ff9b::a9fe:a9fe]/basic.ics', REFUSED_BY_WHERE],
      [`http://127.0.0.1:${port()}/basic.ics`, REFUSED_BY_SCHEME],
      ['http://calendar.example.com/basic.ics', REFUSED_BY_SCHEME],
      ['https://user:pass@calendar.example.com/basic.ics', REFUSED_BY_SCHEME],
      ['file:///etc/passwd', REFUSED_BY_SCHEME],
      ['gopher://127.0.0.1:6379/_INFO', REFUSED_BY_SCHEME],
    ];
    const artist = people[0]!;
    const answers = await Promise.all(spellings.map(([url]) => saveCalendar(artist, url)));
    answers.forEach((answer, at) => {
      const [url, message] = spellings[at]!;
      expect(answer.status, url).toBe(400);
      expect(answer.json.error.code, url).toBe('validation_failed');
      expect(answer.json.error.fields?.[0]?.path, url).toBe('url');
      expect(answer.json.error.fields?.[0]?.message.startsWith(message), url).toBe(true);
    });
    expect(await viewOf(artist)).toEqual({ status: 'none' });
    expect(canaryConnections).toBe(0);
  });

  it('follows no redirect out of the allowed origin nor past 3 hops: the artist sees one neutral state', async () => {
    const paths = REDIRECT_PATHS;
    const artists = people.slice(1, 1 + paths.length);
    const saved = await Promise.all(
      artists.map((each, at) => saveCalendar(each, `${allowedOrigin}${paths[at]}`)),
    );
    for (const answer of saved) expect(answer.status).toBe(200);
    const views = await Promise.all(artists.map((each) => settled(each)));
    views.forEach((view, at) => {
      expect(view, paths[at]).toEqual({ url: `${allowedOrigin}${paths[at]}`, status: 'unreadable' });
    });
    expect(canaryConnections).toBe(0);
    // Three redirects were followed (hops 2, 3, 4); the fourth's target was never asked.
    expect(asked).toEqual(expect.arrayContaining(['/hop/1', '/hop/2', '/hop/3', '/hop/4']));
    expect(asked).not.toContain('/hop/5');
  });

  it('reads hostile calendars without stopping the product or another artist’s calendar', async () => {
    const hostile = HOSTILE_PATHS;
    const victims = people.slice(1 + REDIRECT_PATHS.length, 1 + REDIRECT_PATHS.length + hostile.length);
    const fine = people.at(-1);
    asked.length = 0;
    const started = performance.now();
    await Promise.all(victims.map((each, at) => saveCalendar(each, `${allowedOrigin}${hostile[at]}`)));
    expect((await saveCalendar(fine!, `${allowedOrigin}/fine.ics`)).status).toBe(200);
    // The fine calendar is read while the drip still holds its reader (up to its 10 s total timeout).
    expect(await settled(fine!, 8000)).toMatchObject({ status: 'ok', busyCount: 1 });
    expect(performance.now() - started).toBeLessThan(8000);
    const views = await Promise.all(victims.map((each) => settled(each, 40_000)));
    views.forEach((view, at) => {
      expect(view, hostile[at]).toEqual({ url: `${allowedOrigin}${hostile[at]}`, status: 'unreadable' });
    });

    // The 30-minute schedule asks for every calendar again, one message each: same outcome.
    const run = await askBusyCalendars({ id: `abuse-${Date.now()}`, time: new Date().toISOString() });
    expect(run.asked).toBeGreaterThanOrEqual(victims.length + 1);
    await vi.waitFor(
      async () => expect(asked.filter((path) => path === '/fine.ics').length).toBeGreaterThanOrEqual(2),
      {
        timeout: 15_000,
        interval: 250,
      },
    );
    expect(await viewOf(fine!)).toMatchObject({ status: 'ok', busyCount: 1 });
    // Nothing was asked but the calendars given and the redirects' allowed hops.
    for (const path of asked) expect(Object.keys(routes)).toContain(path);
    expect(asked).not.toContain('/hop/5');
    expect(canaryConnections).toBe(0);
  }, 120_000);

  it('sent nobody any email on the attack’s account', async () => {
    for (const person of people)
      expect((await mailsTo(person.email)).length, person.email).toBe(mailsBefore.get(person.email));
  });

  it('kept /api/health answering within 1 s throughout', async () => {
    const { slowestMs, asked: healthAsked, failed } = await health.stop();
    console.info(`health: ${healthAsked} asked, ${failed} failed, slowest ${slowestMs} ms`);
    expect(failed).toBe(0);
    expect(healthAsked).toBeGreaterThan(10);
    expect(slowestMs).toBeLessThan(1000);
  });
});
