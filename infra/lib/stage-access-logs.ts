import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';

/**
 * An API Gateway stage's access logs: a log group kept three months in production (one elsewhere),
 * each line the JSON of the request's id, time and source address, then `fields` (API Gateway's
 * `$context` variables).
 */
export function stageAccessLogs(
  scope: Construct,
  config: StageConfig,
  fields: Record<string, string>,
): apigw.IAccessLogSettings {
  const group = new logs.LogGroup(scope, 'AccessLogs', {
    retention: config.isProd ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_MONTH,
    removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return {
    destination: new apigw.LogGroupLogDestination(group),
    format: AccessLogFormat.custom(
      JSON.stringify({
        requestId: '$context.requestId',
        time: '$context.requestTime',
        ip: '$context.identity.sourceIp',
        ...fields,
      }),
    ),
  };
}
