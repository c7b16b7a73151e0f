import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_PREFIX, MEDIA_VARIANT_PREFIX } from '#infra/stacks/data-stack.ts';
import { tableDefinition } from '#shared/db/table.ts';
import { synthInkslot } from './support/synth.ts';

let data: Template;

beforeAll(() => {
  const app = synthInkslot();
  data = app.template(app.data);
});

describe('Data stack', () => {
  it('builds the table keys, indexes and TTL from tableDefinition()', () => {
    const def = tableDefinition();
    const [table] = Object.values(data.findResources('AWS::DynamoDB::GlobalTable'));
    const props = table!.Properties;
    expect(props.KeySchema).toEqual([
      { AttributeName: def.partitionKey, KeyType: 'HASH' },
      { AttributeName: def.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = (
      props.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown; Projection: unknown }[]
    )
      .map((index) => ({
        indexName: index.IndexName,
        keySchema: index.KeySchema,
        projection: index.Projection,
      }))
      .sort((a, b) => a.indexName.localeCompare(b.indexName));
    expect(indexes).toEqual(
      def.globalIndexes.map((index) => ({
        indexName: index.indexName,
        keySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: def.timeToLiveAttribute, Enabled: true });
    const names = new Set([
      def.partitionKey,
      def.sortKey,
      ...def.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ]);
    expect(
      (props.AttributeDefinitions as { AttributeName: string }[]).map((a) => a.AttributeName).sort(),
    ).toEqual([...names].sort());
  });

  it('streams new and old images, with point-in-time recovery; no deletion protection outside prod', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: 'inkslot-dev',
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      BillingMode: 'PAY_PER_REQUEST',
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: false,
        }),
      ],
    });
    data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
  });

  it('keeps the media bucket private, encrypted, TLS-only, open to presigned POSTs and PUTs from the app', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['POST', 'PUT'], AllowedOrigins: ['https://dev.inkslot.app'] }),
        ],
      },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
          Match.objectLike({ Prefix: MEDIA_UPLOAD_PREFIX, ExpirationInDays: 2 }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'media/' }),
    });
  });

  it('denies plain HTTP and lets only CloudFront read the media variants', () => {
    const policies = Object.values(data.findResources('AWS::S3::BucketPolicy')).map((p) =>
      JSON.stringify(p.Properties.PolicyDocument),
    );
    expect(policies.every((policy) => policy.includes('"aws:SecureTransport":"false"'))).toBe(true);
    const media = policies.find((policy) => policy.includes('cloudfront.amazonaws.com'));
    expect(media).toContain(`/${MEDIA_VARIANT_PREFIX}*`);
    expect(media).toContain(':distribution/*');
    // CloudFront reads the public variants only: never the private images (message photos,
    // reference images, bug screenshots: ADR 0072), the originals or the exports.
    const cloudFront = JSON.parse(media!).Statement.filter(
      (statement: { Principal?: { Service?: unknown } }) =>
        JSON.stringify(statement.Principal ?? {}).includes('cloudfront.amazonaws.com'),
    );
    expect(cloudFront).toHaveLength(1);
    expect(JSON.stringify(cloudFront[0].Resource)).toMatch(/\/media\/\*"/);
    for (const prefix of ['private/', 'uploads/', 'exports/'])
      expect(JSON.stringify(cloudFront[0].Resource), prefix).not.toContain(prefix);
  });

  it('keeps signed consents in a versioned bucket under Object Lock, COMPLIANCE mode, never deleted with the stack (ADR 0089)', () => {
    data.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        ObjectLockEnabled: true,
        ObjectLockConfiguration: {
          ObjectLockEnabled: 'Enabled',
          Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: 365 } },
        },
        PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'consent/' }),
      }),
      DeletionPolicy: 'Retain',
    });
  });
});
