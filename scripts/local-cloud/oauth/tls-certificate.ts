import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsCertificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for `localhost` and `127.0.0.1` (Amplify reaches an OAuth domain only
 * over HTTPS). Kept in `file` when given, so a browser told once to trust it keeps trusting it.
 */
export async function localTlsCertificate(file?: string): Promise<TlsCertificate> {
  if (file) {
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<TlsCertificate>;
      if (kept.key && kept.cert) return { key: kept.key, cert: kept.cert };
    } catch {
      // None yet: made below.
    }
  }
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    days: 825,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  } as Parameters<typeof generate>[1]);
  const certificate = { key: pems.private, cert: pems.cert };
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(certificate), { mode: 0o600 });
  }
  return certificate;
}
