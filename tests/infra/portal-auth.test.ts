import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_GROUP } from '#infra/lib/push-grants.ts';
import { STRIPE_API_GROUP } from '#infra/lib/stripe-grants.ts';
import { PORTAL_AUTH_GROUP } from '#infra/stacks/api-stack.ts';
import { routeKey } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { logicalId, refOf, resources } from './support/template.ts';

const PARAMETER = '/inkslot/prod/portal/keys-2027';
let app: SynthResult;
let api: Template;

beforeAll(() => {
  app = synthInkslot({ context: { stage: 'prod', portalSigningKeyParameter: PARAMETER } });
  api = app.template(app.api);
});

function policyOf(group: string) {
  const roleId = logicalId(app.api, app.api.functions.get(group)!.role);
  return JSON.stringify(
    Object.values(resources(api, 'AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as unknown[]).some((role) => refOf(role) === roleId),
    ),
  );
}

/** The groups that hand out or check ALTCHA proofs: they read its key, nothing else of SSM. */
const ALTCHA_GROUPS = ['slots', 'requests'];

describe('portal sessions in AWS', () => {
  it("validates portal routes with the API's own issuer (https://<domain>/api/portal) and audience", () => {
    const authorizers = resources(api, 'AWS::ApiGatewayV2::Authorizer');
    const route = Object.values(resources(api, 'AWS::ApiGatewayV2::Route')).find(
      (r) => r.Properties.RouteKey === routeKey(routes.getMyClientProfile),
    )!;
    expect(authorizers[refOf(route.Properties.AuthorizerId)!]!.Properties.JwtConfiguration).toEqual({
      Issuer: 'https://inkslot.app/api/portal',
      Audience: ['inkslot-portal'],
    });
    // The discovery document and the keys it points to are public routes of the same API.
    for (const id of ['getPortalOpenIdConfiguration', 'getPortalJwks', 'refreshPortalToken'] as const) {
      const publicRoute = Object.values(resources(api, 'AWS::ApiGatewayV2::Route')).find(
        (r) => r.Properties.RouteKey === routeKey(routes[id]),
      )!;
      expect(publicRoute.Properties.AuthorizationType, id).toBe('NONE');
    }
    expect(routes.getPortalOpenIdConfiguration.path).toBe('/portal/.well-known/openid-configuration');
  });

  it('lets only the portal-auth group read the signing key parameter and send its emails', () => {
    for (const group of app.api.functions.keys()) {
      const policy = policyOf(group);
      // The booking form's requests check a signed-in client's token with the public keys (the
      // issuer's JWKS) and leave the confirmation email to a consumer (ADR 0067): neither grant.
      const isPortalAuth = group === PORTAL_AUTH_GROUP;
      // The billing group reads Stripe's two secrets, and those only (tests/infra/billing.test.ts);
      // the slots and requests groups the ALTCHA key (ADR 0068); the profile group the VAPID key
      // pair, for its public key (ADR 0098, tests/infra/push.test.ts).
      expect(policy.includes('ssm:GetParameter'), group).toBe(
        isPortalAuth ||
          group === STRIPE_API_GROUP ||
          group === PUSH_DEVICES_GROUP ||
          ALTCHA_GROUPS.includes(group),
      );
      expect(policy.includes(PARAMETER), group).toBe(isPortalAuth);
      expect(policy.includes('ses:SendEmail'), group).toBe(isPortalAuth);
    }
    const policy = policyOf(PORTAL_AUTH_GROUP);
    expect(policy).toContain(`:parameter${PARAMETER}`);
    expect(policy).toContain(':identity/inkslot.app');
    expect(policy).not.toMatch(/parameter\/\*|"ssm:\*"/);
  });

  it('forwards the refresh cookie to the API through CloudFront, uncached', () => {
    const web = app.template(app.web);
    const distribution = Object.values(resources(web, 'AWS::CloudFront::Distribution'))[0]!;
    const api = (distribution.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string }[]).find(
      (behavior) => behavior.PathPattern === '/api/*' || behavior.PathPattern === 'api/*',
    )!;
    // The managed policies AllViewerExceptHostHeader (every cookie and header) and CachingDisabled.
    expect(api).toMatchObject({
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
    });
  });

  it('tells every function the issuer, audience and parameter name (never the key itself)', () => {
    for (const fn of Object.values(resources(api, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        PORTAL_ISSUER: 'https://inkslot.app/api/portal',
        PORTAL_AUDIENCE: 'inkslot-portal',
        PORTAL_SIGNING_KEY_PARAMETER: PARAMETER,
      });
    }
    expect(JSON.stringify(api.toJSON())).not.toMatch(/BEGIN PRIVATE KEY|"d":/);
  });
});
