import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emittedMetrics } from '#functions/lib/test-emitted-metrics.ts';
import { reserveEmail } from './recipient-guard.ts';
import { sendEmail } from './send-email.ts';

vi.mock('./recipient-guard.ts', () => ({
  reserveEmail: vi.fn(),
  releaseEmail: vi.fn(async () => undefined),
  markSent: vi.fn(async () => undefined),
}));

const email = { subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' };
const reservation = { to: 'client@example.com', at: new Date('2026-11-28T10:00:00Z') };

describe('sendEmail counts what leaves (ADR 0080)', () => {
  beforeEach(() => {
    vi.stubEnv('MAIL_FROM', 'Inkslot <no-reply@inkslot.local>');
    vi.spyOn(SESv2Client.prototype, 'send').mockImplementation(async () => ({ MessageId: 'm-1' }));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('an email SES accepted as EmailsSent', async () => {
    vi.mocked(reserveEmail).mockResolvedValue({ send: true, reservation });
    let id: string | undefined;
    const lines = await emittedMetrics(async () => {
      id = await sendEmail('client@example.com', email);
    });
    expect(id).toBe('m-1');
    expect(lines.map((line) => line.values)).toEqual([{ EmailsSent: 1 }]);
  });

  it('an email to a suppressed address as EmailsWithheld, and SES is not called', async () => {
    vi.mocked(reserveEmail).mockResolvedValue({ send: false, why: 'suppressed' });
    const lines = await emittedMetrics(() => sendEmail('bounced@example.com', email));
    expect(SESv2Client.prototype.send).not.toHaveBeenCalled();
    expect(lines.map((line) => line.values)).toEqual([{ EmailsWithheld: 1 }]);
  });

  it('a once-keyed email sent already (a retry) as nothing', async () => {
    vi.mocked(reserveEmail).mockResolvedValue({ send: false, why: 'already-sent' });
    await expect(emittedMetrics(() => sendEmail('client@example.com', email))).resolves.toEqual([]);
  });
});
