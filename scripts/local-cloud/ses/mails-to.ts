import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One stored email as aws-ses-v2-local keeps it (the fields read here). */
interface StoredEmail {
  destination: { to: string[]; cc: string[]; bcc: string[] };
}

/** The path of the recipient-filtered read: `GET /store/to?address=a@x&address=b@y`. */
const MAILS_TO_PATH = '/store/to';

/**
 * Serves `GET /store/to?address=…` in front of the stand-in's own routes: the mails whose To, Cc or
 * Bcc contains one of the addresses (case-insensitive), oldest first, as `{ emails }`. The
 * stand-in's `GET /store` answers every mail of the run: a test waiting for its mail polls, and the
 * store only grows, so each poll serialized and parsed megabytes for a handful of mails.
 */
export function serveMailsTo(http: Server, emails: () => readonly StoredEmail[]): void {
  const others = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'GET' || url.pathname !== MAILS_TO_PATH) {
      for (const listener of others) listener.call(http, req, res);
      return;
    }
    const wanted = url.searchParams.getAll('address').map((address) => address.toLowerCase());
    if (wanted.length === 0 || wanted.some((address) => address.length === 0)) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Give one or more non-empty address query parameters' }));
      return;
    }
    const matching = emails().filter(({ destination }) =>
      [...destination.to, ...destination.cc, ...destination.bcc].some((recipient) => {
        const lower = recipient.toLowerCase();
        return wanted.some((address) => lower.includes(address));
      }),
    );
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ emails: matching }));
  });
}
