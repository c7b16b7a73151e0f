import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_GROUP, STRIPE_CONSUMER } from '#infra/lib/stripe-grants.ts';
import { routeKey } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { refOf, resources } from './support/template.ts';

const SECRET_KEY = '/inkslot/prod/stripe/live-key';
const WEBHOOK_SECRET = '/inkslot/prod/stripe/endpoint-secret';
const CONNECT_WEBHOOK_SECRET = '/inkslot/prod/stripe/connect-endpoint-secret';
let app: SynthResult;

beforeAll(() => {
  app = synthInkslot({
    context: {
      stage: 'prod',
      stripeSecretKeyParameter: SECRET_KEY,
      stripeWebhookSecretParameter: WEBHOOK_SECRET,
      stripeConnectWebhookSecretParameter: CONNECT_WEBHOOK_SECRET,
    },
  });
});

/** The SSM parameters a function's role may read. */
function parametersReadBy(template: Template, functionName: string) {
  const fn = Object.entries(resources(template, 'AWS::Lambda::Function')).find(([, f]) =>
    String(f.Properties.FunctionName).endsWith(functionName),
  );
  const roleId = refOf(fn![1].Properties.Role) ?? '';
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => refOf(role) === roleId))
    .flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[],
    )
    .filter((statement) => ([] as unknown[]).concat(statement.Action).includes('ssm:GetParameter'))
    .flatMap((statement) => ([] as unknown[]).concat(statement.Resource))
    .map((resource) => JSON.stringify(resource));
}

describe('billing with Stripe in AWS (ADR 0045)', () => {
  it('takes Stripe’s webhook without an authorizer: the signature is the check', () => {
    const route = Object.values(resources(app.template(app.api), 'AWS::ApiGatewayV2::Route')).find(
      (r) => r.Properties.RouteKey === routeKey(routes.receiveStripeWebhook),
    )!;
    expect(route.Properties.RouteKey).toBe('POST /stripe/webhook');
    expect(route.Properties.AuthorizationType).toBe('NONE');
  });

  it('lets the billing group and the billing-sync consumer read Stripe’s three secrets (key, platform and Connect endpoints), and nothing else of SSM', () => {
    for (const [template, name] of [
      [app.template(app.api), `-http-${STRIPE_API_GROUP}`],
      [app.template(app.events), `-consumer-${STRIPE_CONSUMER}`],
    ] as const) {
      const read = parametersReadBy(template, name);
      expect(read, name).toHaveLength(3);
      expect(
        read.some((arn) => arn.includes(`:parameter${SECRET_KEY}`)),
        name,
      ).toBe(true);
      expect(
        read.some((arn) => arn.includes(`:parameter${WEBHOOK_SECRET}`)),
        name,
      ).toBe(true);
      expect(
        read.some((arn) => arn.includes(`:parameter${CONNECT_WEBHOOK_SECRET}`)),
        name,
      ).toBe(true);
      expect(read.join(' '), name).not.toMatch(/parameter\/\*/);
    }
  });
});
