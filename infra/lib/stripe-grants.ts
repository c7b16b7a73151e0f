import { aws_iam as iam, type Stack } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '#infra/config.ts';

/** The route group and the consumer that talk to Stripe (ADR 0045). */
export const STRIPE_API_GROUP = 'billing';
export const STRIPE_CONSUMER = 'billing-sync';

/**
 * Reads Stripe's secret key and the two webhook endpoints' signing secrets (the platform's, and the
 * Connect endpoint's for the artists' accounts, ADR 0057) (SSM SecureStrings under the AWS managed
 * key `aws/ssm`, which lets SSM decrypt for any allowed caller): nothing else of Parameter Store.
 */
export function grantStripeSecrets(stack: Stack, fn: lambda.IFunction, config: StageConfig) {
  const parameter = (name: string) =>
    stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        parameter(config.stripeSecretKeyParameter),
        parameter(config.stripeWebhookSecretParameter),
        parameter(config.stripeConnectWebhookSecretParameter),
      ],
    }),
  );
}
