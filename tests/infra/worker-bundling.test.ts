import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_WORKER_MARK } from '#functions/lib/calendar/busy-intervals-in-worker.ts';
import { FUNCTION_BUNDLE } from '#infra/lib/function-bundle.ts';
import { calendar, event, recurrenceBomb } from '#shared/domain/calendar/test-calendars.ts';

/**
 * The calendar's expansion runs in a worker thread that loads the module it was started from
 * (ADR 0066). Bundled for Lambda, that module is the function's one `index.mjs`: this test bundles
 * the `busy-times` consumer exactly as CDK does (FUNCTION_BUNDLE) and starts the worker on the
 * bundle, as the consumer does in AWS.
 */
const ENTRY = 'functions/consumers/busy-times/read-calendar.ts';
let dir: string;
let bundle: URL;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inkslot-worker-bundle-'));
  await build({
    ...FUNCTION_BUNDLE,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    banner: { js: FUNCTION_BUNDLE.banner },
    entryPoints: [ENTRY],
    bundle: true,
    outfile: join(dir, 'index.mjs'),
    logLevel: 'error',
  });
  bundle = pathToFileURL(join(dir, 'index.mjs'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runInBundle(ics: string, budgetMs = 2000) {
  const worker = new Worker(bundle, {
    workerData: {
      [BUSY_WORKER_MARK]: {
        ics,
        from: Date.parse('2027-03-01T00:00:00Z'),
        to: Date.parse('2027-04-30T00:00:00Z'),
        zone: 'Europe/Paris',
        budgetMs,
      },
    },
    env: {
      ...process.env,
      TABLE_NAME: 'inkslot-test',
      EVENT_BUS_NAME: 'inkslot-test',
      AWS_REGION: 'eu-west-3',
    },
  });
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bundled worker never answered')), 20_000);
    worker.once('message', (answer) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

describe('the busy-times bundle', () => {
  it('computes busy intervals in a worker started on the bundle itself', async () => {
    expect(
      await runInBundle(
        calendar(
          event('UID:x', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270302T090000Z', 'DTEND:20270302T100000Z'),
        ),
      ),
    ).toEqual({ intervals: [{ start: '2027-03-02T09:00:00.000Z', end: '2027-03-02T10:00:00.000Z' }] });
  });

  it('stops a hostile calendar at its budget there too', async () => {
    expect(await runInBundle(recurrenceBomb(), 200)).toEqual({
      failure: 'too_costly',
    });
  });
});
