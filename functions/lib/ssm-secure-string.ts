import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 and HMAC-SHA-256 as SignatureV4 wants them, from node:crypto. */
class Sha256 {
  private hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const cache = new Map<string, { value: string; until: number }>();

/**
 * One SSM SecureString, decrypted, cached 5 minutes: `GetParameter` over SSM's JSON protocol, signed
 * (SigV4) with the function's own credentials. For the functions that need one secret and nothing
 * else of SSM (the ALTCHA key, ADR 0068): the SSM client and Powertools would add ~90 KiB to them.
 * The endpoint is the SDK's (`AWS_ENDPOINT_URL_SSM` locally, else the region's).
 */
export async function secureString(name: string, now = Date.now()): Promise<string> {
  const hit = cache.get(name);
  if (hit && hit.until > now) return hit.value;
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_SSM ?? `https://ssm.${region}.amazonaws.com`);
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const signer = new SignatureV4({
    service: 'ssm',
    region,
    sha256: Sha256,
    credentials: {
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      ...(process.env.AWS_SESSION_TOKEN && { sessionToken: process.env.AWS_SESSION_TOKEN }),
    },
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port && { port: Number(endpoint.port) }),
    path: '/',
    query: {},
    headers: {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AmazonSSM.GetParameter',
    },
    body,
  });
  const response = await fetch(endpoint, { method: 'POST', headers: signed.headers, body });
  if (!response.ok) throw new Error(`SSM GetParameter ${name} answered ${response.status}`);
  const value = ((await response.json()) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  cache.set(name, { value, until: now + 300_000 });
  return value;
}
