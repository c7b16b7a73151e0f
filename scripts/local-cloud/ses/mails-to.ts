import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One stored email as aws-ses-v2-local keeps it (the fields read here). */
interface StoredEmail {
  destination: { to: string[]; cc: string[]; bcc: string[] };
}

/** The path of the recipient-filtered read: `GET /store/to?address=a@x&address=b@y`. */
const MAILS_TO_PATH = '/store/to';
/** The longest a read may wait for a new mail (`waitMs`). */
const MAX_WAIT_MS = 30_000;

interface Waiter {
  wanted: string[];
  after: number;
  answer: () => void;
}

/**
 * Serves `GET /store/to?address=…` in front of the stand-in's own routes: the mails whose To, Cc or
 * Bcc contains one of the addresses (case-insensitive), oldest first, as `{ emails }`. The
 * stand-in's `GET /store` answers every mail of the run: a test waiting for its mail polls, and the
 * store only grows, so each poll serialized and parsed megabytes for a handful of mails.
 *
 * `after=n&waitMs=m` waits (at most m ms, 30 s) until those addresses have more than n mails, then
 * answers them all: a client waiting for its mail asks once instead of polling (each poll was a
 * scan of the store and a request on the local cloud's one event loop, ADR 0109).
 */
export function serveMailsTo(http: Server, emails: () => readonly StoredEmail[]): void {
  const others = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const waiters = new Set<Waiter>();
  const matching = (wanted: readonly string[]) =>
    emails().filter(({ destination }) =>
      [...destination.to, ...destination.cc, ...destination.bcc].some((recipient) => {
        const lower = recipient.toLowerCase();
        return wanted.some((address) => lower.includes(address));
      }),
    );
  let stored = emails().length;
  // A mail is stored by the stand-in's own routes: once one of them answered, the waiters whose
  // addresses it was sent to are answered (only the new mails are looked at).
  const wake = () => {
    const all = emails();
    const fresh = all.slice(stored);
    stored = all.length;
    if (fresh.length === 0 || waiters.size === 0) return;
    for (const waiter of waiters) {
      const concerned = fresh.some(({ destination }) =>
        [...destination.to, ...destination.cc, ...destination.bcc].some((recipient) =>
          waiter.wanted.some((address) => recipient.toLowerCase().includes(address)),
        ),
      );
      if (concerned && matching(waiter.wanted).length > waiter.after) waiter.answer();
    }
  };
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'GET' || url.pathname !== MAILS_TO_PATH) {
      res.on('finish', wake);
      for (const listener of others) listener.call(http, req, res);
      return;
    }
    const wanted = url.searchParams.getAll('address').map((address) => address.toLowerCase());
    if (wanted.length === 0 || wanted.some((address) => address.length === 0)) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Give one or more non-empty address query parameters' }));
      return;
    }
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ emails: matching(wanted) }));
    };
    const after = Number(url.searchParams.get('after') ?? 0);
    const waitMs = Math.min(MAX_WAIT_MS, Number(url.searchParams.get('waitMs') ?? 0));
    if (!(waitMs > 0) || !(after >= 0) || matching(wanted).length > after) return answer();
    const waiter: Waiter = {
      wanted,
      after,
      answer: () => {
        clearTimeout(timer);
        waiters.delete(waiter);
        answer();
      },
    };
    const timer = setTimeout(waiter.answer, waitMs);
    waiters.add(waiter);
    res.on('close', () => {
      clearTimeout(timer);
      waiters.delete(waiter);
    });
  });
}
