import { readFileSync } from 'node:fs';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '#infra/lib/paths.ts';
import { routeGroups } from '#infra/lib/route-groups.ts';
import { SHARE_CARD_GROUP } from '#infra/stacks/api-stack.ts';
import type { RouteDefinition } from '#shared/api/route-types.ts';
import { routeKey } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { logicalId, refOf, resources } from './support/template.ts';

let app: SynthResult;
let api: Template;

beforeAll(() => {
  app = synthInkslot();
  api = app.template(app.api);
});

const table = Object.values(routes) as RouteDefinition[];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The names `functions/lib/env.ts` reads: `required('X')` and `process.env.X`. */
/**
 * Variables only the pushing consumer has (the Events stack's test checks it), and the local cloud's
 * Stripe stand-in (`STRIPE_API_URL`, unset in AWS: the SDK talks to Stripe): not the API's. Nor the
 * local cloud's loopback test origins (`OUTBOUND_ALLOWED_ORIGINS`, ADR 0065), never set in AWS.
 */
const PUSHER_ONLY = new Set(['LIVE_ENDPOINT', 'STRIPE_API_URL', 'OUTBOUND_ALLOWED_ORIGINS']);

function envNames() {
  const source = readFileSync(repoPath('functions/lib/env.ts'), 'utf8');
  const names = [...source.matchAll(/required\('([A-Z_]+)'\)|process\.env\.([A-Z_]+)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return [...new Set(names)].filter((name) => !PUSHER_ONLY.has(name));
}

function policyActions(roleLogicalId: string) {
  const policies = Object.values(resources(api, 'AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as unknown[]).some((role) => refOf(role) === roleLogicalId),
  );
  return policies.flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) => s.Action),
  );
}

describe('API stack', () => {
  it('lets API Gateway invoke each function once for the whole API, and stays well within 500 resources', () => {
    const permissions = Object.values(resources(api, 'AWS::Lambda::Permission'));
    const functions = Object.keys(resources(api, 'AWS::Lambda::Function'));
    const invoked = permissions.map((permission) => refOf(permission.Properties.FunctionName));
    const [apiId] = Object.keys(resources(api, 'AWS::ApiGatewayV2::Api'));
    if (!apiId) throw new Error('no HTTP API');
    expect(invoked.sort()).toEqual([...new Set(invoked)].sort());
    expect(new Set(invoked).size).toBeLessThanOrEqual(functions.length);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('apigateway.amazonaws.com');
      // This API's id, any stage and route: never another API's.
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(apiId);
    }
    const count = Object.keys(api.toJSON().Resources ?? {}).length;
    expect(count, `${count} resources in the API stack`).toBeLessThan(400);
  });

  it('has one route per route-table entry, with its route key', () => {
    const keys = Object.values(resources(api, 'AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(table.map(routeKey).sort());
  });

  it('puts the authorizer of its auth kind on every route', () => {
    const authorizers = resources(api, 'AWS::ApiGatewayV2::Authorizer');
    const issuerOf = (id: string) => JSON.stringify(authorizers[id]!.Properties.JwtConfiguration.Issuer);
    const byKey = new Map(
      Object.values(resources(api, 'AWS::ApiGatewayV2::Route')).map((route) => [
        route.Properties.RouteKey,
        route,
      ]),
    );
    for (const route of table) {
      const props = byKey.get(routeKey(route))!.Properties;
      if (route.auth === 'public') {
        expect(props.AuthorizationType, routeKey(route)).toBe('NONE');
        continue;
      }
      expect(props.AuthorizationType, routeKey(route)).toBe('JWT');
      const issuer = issuerOf(refOf(props.AuthorizerId)!);
      if (route.auth === 'client') expect(issuer).toContain(app.config.portalIssuer);
      else expect(issuer).toContain('https://cognito-idp.');
    }
  });

  it('has one function per route group, which serves exactly the routes of its group', () => {
    const groups = routeGroups();
    const functions = resources(api, 'AWS::Lambda::Function');
    expect(
      Object.values(functions)
        .map((fn) => fn.Properties.FunctionName)
        .sort(),
    ).toEqual(groups.map((group) => `inkslot-dev-http-${group.name}`).sort());
    const integrations = resources(api, 'AWS::ApiGatewayV2::Integration');
    const routeResources = Object.values(resources(api, 'AWS::ApiGatewayV2::Route'));
    for (const group of groups) {
      const fnId = logicalId(app.api, app.api.functions.get(group.name)!.fn);
      for (const id of group.routeIds) {
        const route = routeResources.find((r) => r.Properties.RouteKey === routeKey(routes[id]))!;
        const integrationId = JSON.stringify(route.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
        expect(JSON.stringify(integrations[integrationId]!.Properties.IntegrationUri)).toContain(fnId);
      }
    }
  });

  it('grants read-only table access to groups with only GET routes, read-write to the others', () => {
    for (const group of routeGroups()) {
      const actions = policyActions(logicalId(app.api, app.api.functions.get(group.name)!.role));
      expect(actions).toContain('dynamodb:GetItem');
      for (const write of WRITE_ACTIONS)
        expect(actions.includes(write), `${group.name} ${write}`).toBe(!group.readOnly);
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('runs every function on Node 24, arm64 (x86_64 for the share cards’ sharp), untraced (ADR 0080), with the variables functions/lib/env.ts reads', () => {
    const names = envNames();
    expect(names).toContain('TABLE_NAME');
    for (const fn of Object.values(resources(api, 'AWS::Lambda::Function'))) {
      const shareCards = String(fn.Properties.FunctionName).endsWith(`-http-${SHARE_CARD_GROUP}`);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: [shareCards ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
      });
      expect(fn.Properties).not.toHaveProperty('TracingConfig');
      const variables = fn.Properties.Environment.Variables;
      for (const name of names) expect(variables, name).toHaveProperty(name);
      expect(variables).toMatchObject({
        POWERTOOLS_SERVICE_NAME: 'inkslot',
        POWERTOOLS_METRICS_NAMESPACE: 'Inkslot',
      });
      // The map ships in the package, read offline; loading it would cost every cold start (ADR 0038).
      expect(variables).not.toHaveProperty('NODE_OPTIONS');
      // No address of the machine or the VPC is ever allowed to outbound requests in AWS (ADR 0065).
      expect(variables).not.toHaveProperty('OUTBOUND_ALLOWED_ORIGINS');
      expect(fn.Properties.LoggingConfig).toHaveProperty('LogGroup');
    }
  });

  it('serves the API on one throttled, access-logged stage named api, and no default stage', () => {
    const stages = Object.values(resources(api, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    expect(stages[0]!.Properties).toMatchObject({
      StageName: 'api',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: app.config.throttle.rateLimit,
        ThrottlingBurstLimit: app.config.throttle.burstLimit,
      },
    });
    const format = stages[0]!.Properties.AccessLogSettings.Format as string;
    expect(format).toContain('$context.requestId');
    // The route key, never the raw path (the calendar feed's secret is in its path: ADR 0072).
    expect(format).toContain('$context.routeKey');
    expect(format).not.toMatch(/\$context\.(path|resourcePath)|rawPath/);
    expect(Object.keys(resources(api, 'AWS::Logs::LogGroup')).length).toBeGreaterThan(routeGroups().length);
  });

  it('lets only the consent group put and read signed consents, and none delete them (ADR 0089)', () => {
    for (const group of routeGroups()) {
      const role = logicalId(app.api, app.api.functions.get(group.name)!.role);
      const statements = Object.values(resources(api, 'AWS::IAM::Policy'))
        .filter((policy) => (policy.Properties.Roles as unknown[]).some((r) => refOf(r) === role))
        .flatMap(
          (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
        );
      const onConsents = statements.filter((statement) =>
        JSON.stringify(statement.Resource).includes('/consents/*'),
      );
      const actions = onConsents.flatMap((statement) => statement.Action);
      if (group.name === 'consent')
        expect(actions.sort()).toEqual(['s3:GetObject', 's3:PutObject', 's3:PutObjectRetention']);
      else expect(onConsents, group.name).toEqual([]);
      expect(JSON.stringify(statements), group.name).not.toContain('s3:DeleteObjectVersion');
    }
  });
});
