import { describe, expect, it } from 'vitest';
import { mayEmailMessage } from './message-email-rules.ts';

describe('mayEmailMessage', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const base = { seq: 5, eventId: 'e5', seenSeq: 2, now };

  it('emails the first unread message of a conversation', () => {
    expect(mayEmailMessage(base)).toBe(true);
  });

  it('does not email a message already displayed', () => {
    expect(mayEmailMessage({ ...base, seenSeq: 5 })).toBe(false);
  });

  it('emails once per 15 minutes while the emailed messages stay unread', () => {
    const emailed = { emailedSeq: 4, emailedEvent: 'e4' };
    expect(mayEmailMessage({ ...base, ...emailed, emailedAt: '2026-11-26T09:50:00Z' })).toBe(false);
    expect(mayEmailMessage({ ...base, ...emailed, emailedAt: '2026-11-26T09:45:00Z' })).toBe(true);
  });

  it('emails again at once after the recipient has seen what they were emailed about', () => {
    expect(
      mayEmailMessage({
        ...base,
        seenSeq: 4,
        emailedSeq: 4,
        emailedEvent: 'e4',
        emailedAt: '2026-11-26T09:59:00Z',
      }),
    ).toBe(true);
  });

  it('lets a redelivered event send its email again', () => {
    expect(
      mayEmailMessage({ ...base, emailedSeq: 5, emailedEvent: 'e5', emailedAt: '2026-11-26T09:59:59Z' }),
    ).toBe(true);
  });
});
