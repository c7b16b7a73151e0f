import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the guard reads and writes of Koa's context (s3rver is a Koa app). */
export interface LockContext {
  method: string;
  path: string;
  querystring: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const RETAIN_UNTIL = 'x-amz-object-lock-retain-until-date';

/**
 * The smallest stand-in for S3 Object Lock that keeps its promise locally (ADR 0089): s3rver knows no
 * lock, versions or retention. For the buckets named, a PUT carrying a retain-until date records it
 * (in `object-locks.json` beside the data, so a restart keeps it); until that date a PUT over the key,
 * a DELETE of it, and any multi-object delete on the bucket answer 403 AccessDenied. It does not emulate
 * versions (S3 keeps the locked version and adds a new one on a PUT; here the PUT is refused), governance
 * mode, legal holds, default retention on PUTs without a date, or retention changes.
 */
export function objectLockGuard(directory: string, buckets: readonly string[]) {
  const file = join(directory, 'object-locks.json');
  const locks = new Map<string, string>(
    existsSync(file) ? (Object.entries(JSON.parse(readFileSync(file, 'utf8'))) as [string, string][]) : [],
  );
  const lockedNow = (key: string) => {
    const until = locks.get(key);
    return until !== undefined && Date.parse(until) > Date.now();
  };
  const denied = (ctx: LockContext) => {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied because object protected by object lock.</Message></Error>';
  };
  return async function objectLock(ctx: LockContext, next: () => Promise<unknown>) {
    const path = decodeURIComponent(ctx.path);
    const [bucket = ''] = path.slice(1).split('/');
    if (!buckets.includes(bucket)) return next();
    if (ctx.method === 'POST' && /(^|&)delete(=|&|$)/.test(ctx.querystring)) {
      const prefix = `${path.replace(/\/$/, '')}/`;
      if ([...locks.keys()].some((key) => key.startsWith(prefix) && lockedNow(key))) return denied(ctx);
      return next();
    }
    if ((ctx.method === 'PUT' || ctx.method === 'DELETE') && lockedNow(path)) return denied(ctx);
    await next();
    const header = ctx.headers[RETAIN_UNTIL];
    const until = Array.isArray(header) ? header[0] : header;
    if (ctx.method === 'PUT' && until && ctx.status >= 200 && ctx.status < 300) {
      locks.set(path, new Date(until).toISOString());
      writeFileSync(file, JSON.stringify(Object.fromEntries(locks)));
    }
    return undefined;
  };
}
