import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { SITEMAP_CACHE } from '#shared/api/cache-control.ts';
import { SITEMAP_MAX_URLS, sitemap } from '#shared/domain/sitemap.ts';

/**
 * `GET /sitemap.xml` (CloudFront and the local gateway send `/sitemap.xml` here): the site's pages
 * and every claimed artist page, read in pseudo order from the claims' directory index, at most one
 * sitemap file's worth of addresses. When the table cannot be read, a 503 crawlers retry later.
 */
export const handler = async (): Promise<APIGatewayProxyStructuredResultV2> => {
  try {
    const { data } = await getDb()
      .entities.pseudoClaim.query.inDirectory({ directory: 'pages' })
      .go({ pages: 'all', count: SITEMAP_MAX_URLS, attributes: ['pseudo'] });
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE },
      body: sitemap(
        env.appUrl,
        data.map(({ pseudo }) => pseudo),
      ),
    };
  } catch (error) {
    logger.error('sitemap failed', { error: error as Error });
    return {
      statusCode: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '3600',
      },
      body: 'Sitemap unavailable, try again later.',
    };
  }
};
