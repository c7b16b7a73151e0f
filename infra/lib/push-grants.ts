import { aws_iam as iam, type Stack } from 'aws-cdk-lib';
import type { StageConfig } from '#infra/config.ts';

/** The route group that answers the VAPID public key, and the consumer that signs with the pair (ADR 0098). */
export const PUSH_DEVICES_GROUP = 'profile';
export const PUSH_CONSUMER = 'push';

/**
 * Reads the VAPID key pair's SSM SecureString (under the AWS managed key `aws/ssm`, which lets SSM
 * decrypt for any allowed caller): nothing else of Parameter Store. The parameter itself is created
 * once per stage outside CloudFormation, which cannot hold a SecureString (ADR 0098).
 */
export function vapidKeyReading(stack: Stack, config: StageConfig) {
  return new iam.PolicyStatement({
    actions: ['ssm:GetParameter'],
    resources: [
      stack.formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: config.vapidKeyParameter.replace(/^\//, ''),
      }),
    ],
  });
}
