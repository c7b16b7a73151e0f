/**
 * `npm run attack -- [minutes] [sources]`: issue 28's done-means, tried as a hostile outsider would.
 * A local cloud with the demo artist (Free plan, no address exempt from the rate limits), then a script
 * posting booking requests against /demo as fast as it can for `minutes` (default 10) from `sources`
 * loopback addresses (default 1), each with a made-up client email and a name that is a link, solving
 * the proof of work whenever the API asks for one (an attacker would). Meanwhile `/api/health` is
 * timed. Afterwards it checks what the issue asks and prints the figures: the page still open, the
 * artist's inbox without any request of the script's, every slot bookable again once the cart hold
 * is over (60 s here: a stage setting, at most 15 minutes in AWS), at most one email per address the
 * script made up, none to the artist. Exits 1 if any check fails.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { SlotList } from '#shared/api/contracts/booking-requests.ts';
import type { ProofOfWorkChallenge } from '#shared/api/contracts/travels.ts';
import { slotIdOf } from '#shared/domain/slots/slot-id.ts';
import { DEMO_ARTIST } from './local-cloud/seed/demo-artist.ts';
import { sampleBookingRequest } from './local-cloud/seed/sample-booking-request.ts';
import { passwordSignIn } from './local-cloud/seed/seed-account.ts';
import { callFrom, fromSource } from './local-cloud/source-address-client.ts';
import { startLocalCloud } from './local-cloud/start-local-cloud.ts';

const minutes = Number(process.argv[2] ?? 10);
const sourceCount = Number(process.argv[3] ?? 1);
if (!(minutes > 0) || !Number.isInteger(sourceCount) || sourceCount < 1 || sourceCount > 250) {
  console.error('Usage: npm run attack -- [minutes > 0] [sources 1..250]');
  process.exit(2);
}
const CART_HOLD_SECONDS = 60;
const WORKERS_PER_SOURCE = 4;

const cloud = await startLocalCloud({
  web: 'none',
  seed: true,
  quiet: true,
  cartHoldSeconds: CART_HOLD_SECONDS,
});
const api = cloud.urls.api;
const sources = Array.from({ length: sourceCount }, (_, index) => `127.0.66.${index + 2}`);

type Answer = { status: number; json: unknown };
async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; source?: string },
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const method = init.method ?? (body ? 'POST' : 'GET');
  const { response, json } = await callFrom(
    `${api}${path}`,
    { method, headers, ...(body && { body }) },
    init.source,
  );
  return { status: response.status, json } as Answer;
}

const slotsOf = async (source?: string) => {
  const answer = await call(`/artists/${DEMO_ARTIST.pseudo}/slots?days=28`, { ...(source && { source }) });
  const list = answer.json as SlotList;
  return list.days.flatMap((day) => day.slots.map(([start, length]) => slotIdOf(day.date, start, length)));
};

async function demoToken() {
  const cognito = new CognitoIdentityProviderClient({});
  try {
    return await passwordSignIn(cognito, cloud.userPoolClientId, DEMO_ARTIST);
  } finally {
    cognito.destroy();
  }
}

async function inboxCount(token: string) {
  const answer = await call('/me/requests?status=pending', { token });
  const json = answer.json as { requests?: unknown[]; items?: unknown[] };
  return (json.requests ?? json.items ?? []).length;
}

async function mails(): Promise<{ destination: { to: string[] } }[]> {
  const response = await fetch(`${cloud.urls.ses}/store`);
  return ((await response.json()) as { emails: { destination: { to: string[] } }[] }).emails;
}

async function solvedChallenge(source: string) {
  const challenge = (await call('/pow/challenge', { source })).json as ProofOfWorkChallenge;
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
}

try {
  const token = await demoToken();
  const page = async () =>
    (await call(`/artists/${DEMO_ARTIST.pseudo}`, {})).json as { reservations: { requests: boolean } };
  const slotsBefore = await slotsOf();
  const inboxBefore = await inboxCount(token);
  const mailsBefore = (await mails()).length;
  if (slotsBefore.length === 0) throw new Error('the demo artist offers no slot to attack');

  const statuses = new Map<number, number>();
  const madeUp = new Set<string>();
  let proofs = 0;
  let slowestHealth = 0;
  let healthFailures = 0;
  const started = Date.now();
  const until = started + minutes * 60_000;

  const health = (async () => {
    while (Date.now() < until) {
      const at = performance.now();
      try {
        const response = await fetch(`${api}/health`, { signal: AbortSignal.timeout(1000) });
        if (!response.ok) healthFailures += 1;
      } catch {
        healthFailures += 1;
      }
      slowestHealth = Math.max(slowestHealth, performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  const worker = async (source: string, index: number) => {
    let slots = slotsBefore;
    let sent = 0;
    while (Date.now() < until) {
      if (sent % 20 === 0) slots = (await slotsOf(source).catch(() => slots)) || slots;
      const slotId = slots[(index + sent) % Math.max(slots.length, 1)] ?? slotsBefore[0]!;
      const email = `victim-${sent}-${index}-${source.replaceAll('.', '-')}@attack.invalid`;
      madeUp.add(email);
      const body = sampleBookingRequest(slotId, {
        client: { firstName: '<a href="https://evil.invalid">Claim your prize</a>', email },
        description: { placement: 'Arm', size: '10 cm', text: 'Visit https://evil.invalid now' },
      });
      sent += 1;
      let answer = await call(`/artists/${DEMO_ARTIST.pseudo}/requests`, { body, source });
      if (answer.status === 428) {
        proofs += 1;
        const proof = await solvedChallenge(source).catch(() => undefined);
        if (proof) {
          const headers = { 'content-type': 'application/json', 'x-altcha': proof };
          const response = await fromSource(`${api}/artists/${DEMO_ARTIST.pseudo}/requests`, source, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          answer = { status: response.status, json: undefined };
        }
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all([
    health,
    ...sources.flatMap((source) =>
      Array.from({ length: WORKERS_PER_SOURCE }, (_, index) => worker(source, index)),
    ),
  ]);
  const attackSeconds = (Date.now() - started) / 1000;

  const pageDuring = await page();
  const inboxAfter = await inboxCount(token);
  const heldRightAfter = slotsBefore.length - (await slotsOf()).length;
  // The cart holds lapse: every slot the script held is offered again.
  await new Promise((resolve) => setTimeout(resolve, (CART_HOLD_SECONDS + 2) * 1000));
  const slotsAfter = await slotsOf();
  const missing = slotsBefore.filter((slot) => !slotsAfter.includes(slot));
  const sentMails = (await mails()).slice(mailsBefore);
  const perAddress = new Map<string, number>();
  for (const mail of sentMails)
    for (const to of mail.destination.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  const toMadeUp = [...perAddress].filter(([to]) => madeUp.has(to));
  const mostToOne = Math.max(0, ...toMadeUp.map(([, count]) => count));
  const toArtist = perAddress.get(DEMO_ARTIST.email) ?? 0;
  const posted = [...statuses.values()].reduce((sum, count) => sum + count, 0);

  console.log(
    `Attack on /${DEMO_ARTIST.pseudo}: ${attackSeconds.toFixed(0)} s from ${sourceCount} address(es), ${WORKERS_PER_SOURCE} loops each`,
  );
  console.log(
    `  requests posted: ${posted} (${(posted / attackSeconds).toFixed(1)}/s); answers: ${[...statuses]
      .sort()
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
  );
  console.log(`  proofs of work asked: ${proofs}`);
  console.log(`  /api/health: slowest ${slowestHealth.toFixed(0)} ms, ${healthFailures} failed (1 s limit)`);
  console.log(
    `  emails: ${sentMails.length} sent, ${toMadeUp.length} made-up addresses reached, at most ${mostToOne} each, ${toArtist} to the artist`,
  );
  console.log(
    `  slots held right after the attack: ${heldRightAfter} of ${slotsBefore.length}; after the ${CART_HOLD_SECONDS} s cart hold: ${missing.length}`,
  );
  const checks: [string, boolean][] = [
    ['the artist page is still open', pageDuring.reservations.requests],
    ['the artist inbox has no request of the script', inboxAfter === inboxBefore],
    ['every slot is bookable again after the cart hold', missing.length === 0],
    ['at most one email per made-up address', mostToOne <= 1],
    ['no email to the artist', toArtist === 0],
    ['health answered within 1 s throughout', healthFailures === 0 && slowestHealth < 1000],
  ];
  for (const [name, ok] of checks) console.log(`  ${ok ? '✓' : '✗'} ${name}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await cloud.stop();
}
process.exit(process.exitCode ?? 0);
