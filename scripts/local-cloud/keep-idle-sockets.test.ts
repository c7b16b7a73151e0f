import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { type BusServer, startBusServer } from '#scripts/local-cloud/events/bus-server.ts';
import { EventBus } from '#scripts/local-cloud/events/event-bus.ts';
import { type SesLocal, startSes } from '#scripts/local-cloud/ses/start-ses.ts';
import { type SsmLocal, startSsm } from '#scripts/local-cloud/ssm/start-ssm.ts';
import { type SesProxy, startSesProxy } from '#tests/support/ses-proxy.ts';

/**
 * The reset two busy clean-clone runs saw (`TimeoutError: read ECONNRESET`, one attempt): an SDK
 * client reuses its kept-alive socket just as the server closes it for being idle (ADR 0104).
 * Node's server closes an idle socket after `keepAliveTimeout`, 5 s, plus a 1 s buffer; the SDK's
 * agent keeps it with no limit. This thread is blocked past that moment (as a busy machine delays
 * both timers), so the server's idle timer and the client's next call fire in the same turn.
 */
const NODE_IDLE_CLOSE_MS = 5_000 + 1_000;
const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 };
const quiet = { info: () => {}, error: () => {} };

/** A server with Node's defaults, answering every PutEvents: what the stand-ins were. */
let plain: Server;
let bus: BusServer;
let ses: SesLocal;
let proxy: SesProxy;
let ssm: SsmLocal;
const destroy: { destroy(): void }[] = [];

beforeAll(async () => {
  plain = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('{"Entries":[],"FailedEntryCount":0}'));
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  bus = await startBusServer({
    port: 0,
    bus: new EventBus('local', []),
    region: LOCAL_REGION,
    now: () => new Date(),
  });
  ses = await startSes({ log: quiet });
  proxy = await startSesProxy(ses.endpoint);
  ssm = await startSsm({
    region: LOCAL_REGION,
    parameters: { '/inkslot/key': { value: 'k', type: 'String' } },
    log: quiet,
  });
});
afterAll(async () => {
  for (const sdk of destroy) sdk.destroy();
  await Promise.all([closeServer(plain), bus.close(), proxy.stop(), ses.stop(), ssm.stop()]);
});

function putEvents(endpoint: string) {
  const sdk = new EventBridgeClient({ ...client, endpoint });
  destroy.push(sdk);
  return () => sdk.send(new PutEventsCommand({ Entries: [{ Source: 's', DetailType: 'd', Detail: '{}' }] }));
}

function sendEmail(endpoint: string) {
  const sdk = new SESv2Client({ ...client, endpoint });
  destroy.push(sdk);
  return () =>
    sdk.send(
      new SendEmailCommand({
        FromEmailAddress: 'hello@inkslot.test',
        Destination: { ToAddresses: ['idle@example.com'] },
        Content: { Simple: { Subject: { Data: 'Idle' }, Body: { Text: { Data: 'Idle' } } } },
      }),
    );
}

function getParameter(endpoint: string) {
  const sdk = new SSMClient({ ...client, endpoint });
  destroy.push(sdk);
  return () => sdk.send(new GetParameterCommand({ Name: '/inkslot/key' }));
}

it('a call that reuses its socket when Node would close it idle: reset by a default server, served by the stand-ins', async () => {
  const calls = [
    putEvents(`http://127.0.0.1:${(plain.address() as AddressInfo).port}`),
    putEvents(bus.endpoint),
    sendEmail(ses.endpoint),
    sendEmail(proxy.url),
    getParameter(ssm.endpoint),
  ];
  for (const call of calls) await call();
  const next = calls.map(
    (call) =>
      new Promise<string>((resolve) =>
        setTimeout(() => {
          call().then(
            () => resolve('served'),
            (error: Error) => resolve(`${error.name}: ${error.message}`),
          );
        }, NODE_IDLE_CLOSE_MS + 5),
      ),
  );
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, NODE_IDLE_CLOSE_MS + 100);
  const [reset, ...stillServed] = await Promise.all(next);
  // Node's reset, which the SDK names TimeoutError (wrapped once more under this tier's vm realm).
  expect(reset).toMatch(/TimeoutError: (socket hang up|read ECONNRESET)$/);
  expect(stillServed).toEqual(['served', 'served', 'served', 'served']);
}, 20_000);
