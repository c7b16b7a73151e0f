import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { mailedCode } from '#scripts/local-cloud/seed/demo-clients.ts';
import { sampleBookingRequest } from '#scripts/local-cloud/seed/sample-booking-request.ts';
import { fromSource } from '#scripts/local-cloud/source-address-client.ts';

/** What the surge's visitors and clients do, and where (the local cloud's URLs). */
export interface SurgeLoad {
  app: string;
  ses: string;
  pseudo: string;
  slotIds: string[];
  visitors: number;
  requests: number;
  seconds: number;
}

/** What they saw: every latency, the edge's hits, 5xx, confirmations and refusals by code. */
export interface SurgeSeen {
  pageMs: number[];
  hits: number;
  requestMs: number[];
  confirmMs: number[];
  serverErrors: number;
  confirmed: number;
  refusals: Record<string, number>;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The surge's load (bench-opening-surge.ts): `visitors` open the public page evenly over `seconds`,
 * `requests` clients send the form (half in the first sixth: the rush), each from their own
 * loopback address, each confirming with the code mailed to them. Run in a worker thread: the
 * visitors are not the local cloud, and their HTTP clients must not queue on its event loop.
 */
async function runSurgeLoad(load: SurgeLoad): Promise<SurgeSeen> {
  const seen: SurgeSeen = {
    pageMs: [],
    hits: 0,
    requestMs: [],
    confirmMs: [],
    serverErrors: 0,
    confirmed: 0,
    refusals: {},
    seconds: 0,
  };
  let source = 0;
  const nextSource = () => {
    source += 1;
    return `127.${60 + Math.floor(source / 62_500)}.${Math.floor(source / 250) % 250}.${1 + (source % 250)}`;
  };
  const call = async (path: string, from: string, body?: unknown) => {
    const started = performance.now();
    // A connection refused or reset is a failure the visitor sees: counted with the 5xx (as 599).
    const answer = await fromSource(`${load.app}/api${path}`, from, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }).catch(() => new Response(null, { status: 599 }));
    const ms = performance.now() - started;
    if (answer.status >= 500) seen.serverErrors += 1;
    return { answer, ms, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const refused = (json: Record<string, unknown>, status: number) => {
    const code = (json.error as { code?: string } | undefined)?.code ?? String(status);
    seen.refusals[code] = (seen.refusals[code] ?? 0) + 1;
  };
  const page = `/artists/${load.pseudo}`;

  const visit = async () => {
    const { answer, ms } = await call(page, nextSource());
    seen.pageMs.push(ms);
    if (answer.headers.get('x-cache')?.startsWith('Hit')) seen.hits += 1;
  };
  const send = async (index: number) => {
    const from = nextSource();
    const email = `surge-${index}-${randomUUID().slice(0, 8)}@bench.local`;
    const slotId = load.slotIds[(index * 7) % load.slotIds.length] ?? '';
    const body = sampleBookingRequest(slotId, { client: { email, firstName: `Surge${index}` } });
    const sent = await call(`${page}/requests`, from, body);
    seen.requestMs.push(sent.ms);
    if (sent.answer.status !== 201) return refused(sent.json, sent.answer.status);
    const requestId = String(sent.json.requestId);
    const code = await mailedCode(load.ses, email, new RegExp(`/confirm/${requestId}#`), 0, 60_000);
    const answer = await call(`${page}/requests/${requestId}/confirmation`, from, { code });
    seen.confirmMs.push(answer.ms);
    if (answer.answer.status === 200) seen.confirmed += 1;
    else refused(answer.json, answer.answer.status);
  };

  // Warm, as functions in use are: the page, the form's post and its confirmation loaded once (a
  // request for a day the opening does not offer, a confirmation of no request).
  await call(page, nextSource());
  await call(`${page}/requests`, nextSource(), sampleBookingRequest('2000-01-01T10:00/60'));
  await call(`${page}/requests/${randomUUID()}/confirmation`, nextSource(), { code: '000000' });
  seen.serverErrors = 0;

  const started = performance.now();
  const spanMs = load.seconds * 1000;
  const at = (ms: number, task: () => Promise<void>) => sleep(ms).then(task);
  const half = load.requests / 2;
  await Promise.all([
    ...Array.from({ length: load.visitors }, (_, index) => at((index * spanMs) / load.visitors, visit)),
    // Half the requests in the first sixth of the span, the rest after: the first minutes' rush.
    ...Array.from({ length: load.requests }, (_, index) => {
      const ms =
        index < half ? (index * spanMs) / 6 / half : spanMs / 6 + ((index - half) * spanMs * 5) / 6 / half;
      return at(ms, () => send(index));
    }),
  ]);
  seen.seconds = (performance.now() - started) / 1000;
  return seen;
}

// As a worker thread's entry (bench-opening-surge.ts starts it): the load from `workerData`, what
// was seen posted back, or the failure.
if (parentPort && (workerData as { surgeLoad?: SurgeLoad } | undefined)?.surgeLoad) {
  const port = parentPort;
  runSurgeLoad((workerData as { surgeLoad: SurgeLoad }).surgeLoad).then(
    (seen) => port.postMessage({ seen }),
    (error: unknown) => port.postMessage({ error: (error as Error)?.stack ?? String(error) }),
  );
}
