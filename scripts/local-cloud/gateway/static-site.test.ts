import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site.ts';

describe('staticSite', () => {
  const root = mkdtempSync(join(tmpdir(), 'inkslot-dist-'));
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'favicon.svg'), '<svg/>');
    server = createServer(staticSite(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('says the build is missing until there is an index.html', async () => {
    const response = await fetch(`${origin}/login`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build:web/);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Inkslot</title>');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${origin}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${origin}/favicon.svg`, {
      headers: { 'if-none-match': icon.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers the landing and the legal pages with their prerendered files, once built (ADR 0034)', async () => {
    expect(await (await fetch(`${origin}/terms`)).text()).toContain('<title>Inkslot</title>');
    writeFileSync(join(root, 'landing.html'), '<!doctype html><title>Landing</title>');
    writeFileSync(join(root, 'terms.html'), '<!doctype html><title>Terms</title>');
    const landing = await fetch(`${origin}/?lang=fr`);
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(await landing.text()).toContain('<title>Landing</title>');
    expect(await (await fetch(`${origin}/terms/`)).text()).toContain('<title>Terms</title>');
    expect(await (await fetch(`${origin}/terms/x`)).text()).toContain('<title>Inkslot</title>');
  });

  it("falls back to index.html for the SPA's routes, not for a missing asset", async () => {
    const page = await fetch(`${origin}/demo/book?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>Inkslot</title>');
    expect((await fetch(`${origin}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${origin}/missing.png`)).status).toBe(404);
  });

  it('compresses text files of 1,000 bytes and more, Brotli first, as CloudFront does', async () => {
    const code = `export const message = ${JSON.stringify('ink '.repeat(600))};`;
    writeFileSync(join(root, 'assets/big-abc123.js'), code);
    const asRaw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(`${origin}/assets/big-abc123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await asRaw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(code.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(code);
    const gzip = await asRaw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(code);
    const identity = await asRaw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(code);
    // Under 1,000 bytes, as CloudFront: as is.
    const small = await fetch(`${origin}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('never serves a file outside the build', async () => {
    const escaped = await fetch(`${origin}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escaped.text()).not.toContain('root:');
    expect((await fetch(`${origin}/x`, { method: 'POST' })).status).toBe(405);
  });
});
