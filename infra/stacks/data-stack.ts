import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { accessLogsBucket, privateBucket } from '#infra/constructs/buckets.ts';
import { tableDefinition } from '#shared/db/table.ts';
import { CONSENT_LIMITS } from '#shared/domain/consent/consent-settings.ts';
import {
  EXPORT_PREFIX as MEDIA_EXPORT_PREFIX,
  UPLOAD_PREFIX as MEDIA_UPLOAD_PREFIX,
  VARIANT_PREFIX as MEDIA_VARIANT_PREFIX,
} from '#shared/domain/media-keys.ts';

/**
 * Key prefixes of the media bucket (shared/domain/media-keys.ts): originals land in `uploads/`,
 * public variants live in `media/`, the private kinds' variants (message photos, reference images,
 * bug screenshots: ADR 0072) in `private/` (CloudFront never reads them).
 */
export {
  EXPORT_PREFIX as MEDIA_EXPORT_PREFIX,
  PRIVATE_VARIANT_PREFIX as MEDIA_PRIVATE_PREFIX,
  UPLOAD_PREFIX as MEDIA_UPLOAD_PREFIX,
  VARIANT_PREFIX as MEDIA_VARIANT_PREFIX,
} from '#shared/domain/media-keys.ts';

/** The consent bucket's default retention: the shortest choice of `CONSENT_LIMITS.retentionYears`. */
const CONSENT_LOCK_DEFAULT_DAYS = 365 * CONSENT_LIMITS.retentionYears.min;

export interface DataStackProps extends StackProps {
  config: StageConfig;
}

/** Where the signed consent PDFs are kept in the consent bucket (ADR 0089). */
export const CONSENT_PREFIX = 'consents/';

/** The single table (from the ElectroDB entities), the media bucket and the consent bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.TableV2;
  readonly mediaBucket: s3.Bucket;
  readonly consentBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const def = tableDefinition();
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.TableV2(this, 'Table', {
      tableName: config.namePrefix,
      partitionKey: key(def.partitionKey),
      sortKey: key(def.sortKey),
      globalSecondaryIndexes: def.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      timeToLiveAttribute: def.timeToLiveAttribute,
      dynamoStream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const logs = accessLogsBucket(this, 'AccessLogs', config);
    this.mediaBucket = privateBucket(this, 'Media', {
      config,
      logs,
      logPrefix: 'media/',
      cors: [
        {
          // Presigned POST (images) straight from the SPA; reads go through CloudFront (same origin).
          allowedOrigins: [config.appUrl],
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT],
          allowedHeaders: ['content-type', 'content-length', 'content-md5', 'x-amz-*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An original the upload processor never turned into variants is an abandoned upload.
        { id: 'expire-unprocessed-uploads', prefix: MEDIA_UPLOAD_PREFIX, expiration: Duration.days(2) },
        // An artist's data export is downloaded at once: kept a day.
        { id: 'expire-data-exports', prefix: MEDIA_EXPORT_PREFIX, expiration: Duration.days(1) },
      ],
    });
    // Signed consent PDFs (ADR 0089): versioned, Object Lock in COMPLIANCE mode. The default retention is
    // the shortest an artist may choose (a year); each PDF is put with its own retain-until date.
    this.consentBucket = privateBucket(this, 'Consent', {
      config,
      logs,
      logPrefix: 'consent/',
      objectLockDefault: Duration.days(CONSENT_LOCK_DEFAULT_DAYS),
    });
    // CloudFront (Web stack) reads the variants through OAC. The exact distribution ARN would make
    // this stack depend on the Web stack, which depends on this one: any distribution of this
    // account, and only `media/*`.
    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsVariants',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${MEDIA_VARIANT_PREFIX}*`)],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}
