import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WAF_REFUSAL } from '#shared/api/waf-refusal.ts';

export interface WebAclProps {
  name: string;
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Requests per IP in any 5 minutes before WAF answers 429 (ADR 0069). */
  ratePerIp: number;
  /** Paths (prefixes) the rate rule leaves alone: Stripe's webhook comes from few addresses. */
  notRateLimited?: string[];
  /** Also AWS's common and known-bad-inputs groups (the CloudFront ACL; Cognito's API takes only JSON). */
  commonRules: boolean;
}

const metrics = (name: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName: name.replace(/[^A-Za-z0-9]/g, ''),
});

/**
 * A WAFv2 web ACL (ADR 0069): a rate-based rule per viewer IP (WAF sees the TCP peer at the edge, not
 * a header a client writes), AWS's IP reputation list, and for the CloudFront ACL the common and
 * known-bad-inputs groups. A rate refusal is a 429 with `Retry-After` and the API's error code, which
 * the SPA shows in the reader's language.
 */
export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const managed = (
      name: string,
      priority: number,
      excluded: string[] = [],
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(excluded.length > 0 && {
            ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
          }),
        },
      },
      visibilityConfig: metrics(`${props.name}-${name}`),
    });
    const perIp: wafv2.CfnWebACL.RateBasedStatementProperty = {
      limit: props.ratePerIp,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      ...(props.notRateLimited?.length && {
        scopeDownStatement: {
          notStatement: {
            statement: orOf(
              props.notRateLimited.map((prefix) => ({
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: prefix,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              })),
            ),
          },
        },
      }),
    };
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: metrics(props.name),
      customResponseBodies: {
        tooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: WAF_REFUSAL,
        },
      },
      rules: [
        {
          name: 'rate-per-ip',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'tooManyRequests',
                responseHeaders: [{ name: 'retry-after', value: '300' }],
              },
            },
          },
          statement: { rateBasedStatement: perIp },
          visibilityConfig: metrics(`${props.name}-rate-per-ip`),
        },
        managed('AWSManagedRulesAmazonIpReputationList', 1),
        ...(props.commonRules
          ? [
              // The API caps its own bodies (413); the common set's 8 KB body rule would refuse some
              // of Stripe's webhooks, so it only counts.
              managed('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
              managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
            ]
          : []),
      ],
    });
  }
}

function orOf(statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}
