import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ActivityEvent,
  type DayActivityEntry,
  dayActivityBetween,
  dayActivityOf,
} from './day-activity.ts';

/** The registry's own fixture of an event (events/fixtures): the payloads the consumer really gets. */
function fixture(detailType: string): Record<string, unknown> {
  const url = new URL(`../../events/fixtures/${detailType}/v1.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { payload: Record<string, unknown> }).payload;
}

/** The activity of an event as the consumer receives it (a detail type the summary does not tell, too). */
const activityOf = (detailType: string, payload: Record<string, unknown>) =>
  dayActivityOf({ detailType, envelope: { payload } } as ActivityEvent);

describe('dayActivityOf', () => {
  it('reads a confirmation, a booking moved and a deposit paid with their client and slot', () => {
    const accepted = fixture('request.accepted');
    expect(activityOf('request.accepted', accepted)).toEqual({
      artistId: accepted.artistId,
      activity: {
        kind: 'confirmed',
        clientFirstName: (accepted.client as { firstName: string }).firstName,
        slotStart: (accepted.slot as { start: string }).start,
      },
    });
    const moved = fixture('slot.moved');
    expect(activityOf('slot.moved', { ...moved, kind: 'booking' })?.activity).toMatchObject({
      kind: 'moved',
      slotStart: (moved.to as { start: string }).start,
      fromSlotStart: (moved.from as { start: string }).start,
    });
    const paid = {
      ...fixture('payment.updated'),
      previousState: 'WAITING-FOR-DEPOSIT',
      paymentState: 'DEPOSIT-PAID',
      depositCents: 5000,
      currency: 'EUR',
    };
    expect(activityOf('payment.updated', paid)?.activity).toMatchObject({
      kind: 'depositPaid',
      amountCents: 5000,
      currency: 'EUR',
    });
    const full = { ...paid, previousState: 'DEPOSIT-PAID', paymentState: 'TOTAL-PAID', priceCents: 20000 };
    expect(activityOf('payment.updated', full)?.activity).toMatchObject({
      kind: 'paidInFull',
      amountCents: 20000,
    });
  });

  it('leaves out what the summary does not tell: a request moved, a payment undone or unchanged, the artist’s own messages', () => {
    expect(activityOf('slot.moved', { ...fixture('slot.moved'), kind: 'request' })).toBeUndefined();
    const payment = fixture('payment.updated');
    expect(
      activityOf('payment.updated', {
        ...payment,
        previousState: 'DEPOSIT-PAID',
        paymentState: 'WAITING-FOR-DEPOSIT',
      }),
    ).toBeUndefined();
    expect(
      activityOf('payment.updated', {
        ...payment,
        previousState: 'DEPOSIT-PAID',
        paymentState: 'DEPOSIT-PAID',
      }),
    ).toBeUndefined();
    const message = fixture('message.sent');
    expect(activityOf('message.sent', { ...message, sender: 'artist' })).toBeUndefined();
    expect(activityOf('message.sent', { ...message, sender: 'client' })?.activity).toEqual({
      kind: 'clientMessage',
      clientFirstName: '',
      conversationId: message.conversationId,
    });
    expect(activityOf('request.created', fixture('request.created'))).toBeUndefined();
  });
});

describe('dayActivityBetween', () => {
  const entry = (eventId: string, occurredAt: string): DayActivityEntry => ({
    eventId,
    occurredAt,
    kind: 'confirmed',
    clientFirstName: eventId,
  });
  it('keeps each event once (the v1 item and the day item of one redelivered event), in order, within the day', () => {
    const found = [
      entry('b', '2027-03-10T12:00:00.000Z'),
      entry('a', '2027-03-10T09:00:00.000Z'),
      entry('b', '2027-03-10T12:00:00.000Z'),
      entry('c', '2027-03-10T09:00:00.000Z'),
      entry('early', '2027-03-09T22:59:59.999Z'),
      entry('late', '2027-03-10T17:00:00.001Z'),
    ];
    const kept = dayActivityBetween(found, '2027-03-09T23:00:00.000Z', '2027-03-10T17:00:00.000Z');
    expect(kept.map((found) => found.eventId)).toEqual(['a', 'c', 'b']);
  });
});
