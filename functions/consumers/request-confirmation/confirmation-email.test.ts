import { describe, expect, it } from 'vitest';
import { slotSnapshotOf } from '#shared/domain/lifecycle/slot-view.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { confirmationEmail, confirmationLink } from './confirmation-email.ts';

const slot = slotSnapshotOf({
  slotId: '2026-12-05T11:00/60',
  slotStart: '2026-12-05T10:00:00.000Z',
  slotEnd: '2026-12-05T11:00:00.000Z',
  timezone: 'Europe/Paris',
});
const link = confirmationLink(
  'https://inkslot.app',
  'mia',
  '0b5c5a52-7d7e-5a0d-8c4e-3f1e2d3c4b5a',
  's'.repeat(43),
);

describe('the email of an unconfirmed booking request (ADR 0067)', () => {
  it('puts the secret in the link’s fragment, never in its path', () => {
    expect(link).toBe(
      `https://inkslot.app/mia/form/confirm/0b5c5a52-7d7e-5a0d-8c4e-3f1e2d3c4b5a#${'s'.repeat(43)}`,
    );
  });

  it.each(LOCALES)(
    'in %s: the artist, the slot, the code, the link and the hold, every word filled in',
    (locale) => {
      const email = confirmationEmail({
        locale,
        artistName: 'Mia Ink',
        slot,
        code: '042917',
        link,
        holdSeconds: 900,
      });
      const all = `${email.subject}\n${email.text}\n${email.html}`;
      expect(email.subject).toContain('Mia Ink');
      expect(email.subject).toContain('042917');
      expect(email.text).toContain(link);
      expect(email.html).toContain(link);
      expect(email.text).toContain('15');
      expect(email.text).toMatch(/2026/);
      expect(all).not.toMatch(/\{\{|\}\}|email\.requestConfirmation/);
    },
  );
});
