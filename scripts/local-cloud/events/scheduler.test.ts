import { describe, expect, it } from 'vitest';
import { type ScheduleDefinition, Scheduler, scheduledEvent } from './scheduler.ts';

describe('Scheduler', () => {
  it('fires each schedule at its due time, once per due time', () => {
    let now = new Date('2026-11-21T10:15:00Z');
    const fired: string[] = [];
    const definitions: ScheduleDefinition[] = [
      { name: 'digest', expression: 'cron(0 * * * ? *)', handler: 'x.ts' },
      { name: 'often', expression: 'rate(20 minutes)', handler: 'y.ts' },
    ];
    const scheduler = new Scheduler(definitions, {
      now: () => now,
      fire: (definition, at) => fired.push(`${definition.name}@${at.toISOString().slice(11, 16)}`),
    });
    expect(scheduler.nextRuns()).toEqual({
      digest: '2026-11-21T11:00:00.000Z',
      often: '2026-11-21T10:35:00.000Z',
    });
    expect(scheduler.tick()).toEqual([]);
    now = new Date('2026-11-21T10:35:00.500Z');
    scheduler.tick();
    scheduler.tick();
    now = new Date('2026-11-21T11:00:01Z');
    scheduler.tick();
    // The machine slept for three hours: each schedule fires once, then keeps its rhythm.
    now = new Date('2026-11-21T14:10:00Z');
    scheduler.tick();
    expect(fired).toEqual(['often@10:35', 'digest@11:00', 'often@10:55', 'digest@12:00', 'often@11:15']);
    expect(scheduler.nextRuns()).toEqual({
      digest: '2026-11-21T15:00:00.000Z',
      often: '2026-11-21T14:15:00.000Z',
    });
  });

  it('builds the Scheduled Event EventBridge sends', () => {
    expect(scheduledEvent('digest', new Date('2026-11-21T11:00:00.250Z'), 'eu-west-3')).toMatchObject({
      version: '0',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: '2026-11-21T11:00:00Z',
      region: 'eu-west-3',
      resources: ['arn:aws:events:eu-west-3:000000000000:rule/digest'],
      detail: {},
    });
  });
});
