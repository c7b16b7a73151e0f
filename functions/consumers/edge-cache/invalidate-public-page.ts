import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { publicPagePaths } from './public-page-paths.ts';

let cloudFront: CloudFrontClient | undefined;

/** CloudFront's client, made at the first invalidation rather than at the cold start (ADR 0105). */
function cloudFrontClient() {
  cloudFront ??= new CloudFrontClient({});
  return cloudFront;
}

/**
 * The `edge-cache` consumer (ADR 0039): an artist's change to what the public page shows (profile,
 * preferences, reservation settings, portfolio, travels, availabilities) invalidates exactly that
 * artist's paths in CloudFront, so visitors get it within seconds instead of at the end of
 * `s-maxage`. Bookings taking and freeing slots do not: the slots live 5 s at the edge. The distribution id comes from the Web stack's SSM parameter
 * (read once an hour).
 */
export const handler = eventConsumer(
  'edge-cache',
  async ({ detailType, envelope: { payload, metadata } }) => {
    const { artistId } = payload;
    const pseudo =
      'pseudo' in payload
        ? payload.pseudo
        : (
            await getDb()
              .entities.artist.get({ artistId })
              .go({ attributes: ['pseudo'] })
          ).data?.pseudo;
    if (!pseudo) return;
    const distributionId = await getParameter(env.distributionIdParameter, { maxAge: 3600 });
    if (!distributionId) throw new Error(`parameter ${env.distributionIdParameter} is empty`);
    const paths = publicPagePaths(detailType, pseudo);
    await cloudFrontClient().send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          // The event's id: a redelivered event is the same invalidation to CloudFront.
          CallerReference: metadata.id,
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );
    logger.debug('public page invalidated', { detailType, artistId, paths });
  },
);
