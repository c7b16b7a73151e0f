import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { refOf, resources } from './support/template.ts';

/**
 * Add a `client` and a `superadmin` route (to existing groups) and check that the API wires them
 * from the table, with the portal issuer from context.
 */
vi.mock('#shared/api/routes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#shared/api/routes.ts')>();
  const base = actual.routes.getMyArtist;
  return {
    ...actual,
    routes: {
      ...actual.routes,
      getPortalSession: { ...base, path: '/portal/session', auth: 'client', group: 'public' },
      listArtists: { ...base, path: '/admin/artists', auth: 'superadmin', group: 'artist' },
    },
  };
});

const PORTAL_ISSUER = 'https://portal.example.test/api/portal';
let app: SynthResult;

beforeAll(() => {
  app = synthInkslot({ context: { portalIssuer: PORTAL_ISSUER, portalAudience: 'portal-test' } });
});

describe('API authorizers from the route table', () => {
  it('gives client routes the portal JWT authorizer and superadmin routes the Cognito one', () => {
    const api = app.template(app.api);
    const authorizers = resources(api, 'AWS::ApiGatewayV2::Authorizer');
    const routesByKey = new Map(
      Object.values(resources(api, 'AWS::ApiGatewayV2::Route')).map((r) => [
        r.Properties.RouteKey,
        r.Properties,
      ]),
    );
    const authorizerOf = (key: string) => authorizers[refOf(routesByKey.get(key)!.AuthorizerId)!]!.Properties;

    expect(authorizerOf('GET /portal/session')).toMatchObject({
      AuthorizerType: 'JWT',
      Name: 'portal',
      JwtConfiguration: { Issuer: PORTAL_ISSUER, Audience: ['portal-test'] },
    });
    expect(authorizerOf('GET /admin/artists').Name).toBe('cognito');
    expect(authorizerOf('GET /me').Name).toBe('cognito');
    expect(Object.keys(authorizers)).toHaveLength(2);
  });
});
