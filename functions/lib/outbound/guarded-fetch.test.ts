import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, outboundAddressRefused } from './guarded-fetch.ts';

/**
 * The guarded client against loopback test servers (ADR 0065): `allowed` is the one origin the test
 * allows, as the local cloud's stage setting does; `other` is a server of the same machine that is
 * NOT allowed, and must never be asked, whatever the allowed one answers.
 */
type Route = (request: IncomingMessage, response: ServerResponse) => void;
let routes: Record<string, Route> = {};
const asked: string[] = [];
let allowed: Server;
let other: Server;
let origin = '';
let otherOrigin = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  allowed = createServer((request, response) => {
    asked.push(`allowed ${request.url}`);
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  other = createServer((request, response) => {
    asked.push(`other ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
  });
  origin = await listen(allowed);
  otherOrigin = await listen(other);
});
afterAll(async () => {
  allowed.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([allowed, other].map((server) => new Promise((resolve) => server.close(resolve))));
});

const fetchIt = (path: string, options: { maxBytes?: number; totalTimeoutMs?: number } = {}) => {
  asked.length = 0;
  return guardedFetch(`${origin}${path}`, {
    maxBytes: options.maxBytes ?? 1024,
    totalTimeoutMs: options.totalTimeoutMs ?? 3000,
    allowedOrigins: new Set([origin]),
  });
};
const redirect =
  (location: string): Route =>
  (_request, response) =>
    response.writeHead(302, { location }).end();

describe('guardedFetch', () => {
  it('reads an allowed origin, following up to 3 redirects, each checked', async () => {
    routes = {
      '/a': redirect('/b'),
      '/b': redirect(`${origin}/c`),
      '/c': redirect('/d'),
      '/d': (_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN'),
    };
    const result = await fetchIt('/a');
    expect(result).toMatchObject({ ok: true, status: 200, url: `${origin}/d`, contentType: 'text/calendar' });
    expect(result.ok && result.body.toString()).toBe('BEGIN');
    expect(asked).toEqual(['allowed /a', 'allowed /b', 'allowed /c', 'allowed /d']);
  });

  it('refuses a fourth redirect without asking its target', async () => {
    routes = { '/1': redirect('/2'), '/2': redirect('/3'), '/3': redirect('/4'), '/4': redirect('/5') };
    expect(await fetchIt('/1')).toMatchObject({ ok: false, failure: 'redirects' });
    expect(asked).toEqual(['allowed /1', 'allowed /2', 'allowed /3', 'allowed /4']);
  });

  it.each([
    ['another port of the machine', () => `${otherOrigin}/x`],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['https to loopback', () => `https://127.0.0.1:${new URL(otherOrigin).port}/x`],
    ['a name of the machine', () => `https://localhost:${new URL(otherOrigin).port}/x`],
    ['a short spelling of loopback', () => `https://127.1:${new URL(otherOrigin).port}/x`],
    ['IPv4-mapped loopback', () => `https://[::ffff:7f00:1]:${new URL(otherOrigin).port}/x`],
    ['a private address', () => 'https://10.0.0.1/x'],
  ])('refuses a redirect to %s, which is never asked', async (_name, target) => {
    routes = { '/go': redirect(target()) };
    expect(await fetchIt('/go')).toMatchObject({ ok: false, failure: 'refused' });
    expect(asked).toEqual(['allowed /go']);
  });

  it('cuts a body past its cap, declared or streamed without end', async () => {
    routes = {
      '/declared': (_request, response) =>
        response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)),
      '/endless': (_request, response) => {
        response.writeHead(200);
        const write = () => {
          if (!response.destroyed && response.write('x'.repeat(512))) setImmediate(write);
          else if (!response.destroyed) response.once('drain', write);
        };
        write();
      },
    };
    expect(await fetchIt('/declared')).toMatchObject({ ok: false, failure: 'too_large' });
    expect(await fetchIt('/endless')).toMatchObject({ ok: false, failure: 'too_large' });
  });

  it('gives up on a slow drip at its total timeout', async () => {
    routes = {
      '/drip': (_request, response) => {
        response.writeHead(200);
        const timer = setInterval(() => response.write('x'), 100);
        response.on('close', () => clearInterval(timer));
      },
    };
    const started = performance.now();
    expect(await fetchIt('/drip', { maxBytes: 1_000_000, totalTimeoutMs: 800 })).toMatchObject({
      ok: false,
      failure: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives up on a connection that never completes at its connect timeout', async () => {
    // A TCP server that accepts and never answers TLS's hello: the https connection never completes.
    const held: Socket[] = [];
    const silent = createTcpServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentOrigin = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = performance.now();
    const result = await guardedFetch(`${silentOrigin}/a.ics`, {
      maxBytes: 1024,
      connectTimeoutMs: 300,
      totalTimeoutMs: 5000,
      allowedOrigins: new Set([silentOrigin]),
    });
    expect(result).toMatchObject({ ok: false, failure: 'timeout', detail: 'connect timed out' });
    expect(performance.now() - started).toBeLessThan(2000);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers an error status as a failure', async () => {
    routes = { '/down': (_request, response) => response.writeHead(503).end() };
    expect(await fetchIt('/down')).toMatchObject({ ok: false, failure: 'status', status: 503 });
  });

  it('POSTs a body with its headers, and follows no redirect of a POST', async () => {
    const received: { method?: string; type?: string; length?: string; body: string }[] = [];
    routes = {
      '/push': (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push({
            method: request.method,
            type: request.headers['content-type'],
            length: request.headers['content-length'],
            body: Buffer.concat(chunks).toString('utf8'),
          });
          response.writeHead(201).end();
        });
      },
      '/moved': redirect('/push'),
    };
    const post = (path: string) =>
      guardedFetch(`${origin}${path}`, {
        maxBytes: 1024,
        allowedOrigins: new Set([origin]),
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.from('encrypted bytes'),
      });
    expect(await post('/push')).toMatchObject({ ok: true, status: 201 });
    expect(received).toEqual([
      { method: 'POST', type: 'application/octet-stream', length: '15', body: 'encrypted bytes' },
    ]);
    expect(await post('/moved')).toMatchObject({ ok: false, failure: 'status', status: 302 });
    expect(received).toHaveLength(1);
  });
});

describe('outboundAddressRefused (the save-time check)', () => {
  it('refuses what a name resolves to, and lets an allowed origin through', async () => {
    expect(await outboundAddressRefused('https://localhost/a.ics', new Set())).toMatchObject({
      reason: 'address',
      detail: expect.stringMatching(/loopback/),
    });
    expect(await outboundAddressRefused('https://127.1/a.ics', new Set())).toMatchObject({
      reason: 'address',
      detail: 'loopback',
    });
    expect(await outboundAddressRefused(`${origin}/a.ics`, new Set([origin]))).toBeUndefined();
    expect(await outboundAddressRefused(`${otherOrigin}/a.ics`, new Set([origin]))).toMatchObject({
      reason: 'scheme',
    });
  });
});
