import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedQuerySql } from '#events/analytics/saved-queries.ts';
import { runAnalytics } from './run-analytics.ts';

/**
 * The saved queries over an archive laid out as Firehose and the local bus write it (a folder per UTC
 * day, one EventBridge envelope per line), duplicates included: what `npm run analytics` prints.
 */
let dir: string;
let sequence = 0;

const line = (detailType: string, occurredAt: string, payload: Record<string, unknown>, id?: string) =>
  JSON.stringify({
    version: '0',
    id: `eb-${++sequence}`,
    'detail-type': detailType,
    source: 'inkslot',
    time: occurredAt,
    detail: { metadata: { id: id ?? `ev-${sequence}`, version: 1, occurredAt, correlationId: 'c' }, payload },
  });

function day(path: string, lines: string[]) {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(join(dir, path, 'events.ndjson'), `${lines.join('\n')}\n`);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inkslot-analytics-'));
  const view = (page: string) => ({ artistId: 'a1', pseudo: 'ink', page });
  const accepted = line('request.accepted', '2026-10-14T12:00:00Z', { artistId: 'a1' }, 'accepted-1');
  day('2026/10/14', [
    ...Array.from({ length: 4 }, () => line('page.viewed', '2026-10-14T09:00:00Z', view('profile'))),
    line('page.viewed', '2026-10-14T09:01:00Z', view('form')),
    line('page.viewed', '2026-10-14T09:02:00Z', view('form')),
    line('request.created', '2026-10-14T09:05:00Z', { artistId: 'a1' }),
    accepted,
    // Delivered twice: counted once.
    accepted.replace('"eb-', '"eb-again-'),
    line('subscription.changed', '2026-10-14T10:00:00Z', {
      artistId: 'yearly',
      plan: 'pro',
      monthlyAmountCents: 1583,
      currency: 'EUR',
    }),
    line('subscription.changed', '2026-10-20T10:00:00Z', {
      artistId: 'leaver',
      plan: 'pro',
      monthlyAmountCents: 1900,
      currency: 'EUR',
    }),
  ]);
  day('2026/11/02', [
    line('page.viewed', '2026-11-02T09:00:00Z', view('profile')),
    line('subscription.changed', '2026-11-02T10:00:00Z', {
      artistId: 'invited',
      plan: 'pro',
      monthlyAmountCents: 1710,
      currency: 'EUR',
    }),
    line('subscription.changed', '2026-11-03T10:00:00Z', {
      artistId: 'leaver',
      plan: 'free',
      monthlyAmountCents: 0,
      currency: 'EUR',
    }),
  ]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the analytics’ saved queries, locally', () => {
  it('funnel: page views, forms, requests and bookings per day, each event once', async () => {
    expect(await runAnalytics(savedQuerySql('funnel'), dir)).toEqual([
      {
        day: '2026/10/14',
        page_views: 4,
        form_views: 2,
        requests: 1,
        bookings: 1,
        request_rate_pct: 25,
        booking_rate_pct: 25,
      },
      {
        day: '2026/11/02',
        page_views: 1,
        form_views: 0,
        requests: 0,
        bookings: 0,
        request_rate_pct: 0,
        booking_rate_pct: 0,
      },
    ]);
  });

  it('MRR: each artist’s last change up to the month’s end, Pro amounts summed', async () => {
    expect(await runAnalytics(savedQuerySql('mrr'), dir)).toEqual([
      { month: '2026-10-01T00:00:00.000Z', currency: 'EUR', pro_artists: 2, mrr: 34.83 },
      { month: '2026-11-01T00:00:00.000Z', currency: 'EUR', pro_artists: 2, mrr: 32.93 },
    ]);
  });

  it('runs any SQL over the same table, and an empty archive gives no rows', async () => {
    const rows = await runAnalytics(
      "SELECT count(*) AS views FROM events WHERE detail_type = 'page.viewed' AND day = '2026/10/14'",
      dir,
    );
    expect(rows).toEqual([{ views: 6 }]);
    expect(await runAnalytics('SELECT * FROM events', join(dir, 'none'))).toEqual([]);
  });
});
