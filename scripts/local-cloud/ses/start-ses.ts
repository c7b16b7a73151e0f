import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { serveMailsTo } from './mails-to.ts';

export interface SesLocal {
  /**
   * The SES v2 API endpoint, the mail UI (`/`), the JSON store (`GET /store`) and one recipient's
   * mails (`GET /store/to?address=…`, `./mails-to.ts`).
   */
  endpoint: string;
  stop(): Promise<void>;
}

type SesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/** SES's mailbox simulator addresses and the feedback each one causes (ADR 0069). */
const SES_SIMULATOR = {
  'bounce@simulator.amazonses.com': 'bounce',
  'complaint@simulator.amazonses.com': 'complaint',
} as const;
type SimulatedFeedback = (typeof SES_SIMULATOR)[keyof typeof SES_SIMULATOR];

/** What the stand-in does with a simulator address's email: put SES's event where SES would. */
export type FeedbackSink = (kind: SimulatedFeedback, recipient: string) => void;

/**
 * Starts aws-ses-v2-local in this process: the SES v2 API, a mail UI at its root and the sent mail
 * as JSON at `GET /store` (kept in memory only, emptied at start), one recipient's at
 * `GET /store/to?address=…`.
 */
export async function startSes(options: {
  port?: number;
  log: Log;
  /** Called for each simulator recipient of a sent email (once the event plane is up). */
  feedback?: () => FeedbackSink | undefined;
}): Promise<SesLocal> {
  const require = createRequire(import.meta.url);
  const server = (require('aws-ses-v2-local') as { default: SesServer }).default;
  const store = require('aws-ses-v2-local/dist/store') as {
    clearStore(): void;
    getStoreReadonly(): { emails: { destination: { to: string[]; cc: string[]; bcc: string[] } }[] };
  };
  store.clearStore();
  const http = keepIdleSockets(await server({ host: '127.0.0.1', port: options.port ?? 0 }));
  // SendEmail's recipients, read beside the stand-in (which keeps its own listener): a simulator
  // address gets the mail stored like any other, and the bounce or complaint SES would report.
  http.prependListener('request', (req) => {
    if (req.method !== 'POST' || !req.url?.includes('/outbound-emails')) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const sink = options.feedback?.();
      if (!sink) return;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
        };
        const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = body.Destination ?? {};
        for (const recipient of [...ToAddresses, ...CcAddresses, ...BccAddresses]) {
          const kind = SES_SIMULATOR[recipient.toLowerCase() as keyof typeof SES_SIMULATOR];
          if (kind) sink(kind, recipient);
        }
      } catch {
        // Not JSON: the stand-in answers it; there is no feedback to give.
      }
    });
  });
  serveMailsTo(http, () => store.getStoreReadonly().emails);
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('the SES stand-in has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info('ses', `SES stand-in ready on ${endpoint} (mailbox UI at /)`);
  return { endpoint, stop: () => closeServer(http) };
}
