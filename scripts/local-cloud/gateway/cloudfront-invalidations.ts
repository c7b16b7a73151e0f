import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import type { EdgeCache } from './edge-cache.ts';
import { readBody } from './read-body.ts';

/** CloudFront's API path for invalidations (REST-XML, API version 2020-05-31). */
export const CLOUDFRONT_API_PREFIX = '/2020-05-31/distribution/';
/** The distribution id of the local cloud, as the Web stack's SSM parameter gives it in AWS. */
export const LOCAL_DISTRIBUTION_ID = 'ELOCALINKSLOT';

/**
 * The CloudFront stand-in for `CreateInvalidation`, which the real SDK client calls (its endpoint is
 * `AWS_ENDPOINT_URL_CLOUDFRONT`): reads the batch's paths and drops what they match from the
 * gateway's edge cache at once, answering as CloudFront does (201, `Location`, the invalidation
 * with status `Completed`). Other CloudFront calls answer 501. Signatures are not checked.
 */
export function createCloudFrontHandler(edgeCache: EdgeCache) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation$/.exec(
      (req.url ?? '').split('?')[0] ?? '',
    );
    if (req.method !== 'POST' || !match)
      return xml(res, 501, error('NotImplemented', 'Not supported locally'));
    if (match[1] !== LOCAL_DISTRIBUTION_ID)
      return xml(res, 404, error('NoSuchDistribution', 'The specified distribution does not exist.'));
    const batch = (await readBody(req)).toString('utf8');
    const paths = [...batch.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => unescapeXml(m[1] ?? ''));
    const reference = /<CallerReference>([^<]*)<\/CallerReference>/.exec(batch)?.[1] ?? '';
    if (paths.length === 0 || !reference)
      return xml(res, 400, error('MalformedInput', 'An invalidation needs paths and a caller reference.'));
    edgeCache.invalidate(paths);
    meter.invalidationPaths += paths.length;
    const id = `I${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`;
    res.setHeader(
      'location',
      `https://cloudfront.amazonaws.com/2020-05-31/distribution/${match[1]}/invalidation/${id}`,
    );
    return xml(
      res,
      201,
      `<Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('')}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
    );
  };
}

function error(code: string, message: string) {
  return `<ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
}

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/xml', 'x-amzn-requestid': randomUUID() });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeXml = (value: string) =>
  value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
