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
  /**
   * Compute the `granular` findings once cross-stack references are resolved (at validation, not as
   * an aspect): an ARN imported from another stack prints then as its export, as cdk-nag sees it.
   */
  afterReferences?: boolean;
}

/**
 * Records a stack's acknowledged cdk-nag findings. Each stack calls this once, at the end of its
 * constructor, with the whole list: the one place to review what a stack accepts and why.
 */
export function acknowledgeFindings(findings: Acknowledgement[]) {
  for (const { scope, id, reason, granular, afterReferences } of findings) {
    if (reason.trim().length < 20) throw new Error(`acknowledgement of ${id} needs a real reason`);
    if (!granular) {
      Validations.of(scope).acknowledge({ id, reason });
      continue;
    }
    const visit = (node: IConstruct) => {
      if (!CfnResource.isCfnResource(node)) return;
      const result = granular(node);
      if (!Array.isArray(result)) return;
      for (const finding of result) Validations.of(node).acknowledge({ id: `${id}[${finding}]`, reason });
    };
    if (afterReferences) {
      scope.node.addValidation({
        validate: () => {
          for (const node of scope.node.findAll()) visit(node);
          return [];
        },
      });
      continue;
    }
    Aspects.of(scope).add({ visit });
  }
}

export const IAM4 = rules.iam.IAMNoManagedPolicies;
export const IAM5 = rules.iam.IAMNoWildcardPermissions;

/**
 * The findings of a granular rule on a resource whose text ends with `suffix` (for ARNs built from
 * another stack's export, whose printed form CDK names: `Resource::<export>/uploads/*`).
 */
export function findingsEndingWith(rule: (node: CfnResource) => NagRuleResult, ...suffixes: string[]) {
  return (node: CfnResource): NagRuleResult => {
    const result = rule(node);
    return Array.isArray(result)
      ? result.filter((finding) => suffixes.some((suffix) => finding.endsWith(suffix)))
      : result;
  };
}
