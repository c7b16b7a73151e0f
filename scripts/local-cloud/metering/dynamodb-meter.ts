import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Meter } from './meter.ts';

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

type Attributes = Record<string, AttributeValue | undefined>;
interface AttributeValue {
  S?: string;
  N?: string;
  B?: string;
  BOOL?: boolean;
  NULL?: boolean;
  M?: Attributes;
  L?: AttributeValue[];
  SS?: string[];
  NS?: string[];
  BS?: string[];
}
interface WriteRequest {
  TableName?: string;
  Item?: Attributes;
  Key?: Attributes;
}
interface WriteInput extends WriteRequest {
  RequestItems?: Record<string, { PutRequest?: WriteRequest; DeleteRequest?: WriteRequest }[]>;
  TransactItems?: {
    Put?: WriteRequest;
    Update?: WriteRequest;
    Delete?: WriteRequest;
    ConditionCheck?: WriteRequest;
  }[];
}

/** The ElectroDB entity of each item a write call writes (its `__edb_e__`, else its sort key's prefix). */
export function writtenEntities(input: WriteInput): string[] {
  const requests: (WriteRequest | undefined)[] = [
    input.Item || input.Key ? input : undefined,
    ...Object.values(input.RequestItems ?? {}).flatMap((list) =>
      list.map((entry) => entry.PutRequest ?? entry.DeleteRequest),
    ),
    ...(input.TransactItems ?? []).map(
      (entry) => entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck,
    ),
  ];
  return requests.flatMap((request) => {
    if (!request) return [];
    const attributes = request.Item ?? request.Key ?? {};
    // A sort key reads `$entity_1#...`, or `$collection#entity_1#...` in a collection.
    const entity =
      attributes.__edb_e__?.S ?? /^\$(?:[\w-]+#)??([a-z0-9-]+)_\d+(?:#|$)/i.exec(attributes.sk?.S ?? '')?.[1];
    return [(entity ?? 'other').toLowerCase()];
  });
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * What AWS bills a TransactWriteItems at least: 2 WRU per item per started KB, each item apart (a
 * put's size is in the call, an update's or delete's is the item's before it, `current`; else 2). DynamoDB Local
 * reports 2 per KB of the whole transaction (ten 100-byte puts: 2, where AWS bills 20), so the
 * meter takes the larger of the two. Item by item, in the order of `TransactItems`.
 */
export function transactionItemUnits(
  input: WriteInput,
  current: readonly (Attributes | undefined)[] = [],
): number[] {
  return (input.TransactItems ?? []).map((entry, i) => {
    const before = current[i];
    const bytes = Math.max(entry.Put?.Item ? itemBytes(entry.Put.Item) : 0, before ? itemBytes(before) : 0);
    return 2 * Math.max(1, Math.ceil(bytes / 1024));
  });
}

/**
 * The items a transaction's updates and deletes touch, as they are before it (one BatchGetItem to
 * DynamoDB Local, past the meter): AWS bills an update by the larger of the item before and after.
 */
async function currentItems(target: URL, input: WriteInput): Promise<(Attributes | undefined)[]> {
  const wanted = (input.TransactItems ?? []).map((entry) => entry.Update ?? entry.Delete);
  const keyed = wanted.flatMap((item) => (item?.Key && item.TableName ? [item] : []));
  if (keyed.length === 0) return [];
  const requestItems: Record<string, { Keys: Attributes[] }> = {};
  for (const item of keyed) {
    const table = item.TableName ?? '';
    requestItems[table] = { Keys: [...(requestItems[table]?.Keys ?? []), item.Key ?? {}] };
  }
  const answer = await fetch(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.BatchGetItem',
      authorization:
        'AWS4-HMAC-SHA256 Credential=meter/20260101/eu-west-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify({ RequestItems: requestItems }),
  });
  if (!answer.ok) return [];
  const found = Object.values(
    ((await answer.json()) as { Responses?: Record<string, Attributes[]> }).Responses ?? {},
  ).flat();
  const keyOf = (attributes: Attributes) => `${attributes.pk?.S}\u0000${attributes.sk?.S}`;
  const byKey = new Map(found.map((item) => [keyOf(item), item]));
  return wanted.map((item) => (item?.Key ? byKey.get(keyOf(item.Key)) : undefined));
}

/** An item's size as DynamoDB counts it: attribute names and values (numbers roughly). */
function itemBytes(attributes: Attributes): number {
  return Object.entries(attributes).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + (value ? valueBytes(value) : 0),
    0,
  );
}

function valueBytes(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return Math.ceil(value.N.length / 2) + 1;
  if (value.B !== undefined) return Math.floor((value.B.length * 3) / 4);
  if (value.M) return 3 + itemBytes(value.M) + Object.keys(value.M).length;
  if (value.L) return 3 + value.L.reduce((sum, item) => sum + 1 + valueBytes(item), 0);
  const set = value.SS ?? value.NS ?? value.BS;
  if (set) return set.reduce((sum, item) => sum + Buffer.byteLength(item), 0);
  return 1;
}

/**
 * A metering proxy in front of DynamoDB Local: every table call asks `ReturnConsumedCapacity: TOTAL`
 * and the proxy adds up the read and write units DynamoDB reports (a transaction at least what AWS
 * bills it: `transactionItemUnits`), then answers as if the caller had not asked, unless it had. The SDK clients of the functions
 * point at it (`AWS_ENDPOINT_URL_DYNAMODB`) during `npm run cost`.
 */
export async function startDynamoDbMeter(options: { target: string; meter: Meter }) {
  const target = new URL(options.target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let body = Buffer.concat(chunks);
      let askedByCaller = true;
      let floor = 0;
      let entities: string[] = [];
      if (READS.has(operation) || WRITES.has(operation)) {
        const input = JSON.parse(body.toString('utf8') || '{}') as { ReturnConsumedCapacity?: string };
        askedByCaller = input.ReturnConsumedCapacity !== undefined && input.ReturnConsumedCapacity !== 'NONE';
        if (!askedByCaller) body = Buffer.from(JSON.stringify({ ...input, ReturnConsumedCapacity: 'TOTAL' }));
        options.meter.tableCalls.set(operation, (options.meter.tableCalls.get(operation) ?? 0) + 1);
        if (WRITES.has(operation)) {
          entities = writtenEntities(input as WriteInput);
          for (const entity of entities) add(options.meter.writtenItems, entity, 1);
        }
        if (operation === 'TransactWriteItems') {
          const current = await currentItems(target, input as WriteInput).catch(() => []);
          const items = transactionItemUnits(input as WriteInput, current);
          floor = items.reduce((sum, units) => sum + units, 0);
          for (const [i, units] of items.entries())
            add(options.meter.writtenUnits, entities[i] ?? 'other', units);
        }
      }
      // The SDK signed the original body: DynamoDB Local does not check signatures.
      const headers = { ...req.headers, host: target.host, 'content-length': String(body.length) };
      const upstream = request(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            let payload = Buffer.concat(parts);
            if ((READS.has(operation) || WRITES.has(operation)) && answer.statusCode === 200) {
              const output = JSON.parse(payload.toString('utf8') || '{}') as {
                ConsumedCapacity?: Consumed | Consumed[];
              };
              const consumed = [output.ConsumedCapacity ?? []].flat();
              const reported = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
              const units = Math.max(floor, reported);
              // What DynamoDB Local counts above the floor (updates of large items): no entity named.
              if (operation === 'TransactWriteItems' && reported > floor)
                add(options.meter.writtenUnits, 'unnamed (above the floor)', reported - floor);
              if (READS.has(operation)) options.meter.readUnits += units;
              else options.meter.writeUnits += units;
              options.meter.tableUnits.set(operation, (options.meter.tableUnits.get(operation) ?? 0) + units);
              // A single item's write: its units are its entity's (a transaction's went item by item).
              if (WRITES.has(operation) && operation !== 'TransactWriteItems' && entities.length === 1)
                add(options.meter.writtenUnits, entities[0] ?? 'other', units);
              if (!askedByCaller) {
                delete output.ConsumedCapacity;
                payload = Buffer.from(JSON.stringify(output));
              }
            }
            // The body may have changed: its length too, and its CRC32 no longer holds.
            const replyHeaders: Record<string, string | string[] | undefined> = {
              ...answer.headers,
              'content-length': String(payload.length),
            };
            delete replyHeaders['x-amz-crc32'];
            res.writeHead(answer.statusCode ?? 500, replyHeaders).end(payload);
          });
        },
      );
      upstream.on('error', (error) => res.writeHead(502).end(String(error)));
      upstream.end(body);
    });
  });
  keepIdleSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => closeServer(server),
  };
}
