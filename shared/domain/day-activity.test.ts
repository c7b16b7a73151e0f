import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayActivityOf } from './day-activity.ts';

/** The registry's own fixture of an event (events/fixtures): the payloads the consumer really gets. */
function fixture(detailType: string): Record<string, unknown> {
  const url = new URL(`../../events/fixtures/${detailType}/v1.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { payload: Record<string, unknown> }).payload;
}

describe('dayActivityOf', () => {
  it('reads a confirmation, a booking moved and a deposit paid with their client and slot', () => {
    const accepted = fixture('request.accepted');
    expect(dayActivityOf('request.accepted', accepted)).toEqual({
      artistId: accepted.artistId,
      activity: {
        kind: 'confirmed',
        clientFirstName: (accepted.client as { firstName: string }).firstName,
        slotStart: (accepted.slot as { start: string }).start,
      },
    });
    const moved = fixture('slot.moved');
    expect(dayActivityOf('slot.moved', { ...moved, kind: 'booking' })?.activity).toMatchObject({
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
    expect(dayActivityOf('payment.updated', paid)?.activity).toMatchObject({
      kind: 'depositPaid',
      amountCents: 5000,
      currency: 'EUR',
    });
    const full = { ...paid, previousState: 'DEPOSIT-PAID', paymentState: 'TOTAL-PAID', priceCents: 20000 };
    expect(dayActivityOf('payment.updated', full)?.activity).toMatchObject({
      kind: 'paidInFull',
      amountCents: 20000,
    });
  });

  it('leaves out what the summary does not tell: a request moved, a payment undone or unchanged, the artist’s own messages', () => {
    expect(dayActivityOf('slot.moved', { ...fixture('slot.moved'), kind: 'request' })).toBeUndefined();
    const payment = fixture('payment.updated');
    expect(
      dayActivityOf('payment.updated', {
        ...payment,
        previousState: 'DEPOSIT-PAID',
        paymentState: 'WAITING-FOR-DEPOSIT',
      }),
    ).toBeUndefined();
    expect(
      dayActivityOf('payment.updated', {
        ...payment,
        previousState: 'DEPOSIT-PAID',
        paymentState: 'DEPOSIT-PAID',
      }),
    ).toBeUndefined();
    const message = fixture('message.sent');
    expect(dayActivityOf('message.sent', { ...message, sender: 'artist' })).toBeUndefined();
    expect(dayActivityOf('message.sent', { ...message, sender: 'client' })?.activity).toEqual({
      kind: 'clientMessage',
      clientFirstName: '',
      conversationId: message.conversationId,
    });
    expect(dayActivityOf('request.created', fixture('request.created'))).toBeUndefined();
  });
});
