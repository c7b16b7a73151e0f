import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { loadPublicPage } from '#functions/lib/public-page.ts';
import { getS3 } from '#functions/lib/s3.ts';
import {
  SHARE_CARD_FILE,
  shareCardContent,
  shareCardKey,
  shareCardPath,
  shareCardVersion,
} from '#shared/domain/share-card.ts';
import { pseudoField } from '#shared/validation/fields.ts';

/** A version's card never changes: browsers, CloudFront and crawlers keep it. */
const CARD_CACHE = 'public, max-age=31536000, immutable';

const text = (
  statusCode: number,
  body: string,
  cacheControl = 'no-store',
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
  body,
});

async function readObject(key: string): Promise<Buffer | undefined> {
  try {
    const object = await getS3().send(new GetObjectCommand({ Bucket: env.mediaBucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * `GET /og/{pseudo}/{version}.png`: the share card of an artist page without a picture (the link
 * preview names it). Kept in the media bucket after its first rendering; an outdated version moves
 * to the current one (301), an unknown artist is a 404.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const pseudo = pseudoField.safeParse(event.pathParameters?.pseudo ?? '');
  const requested = SHARE_CARD_FILE.exec(event.pathParameters?.card ?? '')?.[1];
  if (!pseudo.success || !requested) return text(404, 'Not found', 'public, max-age=300');
  try {
    const found = await loadPublicPage(pseudo.data);
    if (!found || found.suspended) return text(404, 'Not found', 'public, max-age=300');
    const content = shareCardContent(found.page);
    const version = shareCardVersion(content);
    if (version !== requested) {
      return {
        statusCode: 301,
        headers: {
          location: `${env.appUrl}${shareCardPath(content)}`,
          'cache-control': 'public, max-age=300',
        },
        body: '',
      };
    }
    const key = shareCardKey(content.pseudo, version);
    let png = await readObject(key);
    if (!png) {
      const flashImage = content.flash && (await readObject(content.flash.imagePath.replace(/^\//, '')));
      // satori, its WebAssembly layout engine and sharp: evaluated when a card is drawn, not when one
      // is served from the bucket (ADR 0105).
      const { renderShareCard } = await import('./render-share-card.ts');
      png = await renderShareCard(content, {
        host: new URL(env.appUrl).host,
        ...(flashImage && { flashImage }),
      });
      await getS3().send(
        new PutObjectCommand({
          Bucket: env.mediaBucket,
          Key: key,
          Body: png,
          ContentType: 'image/png',
          CacheControl: CARD_CACHE,
        }),
      );
      logger.info('share card rendered', { pseudo: content.pseudo, version, bytes: png.length });
    }
    return {
      statusCode: 200,
      headers: { 'content-type': 'image/png', 'cache-control': CARD_CACHE },
      body: png.toString('base64'),
      isBase64Encoded: true,
    };
  } catch (error) {
    logger.error('share card failed', { error: error as Error, pseudo: pseudo.data });
    return text(503, 'Share card unavailable, try again later.');
  }
};
