import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from '#events/define-event.ts';
import { queueConsumer } from './queue-consumer.ts';

const metadata = {
  id: 'event-1',
  version: 1,
  occurredAt: '2026-11-28T00:00:00.000Z',
  correlationId: 'correlation-1',
};
const body = (detailType: string, detail: unknown) =>
  JSON.stringify({ source: EVENT_SOURCE, 'detail-type': detailType, detail });
const batch = (...bodies: string[]) =>
  ({ Records: bodies.map((b, n) => ({ messageId: `m${n}`, body: b })) }) as SQSEvent;

describe('a queue consumer', () => {
  it('hands each record its typed event, in order, and answers the ones that fail as batch item failures', async () => {
    const seen: string[] = [];
    const handler = queueConsumer(
      'busy-times',
      async (event) => {
        if (event.envelope.payload.artistId === 'fails') throw new Error('table down');
        seen.push(`${event.detailType}:${event.envelope.payload.artistId}`);
      },
      'busy calendar not read, will be retried',
    );
    const response = await handler(
      batch(
        body('artist.busy-calendar-changed', { metadata, payload: { artistId: 'a1' } }),
        body('busy-calendar.read-requested', { metadata, payload: { artistId: 'fails' } }),
        // Of a version this code does not read (the payload is trusted, validated once: ADR 0102).
        body('busy-calendar.read-requested', {
          metadata: { ...metadata, version: 2 },
          payload: { artistId: 'a5' },
        }),
        // Routed to another consumer, and unknown to the registry.
        body('message.sent', { metadata, payload: { artistId: 'a2' } }),
        body('no.such-event', { metadata, payload: { artistId: 'a3' } }),
        'not json',
        body('busy-calendar.read-requested', { metadata, payload: { artistId: 'a4' } }),
      ),
    );
    expect(seen).toEqual(['artist.busy-calendar-changed:a1', 'busy-calendar.read-requested:a4']);
    expect(response.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
  });

  it('answers every record of a batch that failed whole, as Lambda reads it, instead of throwing', async () => {
    const handler = queueConsumer(
      'waitlist',
      async () => {
        throw new Error('down');
      },
      'freed slot not offered, will be retried',
    );
    const response = await handler(batch('not json', 'not json either'));
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }] });
  });
});
