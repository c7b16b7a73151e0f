import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consumerNamed } from '#events/consumers.ts';
import { consumerEventParser } from '#functions/lib/parse-bus-event.ts';
import { wordingTarget } from './load-wording.ts';

const parseEmailEvent = consumerEventParser(consumerNamed('email'));

const event = (detailType: string, overrides: Record<string, unknown> = {}) => {
  const fixture = JSON.parse(
    readFileSync(new URL(`../../../events/fixtures/${detailType}/v1.json`, import.meta.url), 'utf8'),
  );
  return parseEmailEvent({
    'detail-type': detailType,
    detail: { ...fixture, payload: { ...fixture.payload, ...overrides } },
  });
};

describe('which template of the artist words the client email of an event', () => {
  it.each([
    ['request.created', {}, 'requestReceived'],
    ['request.accepted', {}, 'requestAccepted'],
    ['request.refused', {}, 'requestDeclined'],
    ['slot.moved', {}, 'bookingMoved'],
    ['slot.moved', { kind: 'request', bookingId: undefined }, 'requestMoved'],
    ['booking.cancelled', {}, 'bookingCancelled'],
    ['booking.notice-dispatched', { notice: 'aftercareDay7' }, 'aftercareDay7'],
  ] as const)('%s %o: %s, for the artist in the client language', (detailType, overrides, kind) => {
    expect(wordingTarget(event(detailType, overrides))).toEqual({
      artistId: '8f1d2c3b-0000-4000-8000-000000000001',
      kind,
      locale: 'en',
    });
  });

  it.each([
    ['booking.cancelled', { by: 'client' }],
    ['request.cancelled', {}],
    ['payment.updated', {}],
    ['email-template.test-requested', {}],
    ['artist.onboarded', {}],
  ] as const)('%s %o: none', (detailType, overrides) => {
    expect(wordingTarget(event(detailType, overrides))).toBeUndefined();
  });
});
