import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { PayloadTooLargeError, readBody } from '#scripts/local-cloud/gateway/read-body.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { renderPushPage } from './push-page.ts';
import {
  decryptPushBody,
  newSubscriberKeys,
  PushProtocolError,
  type SubscriberKeys,
  verifyVapid,
} from './web-push-protocol.ts';

/** A push message as the subscribed browser would get it: decrypted, with the request's headers. */
export interface ReceivedPush {
  id: string;
  subscriptionId: string;
  receivedAt: string;
  ttl: number;
  urgency: string;
  topic?: string;
  /** The decrypted payload (UTF-8). */
  text: string;
}

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushLocal {
  /** The push service's origin: `POST /push/{id}` (Web Push), `/` (the messages page), `/messages`. */
  endpoint: string;
  /** A new subscription, as a browser makes one (`applicationServerKey`: the VAPID public key it binds). */
  subscribe(applicationServerKey?: string): PushSubscriptionJson;
  /** What the service received for a subscription (all when absent), oldest first. */
  received(subscriptionId?: string): ReceivedPush[];
  stop(): Promise<void>;
}

/** Push services refuse payloads over 4 KiB (RFC 8030 section 7.2 leaves it to them; FCM and Mozilla's: 4,096). */
const MAX_BODY_BYTES = 4096;

interface Subscription {
  keys: SubscriberKeys;
  /** The VAPID key the subscription was made for, if any: pushes signed by another get 403. */
  serverKey?: Buffer;
  /** Unsubscribed: its endpoint answers 410 Gone, as a real push service does. */
  gone: boolean;
}

/**
 * The local push service (issue 32): receives what `web-push` sends to a subscription's endpoint,
 * checks the VAPID signature, decrypts the payload with the subscription's keys as the browser would
 * (RFC 8030, 8291, 8292), and keeps it for the page at its root and for tests. `POST /subscriptions`
 * and `DELETE /subscriptions/{id}` stand in for the browser's side (subscribe, unsubscribe).
 */
export async function startPush(options: { port?: number; log: Log }): Promise<PushLocal> {
  const subscriptions = new Map<string, Subscription>();
  const messages: ReceivedPush[] = [];
  let origin = '';

  const subscribe = (applicationServerKey?: string): PushSubscriptionJson => {
    const id = randomUUID();
    const keys = newSubscriberKeys();
    const serverKey = applicationServerKey ? Buffer.from(applicationServerKey, 'base64url') : undefined;
    subscriptions.set(id, { keys, ...(serverKey && { serverKey }), gone: false });
    return {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
    };
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status =
        error instanceof PushProtocolError ? error.status : error instanceof PayloadTooLargeError ? 413 : 500;
      if (status === 500) options.log.error('push', String(error));
      send(res, status, {
        error: status === 413 ? `the body is over ${MAX_BODY_BYTES} bytes` : (error as Error).message,
      });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const [, first, id] = url.pathname.split('/');
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderPushPage(messages));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const only = url.searchParams.get('subscription');
      return send(
        res,
        200,
        messages.filter((message) => !only || message.subscriptionId === only),
      );
    }
    if (req.method === 'POST' && url.pathname === '/subscriptions') {
      const body = JSON.parse((await readBody(req, MAX_BODY_BYTES)).toString('utf8') || '{}') as {
        applicationServerKey?: string;
      };
      return send(res, 201, subscribe(body.applicationServerKey));
    }
    if (req.method === 'DELETE' && first === 'subscriptions' && id && subscriptions.has(id)) {
      subscriptions.get(id)!.gone = true;
      return send(res, 204);
    }
    if (req.method === 'POST' && first === 'push' && id) return receive(req, res, id);
    send(res, 404, { error: 'not found' });
  }

  async function receive(req: IncomingMessage, res: ServerResponse, id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) return send(res, 404, { error: 'no such subscription' });
    if (subscription.gone) return send(res, 410, { error: 'the subscription has expired or was removed' });
    const serverKey = verifyVapid(req.headers.authorization, origin);
    if (subscription.serverKey && !subscription.serverKey.equals(serverKey))
      throw new PushProtocolError(403, 'the vapid key is not the one this subscription was made for');
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      throw new PushProtocolError(400, 'the TTL header is required (RFC 8030 section 5.2)');
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body.length > 0 && req.headers['content-encoding'] !== 'aes128gcm')
      return send(res, 415, { error: 'only Content-Encoding: aes128gcm is accepted (RFC 8291)' });
    const message: ReceivedPush = {
      id: randomUUID(),
      subscriptionId: id,
      receivedAt: new Date().toISOString(),
      ttl,
      urgency: String(req.headers.urgency ?? 'normal'),
      ...(typeof req.headers.topic === 'string' && { topic: req.headers.topic }),
      text: body.length > 0 ? decryptPushBody(body, subscription.keys).toString('utf8') : '',
    };
    messages.push(message);
    options.log.info('push', `→ ${id}: ${message.text.slice(0, 120)}`);
    res.writeHead(201, { location: `${origin}/messages/${message.id}` }).end();
  }

  keepIdleSockets(server);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    endpoint: origin,
    subscribe,
    received: (subscriptionId) =>
      messages.filter((message) => !subscriptionId || message.subscriptionId === subscriptionId),
    stop: () => closeServer(server),
  };
}

function send(res: ServerResponse, status: number, body?: unknown) {
  if (res.headersSent) return;
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
