import * as iam from 'aws-cdk-lib/aws-iam';
import type { AppFunction } from '#infra/constructs/app-function.ts';
import { CONSENT_PREFIX } from '#infra/stacks/data-stack.ts';
import { acknowledgeFindings, findingsEndingWith, IAM5 } from './nag.ts';

/**
 * What a function may do with the signed consent PDFs (ADR 0089): `actions` on `consents/*` of the
 * consent bucket, nothing else of it, and never a delete; the wildcard's reason for cdk-nag.
 */
export function grantConsentObjects(fn: AppFunction, bucketArn: string, actions: string[], reason: string) {
  fn.fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [`${bucketArn}/${CONSENT_PREFIX}*`] }));
  acknowledgeFindings([
    {
      scope: fn.role,
      id: 'AwsSolutions-IAM5',
      granular: findingsEndingWith(IAM5, `/${CONSENT_PREFIX}*`),
      afterReferences: true,
      reason,
    },
  ]);
}
