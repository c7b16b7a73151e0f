import { Aspects, CfnResource, Validations } from 'aws-cdk-lib';
import { type NagRuleResult, rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** One acknowledged cdk-nag finding: where, which rule (or `Rule[finding]`), and why. */
export interface Acknowledgement {
  scope: IConstruct;
  id: string;
  reason: string;
  /**
   * For constructs CDK owns (BucketDeployment's handler): acknowledge every finding of this granular
   * rule on the resources under `scope`, computed at synth, instead of listing generated names.
   */
  granular?: (node: CfnResource) => NagRuleResult;
}

/**
 * Records a stack's acknowledged cdk-nag findings. Each stack calls this once, at the end of its
 * constructor, with the whole list: the one place to review what a stack accepts and why.
 */
export function acknowledgeFindings(findings: Acknowledgement[]) {
  for (const { scope, id, reason, granular } of findings) {
    if (reason.trim().length < 20) throw new Error(`acknowledgement of ${id} needs a real reason`);
    if (!granular) {
      Validations.of(scope).acknowledge({ id, reason });
      continue;
    }
    Aspects.of(scope).add({
      visit(node) {
        if (!CfnResource.isCfnResource(node)) return;
        const result = granular(node);
        if (!Array.isArray(result)) return;
        for (const finding of result) Validations.of(node).acknowledge({ id: `${id}[${finding}]`, reason });
      },
    });
  }
}

export const IAM4 = rules.iam.IAMNoManagedPolicies;
export const IAM5 = rules.iam.IAMNoWildcardPermissions;

/** X-Ray has no resource-level permissions: every traced function's role carries `xray:Put*` on `*`. */
export const XRAY_WILDCARD = {
  id: 'AwsSolutions-IAM5[Resource::*]',
  reason:
    'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; a test checks that only these (and DynamoDB ListStreams) use Resource *.',
};
