import type { MyArtist, PublicProfile } from '../../../shared/api/contracts/artists.ts';
import type { RuntimeConfig } from '../lib/runtime-config.ts';

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
};

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A public page as `GET /artists/{pseudo}` answers it (no images: tests add what they need). */
export const testPublicProfile: PublicProfile = {
  pseudo: 'ink-mia',
  displayName: 'Mia Ink',
  bio: 'Fine line',
  links: [],
  styles: [],
  plan: 'pro',
  reservations: { requests: true, custom: true, touchups: true },
  unit: 'metric',
  hourFormat: '24',
  travels: [],
  flashes: [],
  works: [],
};
