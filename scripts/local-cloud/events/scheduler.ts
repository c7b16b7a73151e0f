import { randomUUID } from 'node:crypto';
import { type BusEvent, eventTime, LOCAL_ACCOUNT } from './put-events.ts';
import { nextRun, parseSchedule, type Schedule } from './schedule-expression.ts';

export interface ScheduleDefinition {
  name: string;
  expression: string;
  /** Handler module, relative to the repository root. */
  handler: string;
  description?: string;
}

/** The event an EventBridge schedule rule sends to its target. */
export function scheduledEvent(name: string, at: Date, region: string): BusEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT,
    time: eventTime(at),
    region,
    resources: [`arn:aws:events:${region}:${LOCAL_ACCOUNT}:rule/${name}`],
    detail: {},
  };
}

interface Due {
  definition: ScheduleDefinition;
  schedule: Schedule;
  anchor: Date;
  next: Date | undefined;
}

/**
 * Fires every schedule at its due times, checking the clock each `tickMs`. Like EventBridge, a run
 * missed while the machine slept fires once, not once per missed period.
 */
export class Scheduler {
  private readonly due: Due[];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    schedules: readonly ScheduleDefinition[],
    private readonly options: { now: () => Date; fire: (definition: ScheduleDefinition, at: Date) => void },
  ) {
    const start = options.now();
    this.due = schedules.map((definition) => {
      const schedule = parseSchedule(definition.expression);
      return { definition, schedule, anchor: start, next: nextRun(schedule, start, start) };
    });
  }

  start(tickMs = 1000) {
    this.stop();
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Fires what is due now; returns the names fired. */
  tick(): string[] {
    const now = this.options.now();
    const fired: string[] = [];
    for (const due of this.due) {
      if (!due.next || due.next > now) continue;
      this.options.fire(due.definition, due.next);
      fired.push(due.definition.name);
      due.next = nextRun(due.schedule, now, due.anchor);
    }
    return fired;
  }

  nextRuns(): Record<string, string | undefined> {
    return Object.fromEntries(this.due.map((due) => [due.definition.name, due.next?.toISOString()]));
  }
}
