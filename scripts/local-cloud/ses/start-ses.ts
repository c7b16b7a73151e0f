import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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
  // SendEmail's and SendBulkEmail's recipients, read beside the stand-in (which keeps its own
  // listener): a simulator address gets the mail stored like any other, and the bounce or complaint
  // SES would report.
  http.prependListener('request', (req) => {
    if (req.method !== 'POST' || !/\/outbound-(bulk-)?emails/.test(req.url ?? '')) return;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const sink = options.feedback?.();
      if (!sink) return;
      try {
        for (const recipient of recipientsOf(JSON.parse(Buffer.concat(chunks).toString('utf8')))) {
          const kind = SES_SIMULATOR[recipient.toLowerCase() as keyof typeof SES_SIMULATOR];
          if (kind) sink(kind, recipient);
        }
      } catch {
        // Not JSON: the stand-in answers it; there is no feedback to give.
      }
    });
  });
  nameErrorsAsSes(http);
  serveMailsTo(http, () => store.getStoreReadonly().emails);
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('the SES stand-in has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info('ses', `SES stand-in ready on ${endpoint} (mailbox UI at /)`);
  return { endpoint, stop: () => closeServer(http) };
}

/**
 * SES names an error in its `x-amzn-ErrorType` header, which the SDK reads to throw the error's own
 * class (NotFoundException for a template it does not have, AlreadyExistsException...); the
 * stand-in names it only in its JSON body's `type`. The header is added from the body as the
 * answer ends, so the SDK talks to the stand-in as to SES.
 */
function nameErrorsAsSes(http: Server): void {
  http.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      if (res.statusCode >= 400 && !res.headersSent && chunk !== undefined && typeof chunk !== 'function') {
        try {
          const type = (JSON.parse(String(chunk)) as { type?: unknown }).type;
          if (typeof type === 'string') res.setHeader('x-amzn-ErrorType', type);
        } catch {
          // Not JSON: no name to give.
        }
      }
      return end(...args);
    }) as ServerResponse['end'];
  });
}

type Destination = { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };

/** The addresses a SendEmail (its Destination) or a SendBulkEmail (each entry's) sends to. */
function recipientsOf(body: {
  Destination?: Destination;
  BulkEmailEntries?: { Destination?: Destination }[];
}): string[] {
  const destinations = body.BulkEmailEntries?.map((entry) => entry.Destination) ?? [body.Destination];
  return destinations.flatMap((destination) => {
    const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = destination ?? {};
    return [...ToAddresses, ...CcAddresses, ...BccAddresses];
  });
}
