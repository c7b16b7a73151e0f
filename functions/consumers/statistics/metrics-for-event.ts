import type { DomainEvent } from '../../lib/parse-bus-event.ts';

/** One counter change an event causes: `amount` added to `metric` of the artist, on the artist's local day. */
export interface MetricChange {
  artistId: string;
  metric: string;
  amount: number;
}

type Rule = (payload: Record<string, unknown>) => MetricChange[];

/** Which counters each detail type moves; the insights page reads these counters. */
const rules: Record<string, Rule> = {
  'artist.onboarded': (payload) => [{ artistId: String(payload.artistId), metric: 'onboarded', amount: 1 }],
  'request.created': (payload) => [
    { artistId: String(payload.artistId), metric: 'requestsReceived', amount: 1 },
  ],
};

export function metricsForEvent(event: DomainEvent): MetricChange[] {
  const rule = rules[event.detailType];
  if (!rule) throw new Error(`no statistics rule for ${event.detailType}`);
  return rule(event.envelope.payload);
}

export const countedDetailTypes = Object.keys(rules);
