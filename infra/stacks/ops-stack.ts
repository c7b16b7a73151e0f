import { Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { BusinessAlarms } from '#infra/constructs/business-alarms.ts';

export interface OpsStackProps extends StackProps {
  config: StageConfig;
}

/** What operators listen to: the alarm topic every stack's alarms publish to, and the business metrics' alarms. */
export class OpsStack extends Stack {
  readonly alarmTopic: sns.Topic;
  readonly businessAlarms: BusinessAlarms;

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.alarmTopic = new sns.Topic(this, 'Alarms', {
      topicName: `${config.namePrefix}-alarms`,
      displayName: `Inkslot ${config.stage} alarms`,
      enforceSSL: true,
    });
    this.alarmTopic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsOfThisAccount',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    if (config.alarmEmail) {
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(config.alarmEmail));
    }
    this.businessAlarms = new BusinessAlarms(this, 'BusinessAlarms', {
      namePrefix: config.namePrefix,
      alarmTopic: this.alarmTopic,
    });
  }
}
