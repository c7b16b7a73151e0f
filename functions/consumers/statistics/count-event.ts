import type { EventBridgeEvent } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/artist-profile.ts';
import { platformMetricOf, platformScope, utcDay } from '#shared/domain/platform-figures.ts';
import { countersWithMonthTotals } from './aggregate-counters.ts';
import { parseCountedEvent } from './counted-event.ts';
import { metricsForEvent } from './metrics-for-event.ts';

const PROCESSED_RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** Transactions that lose a race on a counter (TransactionConflict) are tried again, this many times in all. */
const ATTEMPTS = 6;

/**
 * The statistics consumer: adds the event's counter changes on the artist's local day and on its
 * month's total (ADR 0046), parsing only
 * the envelope's type and version and trusting the payload, validated once at the outbox
 * (counted-event.ts, ADR 0102), and summing with the same code the bench runs on 100,000 events
 * (aggregate-counters.ts). The changes
 * and the "processed" marker of the event are one transaction, so a redelivered event counts once;
 * counters are sums, so the order of events does not matter. Events that touch the same counter at
 * the same time may cancel each other's transaction (TransactionConflict): it is tried again here
 * rather than spending the few retries of the asynchronous invocation.
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const domainEvent = parseCountedEvent(event);
  const metrics = metricsForEvent(domainEvent);
  const artists = new Set(metrics.map((change) => change.artistId));
  // The platform's own figure (sign-ups, requests, bookings), on a shard of its UTC day.
  const platformMetric = platformMetricOf(domainEvent.detailType);
  const { id: eventId, occurredAt } = domainEvent.envelope.metadata;
  const platform = platformMetric
    ? [{ artistId: platformScope(eventId), day: utcDay(occurredAt), metric: platformMetric, amount: 1 }]
    : [];
  if (artists.size === 0 && platform.length === 0) return;
  const db = getDb();
  const zones = new Map<string, string>();
  for (const artistId of artists) {
    const artist = (await db.entities.artist.get({ artistId }).go({ attributes: ['timezone'] })).data;
    zones.set(artistId, artist?.timezone ?? DEFAULT_TIMEZONE);
  }
  const changes = [
    ...countersWithMonthTotals(
      [domainEvent],
      (artistId) => zones.get(artistId) ?? DEFAULT_TIMEZONE,
      (_, sink) => {
        for (const change of metrics) sink.add(change.artistId, change.metric, change.amount);
      },
    ),
    ...platform,
  ];
  if (changes.length === 0) return;
  const expiresAt = Math.floor(Date.now() / 1000) + PROCESSED_RETENTION_SECONDS;
  for (let attempt = 1; ; attempt++) {
    const result = await db.transaction
      .write(({ processedEvent, statsCounter }) => [
        processedEvent
          .create({ consumer: 'statistics', effectKey: domainEvent.envelope.metadata.id, expiresAt })
          .commit(),
        ...changes.map((change) =>
          statsCounter
            .upsert({ artistId: change.artistId, day: change.day, metric: change.metric })
            .add({ value: change.amount })
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) return;
    // Already counted: the marker exists.
    if (result.data[0]?.code === 'ConditionalCheckFailed') return;
    const conflict = result.data.some((reason) => reason.code === 'TransactionConflict');
    if (!conflict || attempt >= ATTEMPTS) {
      throw new Error(`statistics transaction canceled: ${JSON.stringify(result.data)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
  }
};
