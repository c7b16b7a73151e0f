import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_RATE_PER_IP, EDGE_REGION } from '#infra/stacks/edge-stack.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { type Json, resources } from './support/template.ts';

/** The WAF (ADR 0069): CloudFront's web ACL in us-east-1, the user pool's in its region. */
let app: SynthResult;
beforeAll(() => {
  app = synthInkslot();
});

const ruleNamed = (acl: Json, name: string) => acl.Properties.Rules.find((rule: Json) => rule.Name === name);

describe('the edge web ACL', () => {
  it('lives in us-east-1, scope CLOUDFRONT', () => {
    expect(app.edge.region).toBe(EDGE_REGION);
    app.template(app.edge).hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
  });

  it('limits each viewer IP (not a forwarded header), answering 429 with Retry-After', () => {
    const acl = Object.values(resources(app.template(app.edge), 'AWS::WAFv2::WebACL'))[0]!;
    const rate = ruleNamed(acl, 'rate-per-ip');
    expect(rate.Statement.RateBasedStatement).toMatchObject({
      Limit: EDGE_RATE_PER_IP,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
    });
    expect(rate.Action.Block.CustomResponse).toMatchObject({
      ResponseCode: 429,
      ResponseHeaders: [{ Name: 'retry-after', Value: '300' }],
    });
    // The API's error, its message in the three languages at once (WAF cannot pick one).
    const body = JSON.parse(acl.Properties.CustomResponseBodies.tooManyRequests.Content);
    expect(body.error.code).toBe('too_many_requests');
    expect(body.error.message).toContain('Trop de demandes');
    expect(body.error.message).toContain('Too many attempts');
    expect(body.error.message).toContain('Demasiados intentos');
  });

  it("leaves Stripe's webhook path out of the rate rule", () => {
    const acl = Object.values(resources(app.template(app.edge), 'AWS::WAFv2::WebACL'))[0]!;
    const scopeDown = ruleNamed(acl, 'rate-per-ip').Statement.RateBasedStatement.ScopeDownStatement;
    expect(scopeDown.NotStatement.Statement.ByteMatchStatement).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/stripe/',
    });
  });

  it("runs AWS's common, known-bad-inputs and IP reputation groups", () => {
    const acl = Object.values(resources(app.template(app.edge), 'AWS::WAFv2::WebACL'))[0]!;
    const groups = acl.Properties.Rules.flatMap((rule: Json) =>
      rule.Statement.ManagedRuleGroupStatement ? [rule.Statement.ManagedRuleGroupStatement.Name] : [],
    );
    expect(groups.sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('is the distribution’s web ACL', () => {
    app.template(app.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });
});

describe("the user pool's web ACL", () => {
  it('is regional, limits per IP, and is associated with the pool', () => {
    const template = app.template(app.auth);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'rate-per-ip',
          Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP' }) },
        }),
      ]),
    });
    template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
  });
});

describe('SES feedback', () => {
  it('sends under a configuration set that suppresses bounces and complaints and reports them to EventBridge', () => {
    const template = app.template(app.events);
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        EventBridgeDestination: Match.anyValue(),
      }),
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] },
    });
  });
});
