import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { WebAcl } from '#infra/constructs/web-acl.ts';
import { WAF_RATE_PER_IP } from '#shared/api/rate-limits.ts';
import { API_STAGE_NAME } from './api-stack.ts';

/** Requests per viewer IP in any 5 minutes, on the whole distribution (pages, API, media). */
export const EDGE_RATE_PER_IP = WAF_RATE_PER_IP.edge;
/** CloudFront's web ACLs live in us-east-1, whatever the app's region (ADR 0069). */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

/**
 * What must live in us-east-1 for CloudFront: the distribution's WAFv2 web ACL (scope CLOUDFRONT).
 * Stripe's webhook path is not rate-limited by IP (its calls come from a few Stripe addresses).
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new WebAcl(this, 'WebAcl', {
      name: `${props.config.namePrefix}-edge`,
      scope: 'CLOUDFRONT',
      ratePerIp: EDGE_RATE_PER_IP,
      notRateLimited: [`/${API_STAGE_NAME}/stripe/`],
      commonRules: true,
    });
  }
}
