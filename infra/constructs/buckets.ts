import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';

/**
 * The access-log bucket of one stack (server access logs of its buckets, CloudFront's standard logs).
 * Each stack keeps its own: a shared one would need cross-stack bucket-policy edits and a cycle.
 */
export function accessLogsBucket(
  scope: Construct,
  id: string,
  config: StageConfig,
  options?: { acls?: boolean },
) {
  return new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // CloudFront standard logging still writes with ACLs.
    objectOwnership: options?.acls
      ? s3.ObjectOwnership.BUCKET_OWNER_PREFERRED
      : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(config.isProd ? 365 : 90) }],
    removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

export interface PrivateBucketProps {
  config: StageConfig;
  logs: s3.IBucket;
  logPrefix: string;
  cors?: s3.CorsRule[];
  lifecycleRules?: s3.LifecycleRule[];
  /** Versioned with Object Lock, this default retention in COMPLIANCE mode (the consent bucket, ADR 0089). */
  objectLockDefault?: Duration;
}

/** A private, encrypted, TLS-only bucket with server access logs. */
export function privateBucket(scope: Construct, id: string, props: PrivateBucketProps) {
  return new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: props.logs,
    serverAccessLogsPrefix: props.logPrefix,
    cors: props.cors,
    lifecycleRules: props.lifecycleRules,
    ...(props.objectLockDefault && {
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: s3.ObjectLockRetention.compliance(props.objectLockDefault),
    }),
    // Locked objects outlive any stack: the consent bucket is never deleted with it.
    removalPolicy:
      props.config.isProd || props.objectLockDefault ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}
