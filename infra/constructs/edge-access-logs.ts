import { Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { type Acknowledgement, IAM4, IAM5 } from '#infra/lib/nag.ts';

/**
 * The fields of CloudFront's access log (standard logging v2) that the product keeps: everything
 * CloudFront's legacy log wrote but the request's path and query (`cs-uri-stem`, `cs-uri-query`).
 * A path may carry a secret: the calendar feed's is the whole authorization of its URL (ADR 0072).
 * The API's own access log tells the route of each `/api` request (by its key, never its path).
 */
export const EDGE_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'sc-status',
  'cs(Referer)',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'sc-content-type',
  'sc-content-len',
  'x-edge-detailed-result-type',
  'c-port',
  'time-to-first-byte',
] as const;

/** CloudFront's log delivery (CloudWatch Logs' vended logs) is configured in us-east-1 only. */
const DELIVERY_REGION = 'us-east-1';

export interface EdgeAccessLogsProps {
  distribution: cloudfront.IDistribution;
  bucket: s3.IBucket;
  namePrefix: string;
}

/**
 * CloudFront's access log without the request's path (standard logging v2, chosen fields), into the
 * Web stack's log bucket under `cloudfront/`. The Web stack may live in any region while CloudFront's
 * delivery source must be made in us-east-1: three deploy-time SDK calls there (destination, source,
 * delivery), each undone on delete. Legacy logging cannot leave a field out, so it is off.
 */
export class EdgeAccessLogs extends Construct {
  readonly findings: Acknowledgement[];

  constructor(scope: Construct, id: string, props: EdgeAccessLogsProps) {
    super(scope, id);
    const { distribution, bucket, namePrefix } = props;
    const stack = Stack.of(this);
    const distributionArn = `arn:${stack.partition}:cloudfront::${stack.account}:distribution/${distribution.distributionId}`;
    const names = { source: `${namePrefix}-edge`, destination: `${namePrefix}-edge-logs` };

    // CloudWatch Logs' delivery service writes the files (vended logs, v2 permissions).
    bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontAccessLogsV2',
        principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects('cloudfront/*')],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': stack.account },
          ArnLike: {
            'aws:SourceArn': `arn:${stack.partition}:logs:${DELIVERY_REGION}:${stack.account}:delivery-source:*`,
          },
        },
      }),
    );

    const call = (action: string, parameters: Record<string, unknown>) => ({
      service: 'CloudWatchLogs',
      action,
      region: DELIVERY_REGION,
      parameters,
    });
    const policy = cr.AwsCustomResourcePolicy.fromStatements([
      new iam.PolicyStatement({
        actions: [
          'logs:PutDeliveryDestination',
          'logs:DeleteDeliveryDestination',
          'logs:PutDeliverySource',
          'logs:DeleteDeliverySource',
          'logs:CreateDelivery',
          'logs:DeleteDelivery',
          'logs:GetDelivery',
          'logs:GetDeliverySource',
          'logs:GetDeliveryDestination',
        ],
        resources: [`arn:${stack.partition}:logs:${DELIVERY_REGION}:${stack.account}:*`],
      }),
      new iam.PolicyStatement({
        actions: ['cloudfront:AllowVendedLogDeliveryForResource'],
        resources: [distributionArn],
      }),
    ]);

    const destination = new cr.AwsCustomResource(this, 'Destination', {
      onCreate: {
        ...call('PutDeliveryDestination', {
          name: names.destination,
          outputFormat: 'w3c',
          deliveryDestinationConfiguration: { destinationResourceArn: bucket.bucketArn },
        }),
        physicalResourceId: cr.PhysicalResourceId.of(names.destination),
      },
      onDelete: call('DeleteDeliveryDestination', { name: names.destination }),
      policy,
      installLatestAwsSdk: false,
    });
    const source = new cr.AwsCustomResource(this, 'Source', {
      onCreate: {
        ...call('PutDeliverySource', {
          name: names.source,
          resourceArn: distributionArn,
          logType: 'ACCESS_LOGS',
        }),
        physicalResourceId: cr.PhysicalResourceId.of(names.source),
      },
      onDelete: call('DeleteDeliverySource', { name: names.source }),
      policy,
      installLatestAwsSdk: false,
    });
    const delivery = new cr.AwsCustomResource(this, 'Delivery', {
      onCreate: {
        ...call('CreateDelivery', {
          deliverySourceName: names.source,
          deliveryDestinationArn: destination.getResponseField('deliveryDestination.arn'),
          recordFields: [...EDGE_LOG_FIELDS],
          s3DeliveryConfiguration: { suffixPath: 'cloudfront/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}' },
        }),
        physicalResourceId: cr.PhysicalResourceId.fromResponse('delivery.id'),
      },
      onDelete: call('DeleteDelivery', { id: new cr.PhysicalResourceIdReference() }),
      policy,
      installLatestAwsSdk: false,
    });
    delivery.node.addDependency(destination, source);

    const provider = stack.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    const reason =
      "CDK's AwsCustomResource provider, run only at deploy time to set CloudFront's access log delivery in us-east-1 (ADR 0072).";
    this.findings = [
      ...(provider ? [{ scope: provider, id: 'AwsSolutions-IAM4', granular: IAM4, reason }] : []),
      {
        scope: this,
        id: 'AwsSolutions-IAM5',
        granular: IAM5,
        reason: `${reason} CloudWatch Logs' delivery actions name their sources, destinations and deliveries only once made: this account's log resources in us-east-1.`,
      },
    ];
  }
}
