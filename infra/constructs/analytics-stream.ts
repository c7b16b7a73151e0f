import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as firehose from 'aws-cdk-lib/aws-kinesisfirehose';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';

/** Every event as one JSON line, in a folder per UTC day (as `.local/events/*.ndjson` locally). */
export const ANALYTICS_PREFIX = 'events/!{timestamp:yyyy/MM/dd}/';
export const ANALYTICS_ERROR_PREFIX = 'errors/!{firehose:error-output-type}/!{timestamp:yyyy/MM/dd}/';

export interface AnalyticsStreamProps {
  config: StageConfig;
  bucket: s3.IBucket;
}

/**
 * The Firehose delivery stream behind the `archive` consumers. Its role is written by hand: the L2
 * would grant `s3:GetObject*`, `s3:DeleteObject*`, `s3:List*` and more, where Firehose needs five
 * actions.
 */
export class AnalyticsStream extends Construct {
  readonly deliveryStream: firehose.DeliveryStream;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: AnalyticsStreamProps) {
    super(scope, id);
    const { config, bucket } = props;
    const name = `${config.namePrefix}-analytics`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/kinesisfirehose/${name}`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('firehose.amazonaws.com'),
      description: `Delivery role of the ${name} Firehose stream`,
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: [
          's3:AbortMultipartUpload',
          's3:GetBucketLocation',
          's3:GetObject',
          's3:ListBucket',
          's3:ListBucketMultipartUploads',
          's3:PutObject',
        ],
        resources: [bucket.bucketArn, bucket.arnForObjects('*')],
      }),
    );
    logGroup.grantWrite(this.role);
    // Handing the L2 an immutable reference keeps it from adding its own, broader grants.
    const roleRef = iam.Role.fromRoleArn(this, 'RoleRef', this.role.roleArn, { mutable: false });

    this.deliveryStream = new firehose.DeliveryStream(this, 'Stream', {
      deliveryStreamName: name,
      encryption: firehose.StreamEncryption.awsOwnedKey(),
      destination: new firehose.S3Bucket(bucket, {
        role: roleRef,
        dataOutputPrefix: ANALYTICS_PREFIX,
        errorOutputPrefix: ANALYTICS_ERROR_PREFIX,
        bufferingInterval: Duration.minutes(5),
        bufferingSize: Size.mebibytes(64),
        compression: firehose.Compression.UNCOMPRESSED,
        processors: [new firehose.AppendDelimiterToRecordProcessor()],
        loggingConfig: new firehose.EnableLogging(logGroup),
      }),
    });
    this.deliveryStream.node.addDependency(this.role);
  }
}
