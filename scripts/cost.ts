/**
 * `npm run cost`: what 1,000 booking requests cost in AWS, through their whole lifecycle (request,
 * accept, move, payment, emails, statistics, edge invalidations, archive, digest), from the counts a
 * real run on the local cloud records, times the eu-west-1 prices (scripts/cost/prices-eu-west-1.ts).
 * Method and figures: docs/cost.md. `npm run cost -- 200` runs 200 requests and scales to 1,000.
 */

import { type BillLine, bill, total } from './cost/bill.ts';
import { PRICES_AS_OF, PRICES_REGION } from './cost/prices-eu-west-1.ts';
import { runLifecycles } from './cost/run-lifecycles.ts';
import type { Usage } from './cost/usage.ts';
import { startLocalCloud, TEST_DEFAULT_SOURCES } from './local-cloud/start-local-cloud.ts';
import { buildWeb } from './local-cloud/web-build.ts';

const GOALS = { core: 0.03, all: 0.25 };
const requests = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(requests) || requests < 50) {
  console.error('Usage: npm run cost [-- <requests, at least 50>]');
  process.exit(2);
}

// The built SPA, as CloudFront serves it: the artist page's HTML function reads its template there.
if (!buildWeb({ ifMissing: true }))
  throw new Error('The SPA build failed (vite build -c web/vite.config.ts).');
const cloud = await startLocalCloud({
  web: 'dist',
  quiet: true,
  meterTable: true,
  rateLimitExemptSources: TEST_DEFAULT_SOURCES,
});
try {
  const run = await runLifecycles(cloud, requests);
  const scale = 1000 / requests;
  const core = bill(run.core, scale);
  const events = bill(run.events, scale);
  console.log(
    `Cost of 1,000 booking requests through their lifecycle, ${PRICES_REGION} list prices of ${PRICES_AS_OF}, from a run of ${run.requests} requests to ${run.artists} artists (${run.seconds.toFixed(0)} s).`,
  );
  console.log('\nThe booking path (visitors, the form, the artist answering; HTTP only):');
  printBill(core);
  printFunctions(run.core, scale);
  console.log('\nWhat its events cause (relay, bus, emails, statistics, invalidations, archive, digest):');
  printBill(events);
  printFunctions(run.events, scale);
  const coreUsd = total(core);
  const emailUsd = events.filter((line) => line.service === 'SES').reduce((sum, line) => sum + line.usd, 0);
  const allUsd = coreUsd + total(events);
  const perRequest = (n: number) => (n / run.requests).toFixed(1);
  console.log(
    `\nCore path: $${coreUsd.toFixed(4)} per 1,000 requests (goal <= $${GOALS.core}: ${coreUsd <= GOALS.core ? 'met' : 'missed'}), ${perRequest(run.core.writeUnits)} WRU per request`,
  );
  console.log(`  items written per request: ${perEntity(run.core.writtenItems, run.requests)}`);
  console.log(`  write units per request by entity: ${perEntity(run.core.writtenUnits, run.requests)}`);
  console.log(
    `  write units per request by call: ${perEntity(writeUnits(run.core.unitsByOperation), run.requests)}`,
  );
  console.log(
    `Emails, the spec's cost: $${emailUsd.toFixed(4)} per 1,000 requests (${perRequest(run.events.emails)} emails per request)`,
  );
  console.log(`Events without the emails: $${(total(events) - emailUsd).toFixed(4)} per 1,000 requests`);
  console.log(
    `All in:    $${allUsd.toFixed(4)} per 1,000 requests (goal <= $${GOALS.all}: ${allUsd <= GOALS.all ? 'met' : 'missed'})`,
  );
} finally {
  await cloud.stop();
}
process.exit(0);

function printBill(lines: BillLine[]) {
  console.table(
    lines
      .filter((line) => line.usd > 0)
      .map((line) => ({ service: line.service, units: line.units, USD: Number(line.usd.toFixed(5)) })),
  );
  console.log(`  subtotal $${total(lines).toFixed(4)}`);
}

/** `slothold 20.1, outboxevent 5.0, ...`: a count per request, most first. */
function perEntity(counts: Record<string, number>, requests: number) {
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ${(n / requests).toFixed(1)}`)
    .join(', ');
}

/** The write operations' units (transactions count double). */
function writeUnits(units: Record<string, number>) {
  const writes = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'];
  return Object.fromEntries(Object.entries(units).filter(([operation]) => writes.includes(operation)));
}

function printFunctions(usage: Usage, scale: number) {
  const rows = Object.entries(usage.functions).map(([name, f]) => ({
    function: name,
    invocations: Math.round(f.invocations * scale),
    'mean ms': Number((f.billedMs / f.invocations).toFixed(1)),
  }));
  if (rows.length > 0) console.table(rows);
}
