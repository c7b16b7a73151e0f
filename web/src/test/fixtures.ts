import type { MyArtist, PublicProfile } from '#shared/api/contracts/artists.ts';
import { blankPublicProfile } from '#shared/api/contracts/artists-fixtures.ts';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import type { RuntimeConfig } from '#web/src/lib/runtime-config.ts';

export const testConfig: RuntimeConfig = {
  stage: 'local',
  apiBaseUrl: '/api',
  buildId: 'test-build',
  cognito: {
    userPoolId: 'local_pool',
    userPoolClientId: 'local-client',
    endpoint: '/cognito',
    authFlowType: 'USER_PASSWORD_AUTH',
    socialProviders: [],
  },
  features: {},
};

export const testArtist: MyArtist = {
  artistId: 'artist-1',
  email: 'mia@example.com',
  pseudo: 'ink-mia',
  displayName: 'Mia Ink',
  locale: 'fr',
  timezone: 'Europe/Paris',
  plan: 'free',
  planStatus: 'active',
  unit: 'metric',
  currency: 'EUR',
  hourFormat: '24',
  theme: 'system',
  features: { requestShortcuts: true, publicTravels: true, publicWorks: true, clientMessages: true },
};

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An artist's slots as `GET /artists/{pseudo}/slots` answers them: the first free one on 2 June. */
const testSlotList: SlotList = {
  timezone: 'Europe/Paris',
  from: '2027-06-01',
  to: '2027-07-01',
  locations: [],
  days: [{ date: '2027-06-02', slots: [['14:30', 120]] }],
};

/**
 * Slots for May 2026 in Paris as `GET …/slots` answers them: these on the 2nd, and 11:00 (3 h) on the
 * 5th during a guest spot in Marseille.
 */
export function maySlotList(secondOfMay: SlotList['days'][number]['slots']): SlotList {
  return {
    timezone: 'Europe/Paris',
    from: '2026-05-01',
    to: '2026-05-31',
    locations: [{ travelId: 't1', shopName: 'Guest Shop', city: 'Marseille' }],
    days: [
      { date: '2026-05-02', slots: secondOfMay },
      { date: '2026-05-05', location: 0, slots: [['11:00', 180]] },
    ],
  };
}

/** The public API of one artist page: the page itself and its slots (a 404 for anything else). */
export function publicPageFetch(profile: PublicProfile, slots: SlotList = testSlotList) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    const page = `/api/artists/${profile.pseudo}`;
    if (url.startsWith(`${page}/slots?`)) return jsonResponse(200, slots);
    if (url === page) return jsonResponse(200, profile);
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  };
}

/** A public page as `GET /artists/{pseudo}` answers it (no images: tests add what they need). */
export const testPublicProfile: PublicProfile = { ...blankPublicProfile, bio: 'Fine line', plan: 'pro' };
