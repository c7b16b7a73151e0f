import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { EventBridgeEvent } from 'aws-lambda';
import type { DetailType } from '../../../events/registry.ts';
import { getDb } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { logger } from '../../lib/logger.ts';
import { parseBusEvent } from '../../lib/parse-bus-event.ts';
import { publicPagePaths } from './public-page-paths.ts';

const cloudFront = new CloudFrontClient({});

/**
 * The `edge-cache` consumer (ADR 0039): an artist's change to what the public page shows (profile,
 * preferences, reservation settings, portfolio, travels, availabilities) invalidates exactly that
 * artist's paths in CloudFront, so visitors get it within seconds instead of at the end of
 * `s-maxage`. Bookings taking and freeing slots do not: the slots live 5 s at the edge. The distribution id comes from the Web stack's SSM parameter
 * (read once an hour).
 */
export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const { detailType, envelope } = parseBusEvent(event);
  const artistId = envelope.payload.artistId;
  if (typeof artistId !== 'string') return;
  const pseudo =
    typeof envelope.payload.pseudo === 'string'
      ? envelope.payload.pseudo
      : (
          await getDb()
            .entities.artist.get({ artistId })
            .go({ attributes: ['pseudo'] })
        ).data?.pseudo;
  if (!pseudo) return;
  const distributionId = await getParameter(env.distributionIdParameter, { maxAge: 3600 });
  if (!distributionId) throw new Error(`parameter ${env.distributionIdParameter} is empty`);
  const paths = publicPagePaths(detailType as DetailType, pseudo);
  await cloudFront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        // The event's id: a redelivered event is the same invalidation to CloudFront.
        CallerReference: envelope.metadata.id,
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
  logger.debug('public page invalidated', { detailType, artistId, paths });
};
