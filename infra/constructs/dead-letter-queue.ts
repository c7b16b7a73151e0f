import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface DeadLetterQueueProps {
  queueName: string;
  retention: Duration;
  alarmTopic: sns.ITopic;
  description: string;
}

/** An encrypted, TLS-only dead-letter queue with an alarm as soon as one message sits in it. */
export class DeadLetterQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly alarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id);
    this.queue = new sqs.Queue(this, 'Queue', {
      queueName: props.queueName,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: props.retention,
    });
    this.alarm = new cloudwatch.Alarm(this, 'Depth', {
      alarmName: `${props.queueName}-depth`,
      alarmDescription: `${props.description} Messages are waiting in ${props.queueName}: inspect, fix, redrive.`,
      metric: this.queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new actions.SnsAction(props.alarmTopic));
  }
}
