import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { closeServer } from '../close-server.ts';
import type { Log } from '../log.ts';

export interface SesLocal {
  /** The SES v2 API endpoint, the mail UI (`/`) and the JSON store (`GET /store`). */
  endpoint: string;
  stop(): Promise<void>;
}

type SesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/**
 * Starts aws-ses-v2-local in this process: the SES v2 API, a mail UI at its root and the sent mail
 * as JSON at `GET /store` (kept in memory only, emptied at start).
 */
export async function startSes(options: { port?: number; log: Log }): Promise<SesLocal> {
  const require = createRequire(import.meta.url);
  const server = (require('aws-ses-v2-local') as { default: SesServer }).default;
  const store = require('aws-ses-v2-local/dist/store') as { clearStore(): void };
  store.clearStore();
  const http = await server({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('the SES stand-in has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info('ses', `SES stand-in ready on ${endpoint} (mailbox UI at /)`);
  return { endpoint, stop: () => closeServer(http) };
}
