import { describe, expect, inject, it, vi } from 'vitest';
import { savedQuerySql } from '#events/analytics/saved-queries.ts';
import { runAnalytics } from '#scripts/analytics/run-analytics.ts';
import { api } from '#tests/support/api.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';

/**
 * The public page's analytics beacon (ADR 0048) through the local cloud: `page.viewed` goes through
 * the outbox and the bus to the archive, where the saved funnel query counts it, like Athena in AWS.
 */
const { db } = cloudAndDb();

describe('page views', () => {
  it('records a view of an artist’s page and form in the archive, where the funnel counts them', async () => {
    const artist = await onboardedArtist();
    const before = await runAnalytics(
      `SELECT count(*) AS views FROM events WHERE detail_type = 'page.viewed' AND detail LIKE '%${artist.pseudo}%'`,
      inject('localCloud').analyticsDir,
    );
    expect(before).toEqual([{ views: 0 }]);
    for (const page of ['profile', 'profile', 'form'])
      expect((await api(`/artists/${artist.pseudo}/views`, { body: { page, locale: 'fr' } })).status).toBe(
        202,
      );

    await vi.waitFor(
      async () => {
        const rows = await runAnalytics(
          `SELECT json_extract_scalar(detail, '$.payload.page') AS page, count(*) AS views FROM events
           WHERE detail_type = 'page.viewed' AND json_extract_scalar(detail, '$.payload.artistId') = '${artist.sub}'
           GROUP BY 1 ORDER BY 1`,
          inject('localCloud').analyticsDir,
        );
        expect(rows).toEqual([
          { page: 'form', views: 1 },
          { page: 'profile', views: 2 },
        ]);
      },
      { timeout: 15_000, interval: 250 },
    );
    const funnel = await runAnalytics(savedQuerySql('funnel'), inject('localCloud').analyticsDir);
    const today = funnel.at(-1) as { page_views: number; form_views: number };
    expect(today.page_views).toBeGreaterThanOrEqual(2);
    expect(today.form_views).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown pseudo (404) and an unknown page (400, localized), writing nothing', async () => {
    const { data: before } = await db.entities.outboxEvent.scan
      .where(({ detailType }, { eq }) => eq(detailType, 'page.viewed'))
      .go({ pages: 'all' });
    const unknown = await api('/artists/nobody-here-at-all/views', { body: { page: 'profile' } });
    expect(unknown.status).toBe(404);
    const odd = await api<{ error: { code: string; message: string } }>('/artists/demo/views', {
      body: { page: 'checkout' },
      headers: { 'accept-language': 'fr' },
    });
    expect(odd.status).toBe(400);
    expect(odd.json.error.code).toBe('validation_failed');
    const { data: after } = await db.entities.outboxEvent.scan
      .where(({ detailType }, { eq }) => eq(detailType, 'page.viewed'))
      .go({ pages: 'all' });
    expect(after.length).toBe(before.length);
  });
});
