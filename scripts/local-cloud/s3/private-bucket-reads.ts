import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '#functions/lib/private-media.ts';
import { LOCAL_CREDENTIALS } from '#scripts/local-cloud/aws-credentials.ts';

/** What the middleware reads and writes of Koa's context. */
export interface ReadContext {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

/** The presigned URL's own parameters, rebuilt by the signer (everything else is signed as sent). */
const AUTH_PARAMS = new Set([
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signedheaders',
  'x-amz-signature',
]);

const denied = (ctx: ReadContext, message: string) => {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`;
};

/**
 * Whether a presigned GET's signature is the one S3 would compute for this very request (method,
 * path, query, signed headers, date and expiry): a URL signed for one key opens no other.
 */
async function presignedSignatureMatches(ctx: ReadContext): Promise<boolean> {
  const url = new URL(ctx.url, 'http://s3.local');
  const params = new Map([...url.searchParams].map(([name, value]) => [name, value]));
  const get = (name: string) => [...params].find(([key]) => key.toLowerCase() === name)?.[1];
  const date = get('x-amz-date');
  const expires = Number(get('x-amz-expires'));
  const credential = get('x-amz-credential')?.split('/');
  const signature = get('x-amz-signature');
  if (!date || !credential || credential.length < 5 || !signature || !Number.isFinite(expires)) return false;
  const signedAt = new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  const headers: Record<string, string> = {};
  for (const name of (get('x-amz-signedheaders') ?? 'host').split(';')) {
    const value = ctx.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (AUTH_PARAMS.has(name.toLowerCase())) continue;
    // Hoisted headers (X-Amz-Content-Sha256): given back as headers, the signer hoists them again.
    if (name.toLowerCase().startsWith('x-amz-')) headers[name] = value;
    else query[name] = value;
  }
  const signer = new SignatureV4({
    service: credential[3]!,
    region: credential[2]!,
    credentials: LOCAL_CREDENTIALS,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const expected = await signer.presign(
    { method: ctx.method, protocol: 'http:', hostname: 's3.local', path: url.pathname, query, headers },
    { signingDate: signedAt, expiresIn: expires },
  );
  return expected.query?.['X-Amz-Signature'] === signature;
}

/**
 * Koa middleware for s3rver, as the bucket's Block Public Access and S3's signature check do in AWS:
 * an unsigned GET or HEAD answers 403, and so does a presigned one whose signature is not the one of
 * this request (s3rver itself checks its expiry only). Private images reach only those handed a
 * presigned URL (ADR 0072).
 */
export async function privateBucketReads(ctx: ReadContext, next: () => Promise<unknown>) {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  const query = new URL(ctx.url, 'http://s3.local').searchParams;
  const presigned = query.has('X-Amz-Algorithm');
  if (!presigned && !('authorization' in ctx.headers) && !query.has('Signature'))
    return denied(ctx, 'Access Denied');
  if (presigned && !(await presignedSignatureMatches(ctx)))
    return denied(ctx, 'The request signature we calculated does not match the signature you provided.');
  return next();
}
