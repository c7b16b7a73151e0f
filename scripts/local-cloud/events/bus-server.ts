import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { EventBus } from './event-bus.ts';
import { compilePattern, InvalidEventPatternError } from './pattern-matcher.ts';
import { AwsError, putEvents } from './put-events.ts';

const CONTENT_TYPE = 'application/x-amz-json-1.1';
const MAX_BODY_BYTES = 1024 * 1024;

export interface BusServerOptions {
  port: number;
  bus: EventBus;
  region: string;
  now: () => Date;
}

export interface BusServer {
  endpoint: string;
  close(): Promise<void>;
}

type Operation = (input: unknown) => unknown;

/**
 * The EventBridge API over HTTP, in the AWS JSON 1.1 protocol the SDK speaks (`x-amz-target:
 * AWSEvents.<Operation>`): PutEvents and TestEventPattern. Signatures are not checked.
 */
export async function startBusServer(options: BusServerOptions): Promise<BusServer> {
  const operations: Record<string, Operation> = {
    'AWSEvents.PutEvents': (input) => {
      const { response, accepted } = putEvents(input, {
        region: options.region,
        buses: options.bus.buses,
        now: options.now,
      });
      for (const { busName, event } of accepted) options.bus.route(busName, event);
      return response;
    },
    'AWSEvents.TestEventPattern': (input) => {
      const { EventPattern, Event } = (input ?? {}) as { EventPattern?: unknown; Event?: unknown };
      if (typeof EventPattern !== 'string' || typeof Event !== 'string') {
        throw new AwsError('ValidationException', 'EventPattern and Event are required.');
      }
      const matches = compilePattern(parseJson(EventPattern, 'InvalidEventPatternException'));
      return { Result: matches(parseJson(Event, 'ValidationException')) };
    },
  };
  const server = createServer((req, res) => {
    handle(req, res, operations).catch((error: unknown) => sendError(res, error));
  });
  keepIdleSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, close: () => close(server) };
}

async function handle(req: IncomingMessage, res: ServerResponse, operations: Record<string, Operation>) {
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = Object.hasOwn(operations, target) ? operations[target] : undefined;
  if (req.method !== 'POST' || !operation) {
    throw new AwsError('UnknownOperationException', `Unsupported operation ${target || req.method}`);
  }
  const input = parseJson(await readBody(req), 'SerializationException');
  send(res, 200, operation(input));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AwsError('ValidationException', 'Request is too large.', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8') || '{}';
}

function parseJson(text: string, errorType: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AwsError(errorType, 'The JSON is not valid.');
  }
}

function sendError(res: ServerResponse, error: unknown) {
  if (error instanceof InvalidEventPatternError)
    error = new AwsError('InvalidEventPatternException', error.message);
  const aws = error instanceof AwsError ? error : new AwsError('InternalException', String(error), 500);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('x-amzn-errortype', aws.type);
  send(res, aws.status, { __type: aws.type, message: aws.message });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': CONTENT_TYPE,
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
  });
  res.end(text);
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
