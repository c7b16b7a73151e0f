import type * as events from 'aws-cdk-lib/aws-events';
import {
  addToDeadLetterQueueResourcePolicy,
  bindBaseTargetConfig,
  type TargetBaseProps,
} from 'aws-cdk-lib/aws-events-targets';

/**
 * Adds a dead-letter queue and a retry policy to a rule target whose L2 has none (Firehose), so
 * every EventBridge target of the app has one.
 */
export class WithDeadLetterQueue implements events.IRuleTarget {
  constructor(
    private readonly target: events.IRuleTarget,
    private readonly props: TargetBaseProps & {
      deadLetterQueue: NonNullable<TargetBaseProps['deadLetterQueue']>;
    },
  ) {}

  bind(rule: events.IRule, id?: string): events.RuleTargetConfig {
    const config = this.target.bind(rule, id);
    addToDeadLetterQueueResourcePolicy(rule, this.props.deadLetterQueue);
    return { ...config, ...bindBaseTargetConfig(this.props) };
  }
}

/** `{ source, 'detail-type' }` (EventBridge's JSON, as `consumerPattern` gives it) to CDK's `EventPattern`. */
export function toEventPattern(pattern: Record<string, unknown>): events.EventPattern {
  const camel = (key: string) => key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(
    Object.entries(pattern).map(([key, value]) => [camel(key), value]),
  ) as events.EventPattern;
}
