import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CONSUMER, PUSH_DEVICES_GROUP } from '#infra/lib/push-grants.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { logicalId, refOf, resources } from './support/template.ts';

const PARAMETER = '/inkslot/prod/push/vapid-2027';
let app: SynthResult;

beforeAll(() => {
  app = synthInkslot({ context: { stage: 'prod', vapidKeyParameter: PARAMETER } });
});

/** The IAM policies of one function of a stack, as JSON. */
function policyOf(stack: Stack, role: Parameters<typeof logicalId>[1]) {
  const roleId = logicalId(stack, role);
  return JSON.stringify(
    Object.values(resources(app.template(stack), 'AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as unknown[]).some((candidate) => refOf(candidate) === roleId),
    ),
  );
}

describe('push notifications in AWS (ADR 0098)', () => {
  it('lets only the profile group and the push consumer read the VAPID key pair, that parameter only', () => {
    for (const [group, fn] of app.api.functions)
      expect(policyOf(app.api, fn.role).includes(PARAMETER), group).toBe(group === PUSH_DEVICES_GROUP);
    for (const [name, fn] of app.events.functions)
      expect(policyOf(app.events, fn.role).includes(PARAMETER), name).toBe(name === PUSH_CONSUMER);
    const consumer = policyOf(app.events, app.events.functions.get(PUSH_CONSUMER)!.role);
    expect(consumer).toContain(`:parameter${PARAMETER}`);
    expect(consumer).not.toMatch(/parameter\/\*|"ssm:\*"/);
  });

  it('names the parameter in both functions’ environment', () => {
    const withName = (stack: Stack) =>
      Object.values(resources(app.template(stack), 'AWS::Lambda::Function')).filter(
        (fn) => fn.Properties.Environment?.Variables?.VAPID_KEY_PARAMETER === PARAMETER,
      ).length;
    expect(withName(app.api)).toBeGreaterThan(0);
    expect(withName(app.events)).toBeGreaterThan(0);
  });
});
