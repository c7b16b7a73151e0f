import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import type { Meter } from './meter.ts';

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

interface Consumed {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

type Attributes = Record<string, { S?: string } | undefined>;
interface WriteRequest {
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

/** Counts a write call's items by ElectroDB entity (its `__edb_e__`, else its sort key's prefix). */
function countItems(meter: Meter, input: WriteInput) {
  const requests: (WriteRequest | undefined)[] = [
    input.Item || input.Key ? input : undefined,
    ...Object.values(input.RequestItems ?? {}).flatMap((list) =>
      list.map((entry) => entry.PutRequest ?? entry.DeleteRequest),
    ),
    ...(input.TransactItems ?? []).map(
      (entry) => entry.Put ?? entry.Update ?? entry.Delete ?? entry.ConditionCheck,
    ),
  ];
  for (const request of requests) {
    if (!request) continue;
    const attributes = request.Item ?? request.Key ?? {};
    // A sort key reads `$entity_1#...`, or `$collection#entity_1#...` in a collection.
    const entity = (
      attributes.__edb_e__?.S ??
      /^\$(?:[\w-]+#)??([a-z0-9-]+)_\d+(?:#|$)/i.exec(attributes.sk?.S ?? '')?.[1] ??
      'other'
    ).toLowerCase();
    meter.writtenItems.set(entity, (meter.writtenItems.get(entity) ?? 0) + 1);
  }
}

/**
 * A metering proxy in front of DynamoDB Local: every table call asks `ReturnConsumedCapacity: TOTAL`
 * and the proxy adds up the read and write units DynamoDB reports (transactions count double, as in
 * AWS), then answers as if the caller had not asked, unless it had. The SDK clients of the functions
 * point at it (`AWS_ENDPOINT_URL_DYNAMODB`) during `npm run cost`.
 */
export async function startDynamoDbMeter(options: { target: string; meter: Meter }) {
  const target = new URL(options.target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let body = Buffer.concat(chunks);
      let askedByCaller = true;
      if (READS.has(operation) || WRITES.has(operation)) {
        const input = JSON.parse(body.toString('utf8') || '{}') as { ReturnConsumedCapacity?: string };
        askedByCaller = input.ReturnConsumedCapacity !== undefined && input.ReturnConsumedCapacity !== 'NONE';
        if (!askedByCaller) body = Buffer.from(JSON.stringify({ ...input, ReturnConsumedCapacity: 'TOTAL' }));
        options.meter.tableCalls.set(operation, (options.meter.tableCalls.get(operation) ?? 0) + 1);
        if (WRITES.has(operation)) countItems(options.meter, input as WriteInput);
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
              const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
              if (READS.has(operation)) options.meter.readUnits += units;
              else options.meter.writeUnits += units;
              options.meter.tableUnits.set(operation, (options.meter.tableUnits.get(operation) ?? 0) + units);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => closeServer(server),
  };
}
