import type { MyArtist } from '../../../shared/api/contracts/artists.ts';
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
};

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
