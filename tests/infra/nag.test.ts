import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { resources } from './support/template.ts';

interface Violation {
  ruleName: string;
  severity: string;
  violatingResources: { constructPath?: string }[];
}

interface Acknowledged {
  path: string;
  id: string;
  reason: string;
}

let app: SynthResult;

beforeAll(() => {
  // Also runs CDK's own CloudFormation validation.
  app = synthInkslot({ validate: true });
});

function acknowledgements(root: IConstruct): Acknowledged[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

/** AWS Solutions findings, with or without the acknowledgements. */
function awsSolutions(options: { ignoreAcknowledgements: boolean }): Violation[] {
  const pack = new AwsSolutionsChecks();
  if (options.ignoreAcknowledgements) Object.assign(pack, { isAcknowledged: () => false });
  return pack.validateScope(app.app).violations as Violation[];
}

describe('cdk-nag AWS Solutions checks', () => {
  it('leave no unacknowledged error or warning', () => {
    const open = awsSolutions({ ignoreAcknowledgements: false }).map(
      (v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(open).toEqual([]);
  });

  it('leave nothing open in the synthesized validation report either (CloudFormation validation included)', () => {
    const report = JSON.parse(app.validationReport ?? '{}');
    expect(report).toHaveProperty('pluginReports');
    const open = JSON.stringify(report).match(/"violatingResources":\[\{/g) ?? [];
    expect(open).toEqual([]);
  });

  it('acknowledge every finding with a real reason, in the stack that owns it', () => {
    const acks = acknowledgements(app.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(20);
      expect(ack.path.startsWith('Inkslot-dev-'), ack.path).toBe(true);
    }
  });

  it('acknowledge only findings that exist (no stale acknowledgement)', () => {
    const raw = awsSolutions({ ignoreAcknowledgements: true });
    const stale = acknowledgements(app.app)
      .filter((ack) => ack.id.startsWith('AwsSolutions-'))
      .filter(
        (ack) =>
          !raw.some(
            (v) =>
              v.ruleName === ack.id &&
              v.violatingResources.some((r) => `${r.constructPath}/`.startsWith(`${ack.path}/`)),
          ),
      )
      .map((ack) => `${ack.id} at ${ack.path}`);
    expect(stale).toEqual([]);
  });

  it('use Resource * only for actions without resource-level permissions (X-Ray is off: ADR 0080)', () => {
    const allowed = new Set(['dynamodb:ListStreams']);
    const offenders: string[] = [];
    for (const stack of [app.ops, app.data, app.auth, app.events, app.media, app.api, app.web]) {
      for (const [id, policy] of Object.entries(resources(app.template(stack), 'AWS::IAM::Policy'))) {
        // The BucketDeployment handler is CDK's own (CloudFront invalidations need Resource *).
        if (id.startsWith('CustomCDKBucketDeployment')) continue;
        for (const statement of policy.Properties.PolicyDocument.Statement as {
          Action: string | string[];
          Resource: unknown;
        }[]) {
          const wildcard = ([] as unknown[]).concat(statement.Resource).includes('*');
          const actions = ([] as string[]).concat(statement.Action);
          if (wildcard && !actions.every((action) => allowed.has(action)))
            offenders.push(`${stack.stackName}/${id}: ${actions}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
