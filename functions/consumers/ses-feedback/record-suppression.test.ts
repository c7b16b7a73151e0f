import { describe, expect, it, vi } from 'vitest';
import { emittedMetrics } from '#functions/lib/test-emitted-metrics.ts';
import { handler } from './record-suppression.ts';

const put = vi.fn(() => ({ go: async () => ({ data: {} }) }));
vi.mock('#functions/lib/db.ts', () => ({ getDb: () => ({ entities: { emailSuppression: { put } } }) }));

const feedback = (detail: object) =>
  ({ time: '2026-11-27T10:00:00Z', detail }) as unknown as Parameters<typeof handler>[0];

describe('ses-feedback counts what SES reports (ADR 0080)', () => {
  it('each permanently bounced recipient as EmailsBounced, a transient bounce not at all', async () => {
    const bounced = await emittedMetrics(() =>
      handler(
        feedback({
          bounce: {
            bounceType: 'Permanent',
            bouncedRecipients: [{ emailAddress: 'a@example.com' }, { emailAddress: 'b@example.com' }],
          },
        }),
      ),
    );
    expect(bounced.map((line) => line.values)).toEqual([{ EmailsBounced: 1 }, { EmailsBounced: 1 }]);
    expect(put).toHaveBeenCalledTimes(2);
    const transient = await emittedMetrics(() =>
      handler(
        feedback({
          bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'c@example.com' }] },
        }),
      ),
    );
    expect(transient).toEqual([]);
  });

  it('a complaint as EmailsComplained', async () => {
    const lines = await emittedMetrics(() =>
      handler(feedback({ complaint: { complainedRecipients: [{ emailAddress: 'd@example.com' }] } })),
    );
    expect(lines.map((line) => line.values)).toEqual([{ EmailsComplained: 1 }]);
  });
});
