import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';

const CONTENT_TYPE = 'application/x-amz-json-1.1';

export interface SsmLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface LocalParameter {
  value: string;
  type: 'String' | 'SecureString';
}

/**
 * A Parameter Store stand-in for the parameters the functions read (the portal's signing keys): SSM's
 * AWS JSON 1.1 protocol (`x-amz-target: AmazonSSM.GetParameter`), read-only, signatures not checked.
 * A SecureString answers its value only `WithDecryption`, as SSM does.
 */
export async function startSsm(options: {
  region: string;
  parameters: Record<string, LocalParameter>;
  log: Log;
}): Promise<SsmLocal> {
  const server = createServer((req, res) => {
    handle(req, res, options).catch((error: unknown) =>
      send(res, 500, { __type: 'InternalServerError', message: String((error as Error)?.message ?? error) }),
    );
  });
  keepIdleSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  options.log.info('ssm', `Parameter Store stand-in ready on ${endpoint}`);
  return { endpoint, stop: () => closeServer(server) };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: { region: string; parameters: Record<string, LocalParameter> },
) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const target = String(req.headers['x-amz-target'] ?? '');
  if (req.method !== 'POST' || target !== 'AmazonSSM.GetParameter') {
    return send(res, 400, { __type: 'UnknownOperationException', message: `unsupported ${target}` });
  }
  let input: { Name?: unknown; WithDecryption?: unknown };
  try {
    input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return send(res, 400, { __type: 'SerializationException', message: 'invalid JSON' });
  }
  const name = typeof input.Name === 'string' ? input.Name : '';
  const parameter = options.parameters[name];
  if (!parameter) return send(res, 400, { __type: 'ParameterNotFound', message: `${name} not found` });
  const hidden = parameter.type === 'SecureString' && input.WithDecryption !== true;
  return send(res, 200, {
    Parameter: {
      Name: name,
      Type: parameter.type,
      Value: hidden ? 'encrypted' : parameter.value,
      Version: 1,
      DataType: 'text',
      LastModifiedDate: 0,
      ARN: `arn:aws:ssm:${options.region}:000000000000:parameter/${name.replace(/^\//, '')}`,
    },
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': CONTENT_TYPE, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
