import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plannedDetailTypes } from '#functions/consumers/email/plan-emails.ts';
import { countedDetailTypes } from '#functions/consumers/statistics/metrics-for-event.ts';
import { consumerPattern, consumers, schedules } from './consumers.ts';
import { DETAIL_TYPES } from './event-versions.ts';
import { EVENT_DEFINITIONS, eventRegistry } from './registry.ts';
import { renderCatalog } from './render-catalog.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the event registry', () => {
  it('never defines one detail type twice', () => {
    expect(DETAIL_TYPES).toHaveLength(EVENT_DEFINITIONS.length);
  });

  it.each(DETAIL_TYPES)('%s is dot-cased, past tense, keyed by its own detail type', (detailType) => {
    expect(detailType).toMatch(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/);
    // Past tense: regular, or an irregular participle (sent, paid, seen, taken).
    expect(detailType.split('.')[1]).toMatch(/(ed|sent|paid|seen|taken|drawn)$/);
    expect(eventRegistry[detailType].detailType).toBe(detailType);
  });

  it('routes only known events, to consumers whose handlers exist', () => {
    for (const consumer of consumers) {
      expect(consumer.detailTypes.length, consumer.name).toBeGreaterThan(0);
      for (const detailType of consumer.detailTypes) expect(DETAIL_TYPES).toContain(detailType);
      if (consumer.delivery !== 'archive') expect(existsSync(join(root, consumer.handler))).toBe(true);
      expect(consumerPattern(consumer)).toEqual({
        source: ['inkslot'],
        'detail-type': [...consumer.detailTypes],
      });
    }
    for (const schedule of schedules) expect(existsSync(join(root, schedule.handler))).toBe(true);
  });

  it('sends the archive every event', () => {
    const archive = consumers.find((consumer) => consumer.delivery === 'archive');
    expect([...(archive?.detailTypes ?? [])].sort()).toEqual([...DETAIL_TYPES].sort());
  });

  it('has an email planner and a statistics rule for exactly the events routed to them', () => {
    const routed = (name: string) => [...(consumers.find((c) => c.name === name)?.detailTypes ?? [])].sort();
    expect(routed('email')).toEqual([...plannedDetailTypes].sort());
    expect(routed('statistics')).toEqual([...countedDetailTypes].sort());
  });

  it('keeps events/CATALOG.md generated from the registry (npm run catalog)', () => {
    expect(readFileSync(join(root, 'events/CATALOG.md'), 'utf8')).toBe(renderCatalog());
  });
});
