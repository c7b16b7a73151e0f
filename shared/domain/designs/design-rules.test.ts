import { describe, expect, it } from 'vitest';
import { endOfLocalDay } from './answer-by.ts';
import {
  addDays,
  isAnswerable,
  isAnswerByDayValid,
  revisionCharge,
  revisionsLeft,
  revisionsUsed,
  shareRefusal,
  type VersionState,
  versionStatusAt,
} from './design-rules.ts';

const now = new Date('2026-12-01T10:00:00Z');
const later = '2026-12-04T23:00:00.000Z';
const past = '2026-11-30T23:00:00.000Z';
const v = (version: number, status: VersionState['status'], answerBy = later): VersionState => ({
  version,
  status,
  answerBy,
});

describe('the state of a version', () => {
  it('is what was stored while its answer-by instant is ahead', () => {
    expect(versionStatusAt(v(1, 'awaiting'), now)).toBe('awaiting');
    expect(versionStatusAt(v(1, 'payment-due'), now)).toBe('payment-due');
    expect(isAnswerable(v(1, 'payment-due'), now)).toBe(true);
  });

  it('expires unanswered (or unpaid) once the day is over, and only then', () => {
    expect(versionStatusAt(v(1, 'awaiting', past), now)).toBe('expired');
    expect(versionStatusAt(v(1, 'payment-due', past), now)).toBe('expired');
    expect(isAnswerable(v(1, 'awaiting', past), now)).toBe(false);
    expect(versionStatusAt(v(1, 'approved', past), now)).toBe('approved');
    expect(versionStatusAt(v(1, 'changes-asked', past), now)).toBe('changes-asked');
  });

  it('cannot be answered twice', () => {
    expect(isAnswerable(v(1, 'approved'), now)).toBe(false);
    expect(isAnswerable(v(1, 'changes-asked'), now)).toBe(false);
  });
});

describe('sharing a version', () => {
  it('is open for the first, after changes asked, and after an expired one', () => {
    expect(shareRefusal([], now)).toBeUndefined();
    expect(shareRefusal([v(1, 'changes-asked')], now)).toBeUndefined();
    expect(shareRefusal([v(1, 'awaiting', past)], now)).toBeUndefined();
  });

  it('is refused while one awaits the client, and after approval', () => {
    expect(shareRefusal([v(1, 'changes-asked'), v(2, 'awaiting')], now)).toBe('design_open');
    expect(shareRefusal([v(1, 'payment-due')], now)).toBe('design_open');
    expect(shareRefusal([v(1, 'changes-asked'), v(2, 'approved')], now)).toBe('design_approved');
    expect(shareRefusal([v(20, 'changes-asked')], now)).toBe('conflict');
  });
});

describe('counting revisions', () => {
  const policy = { revisionsIncluded: 2, revisionPriceCents: 3000 };

  it('counts the changes asked, not the unpaid nor the answered otherwise', () => {
    expect(revisionsUsed([v(1, 'changes-asked'), v(2, 'changes-asked'), v(3, 'payment-due')])).toBe(2);
    expect(revisionsUsed([v(1, 'approved')])).toBe(0);
  });

  it('makes the included ones free and prices the next', () => {
    expect(revisionCharge(policy, 0, true)).toEqual({ number: 1, priceCents: 0 });
    expect(revisionCharge(policy, 1, true)).toEqual({ number: 2, priceCents: 0 });
    expect(revisionCharge(policy, 2, true)).toEqual({ number: 3, priceCents: 3000 });
    expect(revisionCharge(policy, 5, true)).toEqual({ number: 6, priceCents: 3000 });
  });

  it('charges nothing without a price, or where the artist takes no online payment', () => {
    expect(revisionCharge({ revisionsIncluded: 0, revisionPriceCents: 0 }, 3, true).priceCents).toBe(0);
    expect(revisionCharge(policy, 2, false).priceCents).toBe(0);
    expect(revisionCharge({ revisionsIncluded: 0, revisionPriceCents: 500 }, 0, true).priceCents).toBe(500);
  });

  it('says how many free ones are left', () => {
    expect(revisionsLeft(policy, 0)).toBe(2);
    expect(revisionsLeft(policy, 3)).toBe(0);
  });
});

describe('the answer-by day', () => {
  it('ends at the next local midnight, summer time changes included', () => {
    expect(endOfLocalDay('2026-12-04', 'Europe/Paris')).toBe('2026-12-04T23:00:00.000Z');
    expect(endOfLocalDay('2026-07-04', 'Europe/Paris')).toBe('2026-07-04T22:00:00.000Z');
    expect(endOfLocalDay('2026-03-28', 'Europe/Paris')).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfLocalDay('2026-12-04', 'America/New_York')).toBe('2026-12-05T05:00:00.000Z');
  });

  it('is from today to 30 days ahead', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isAnswerByDayValid('2026-12-01', '2026-12-01')).toBe(true);
    expect(isAnswerByDayValid('2026-11-30', '2026-12-01')).toBe(false);
    expect(isAnswerByDayValid('2026-12-31', '2026-12-01')).toBe(true);
    expect(isAnswerByDayValid('2027-01-01', '2026-12-01')).toBe(false);
  });
});
