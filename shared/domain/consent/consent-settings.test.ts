import { describe, expect, it } from 'vitest';
import { testConsentForm, testConsentFormNoGuardian } from '#tests/support/consent-form-fixture.ts';
import { consentDeadline, guardianAllowed, withLawOf } from './consent-settings.ts';
import { consentStatus } from './consent-status.ts';

const settings = {
  enabled: true,
  deadlineHours: 24,
  guardianAllowed: true,
  retentionYears: 3,
  form: testConsentForm,
};

describe('consent settings', () => {
  it('puts the deadline the set hours before the session, or at the session when accepted later', () => {
    expect(consentDeadline('2026-12-05T10:00:00.000Z', 24, '2026-11-01T00:00:00.000Z')).toBe(
      '2026-12-04T10:00:00.000Z',
    );
    expect(consentDeadline('2026-12-05T10:00:00.000Z', 24, '2026-12-05T08:00:00.000Z')).toBe(
      '2026-12-05T10:00:00.000Z',
    );
  });

  it('never allows a guardian where the law forbids it, whatever the artist sent', () => {
    const sent = { ...settings, form: { ...testConsentForm, jurisdiction: 'GB' as const } };
    const kept = withLawOf(sent, testConsentFormNoGuardian);
    expect(kept.guardianAllowed).toBe(false);
    expect(kept.form.guardianPermittedByLaw).toBe(false);
    expect(guardianAllowed(kept)).toBe(false);
    expect(guardianAllowed(settings)).toBe(true);
  });

  it('says waiting, overdue, signed or not sent', () => {
    const now = new Date('2026-12-04T09:00:00.000Z');
    const deadline = '2026-12-04T10:00:00.000Z';
    expect(consentStatus({ requested: true, signed: false, deadline, now })).toBe('waiting');
    expect(consentStatus({ requested: true, signed: false, deadline, now: new Date(deadline) })).toBe(
      'overdue',
    );
    expect(consentStatus({ requested: true, signed: true, deadline, now })).toBe('signed');
    expect(consentStatus({ requested: false, signed: false, now })).toBe('notSent');
  });
});
