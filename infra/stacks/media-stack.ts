import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { asyncInvokeDelivery, queueDelivery } from '#events/delivery-policy.ts';
import type { StageConfig } from '#infra/config.ts';
import { AppFunction } from '#infra/constructs/app-function.ts';
import { DeadLetterQueue } from '#infra/constructs/dead-letter-queue.ts';
import { acknowledgeFindings, findingsEndingWith, IAM4, IAM5 } from '#infra/lib/nag.ts';
import { sharpNativeModules } from '#infra/lib/sharp-packaging.ts';
import { grantTableAccess } from '#infra/lib/table-access.ts';
import { MEDIA_PRIVATE_PREFIX, MEDIA_UPLOAD_PREFIX, MEDIA_VARIANT_PREFIX } from './data-stack.ts';

/** The upload processor's module (the local S3 stand-in calls the same one). */
export const UPLOAD_PROCESSOR_ENTRY = 'functions/media/process-upload.ts';

export interface MediaStackProps extends StackProps {
  config: StageConfig;
  table: ITableV2;
  mediaBucket: { bucketName: string; bucketArn: string };
  alarmTopic: sns.ITopic;
}

/**
 * The image pipeline: every object created under `uploads/` in the media bucket invokes the upload
 * processor (asynchronously: Lambda's retries, then a DLQ with an alarm), which checks the bytes,
 * writes the WebP variants under `media/` (served by CloudFront) and deletes the original.
 */
export class MediaStack extends Stack {
  readonly processor: AppFunction;
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: MediaStackProps) {
    super(scope, id, props);
    const { config } = props;
    const bucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', props.mediaBucket);

    this.processor = new AppFunction(this, 'ProcessUpload', {
      config,
      entry: UPLOAD_PROCESSOR_ENTRY,
      name: 'media-process-upload',
      description: 'Checks each uploaded image, writes its WebP variants, deletes the original',
      environment: { TABLE_NAME: props.table.tableName, MEDIA_BUCKET: props.mediaBucket.bucketName },
      // Decoding a 10 MB photo and encoding four WebP variants: memory buys CPU.
      memorySize: 1536,
      timeout: Duration.seconds(60),
      // sharp's prebuilt Linux x64 binaries come from node_modules at synth, offline (ADR 0014).
      architecture: lambda.Architecture.X86_64,
      nativeModules: sharpNativeModules(),
    });
    const fn = this.processor.fn;
    grantTableAccess(props.table, fn, 'readWrite');
    const uploads = `${props.mediaBucket.bucketArn}/${MEDIA_UPLOAD_PREFIX}*`;
    const variants = `${props.mediaBucket.bucketArn}/${MEDIA_VARIANT_PREFIX}*`;
    const privateVariants = `${props.mediaBucket.bucketArn}/${MEDIA_PRIVATE_PREFIX}*`;
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [uploads] }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [variants, privateVariants] }),
    );
    // Without ListBucket S3 answers 403 instead of 404 for an original already deleted.
    fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.mediaBucket.bucketArn] }),
    );

    this.deadLetters = new DeadLetterQueue(this, 'UploadDeadLetters', {
      queueName: `${config.namePrefix}-media-uploads-dlq`,
      retention: Duration.seconds(queueDelivery.retentionPeriodSeconds),
      alarmTopic: props.alarmTopic,
      description:
        'Uploads the image processor failed on after its retries (their originals wait in uploads/).',
    });
    fn.configureAsyncInvoke({
      retryAttempts: asyncInvokeDelivery.retryAttempts,
      maxEventAge: Duration.seconds(asyncInvokeDelivery.maxEventAgeSeconds),
      onFailure: new destinations.SqsDestination(this.deadLetters.queue),
    });
    bucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(fn), {
      prefix: MEDIA_UPLOAD_PREFIX,
    });

    const notificationsHandler = this.node.tryFindChild(
      'BucketNotificationsHandler050a0587b7544547bf325f094a3db834',
    );
    const cdkOwned =
      'CDK-owned custom resource that writes the bucket notification configuration at deploy time.';
    acknowledgeFindings([
      {
        scope: this.processor.role,
        id: 'AwsSolutions-IAM5',
        granular: findingsEndingWith(IAM5, `/${MEDIA_UPLOAD_PREFIX}*`),
        afterReferences: true,
        reason: 'The processor reads and deletes any original under uploads/: keys are per artist and image.',
      },
      {
        scope: this.processor.role,
        id: 'AwsSolutions-IAM5',
        granular: findingsEndingWith(IAM5, `/${MEDIA_VARIANT_PREFIX}*`, `/${MEDIA_PRIVATE_PREFIX}*`),
        afterReferences: true,
        reason:
          'The processor writes the variants of any image under media/ (message photos, reference images and bug screenshots under private/, ADR 0072): keys are per artist and image.',
      },
      {
        scope: this.deadLetters.queue,
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself a dead-letter queue (with a depth alarm); it has no DLQ of its own.',
      },
      ...(notificationsHandler
        ? [{ scope: notificationsHandler, id: 'AwsSolutions-IAM4', granular: IAM4, reason: cdkOwned }]
        : []),
    ]);
  }
}
