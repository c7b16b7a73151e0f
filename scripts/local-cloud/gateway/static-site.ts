import { createReadStream, readFileSync, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sitePageFile } from '#shared/domain/site-pages.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA as CloudFront does: files from `root`, hashed `/assets/*` cached for a year,
 * everything else revalidated; a site page (`/`, `/terms`, `/privacy`) its prerendered file; a path
 * that is no file and not an asset gets `index.html` (the SPA's router decides), a missing asset a real 404 (so the SPA's asset-reload logic can see it).
 */
export function staticSite(root: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // The landing and the legal pages: their prerendered files (ADR 0034), as CloudFront answers.
    const page = sitePageFile(pathname);
    const path = safePath(root, page ?? pathname);
    const file = path && fileStats(path);
    if (path && file) return sendFile(req, res, path, file);
    if (pathname.startsWith('/assets/') || (extname(pathname) !== '' && extname(pathname) !== '.html')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const index = join(root, 'index.html');
    const indexStats = fileStats(index);
    if (!indexStats) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`No SPA build in ${root}: run \`npm run build:web\` first.`);
      return;
    }
    sendFile(req, res, index, indexStats);
  };
}

function safePath(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? path : undefined;
}

function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, stats: Stats) {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    'cache-control': (req.url ?? '').startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    etag,
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = compressible(type, stats.size)
    ? acceptedEncoding(req.headers['accept-encoding'])
    : undefined;
  if (encoding) {
    const body = compressed(path, etag, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(stats.size) });
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

/**
 * CloudFront compresses text files of 1,000 bytes to 10 MB for viewers that accept it (Brotli first,
 * then gzip), as the cache policies of the site allow (infra/stacks/web-stack.ts): so does the local
 * edge, each file once per encoding.
 */
function compressible(type: string, size: number) {
  return (
    size >= 1_000 &&
    size <= 10_000_000 &&
    /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(type)
  );
}

function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const compressedFiles = new Map<string, Buffer>();

function compressed(path: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding} ${etag} ${path}`;
  let body = compressedFiles.get(key);
  if (!body) {
    const raw = readFileSync(path);
    body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
    compressedFiles.set(key, body);
  }
  return body;
}
