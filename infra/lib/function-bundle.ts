/**
 * How every Lambda bundle is built, in esbuild's own terms: CDK's NodejsFunction (infra/constructs/
 * app-function.ts) and the bench and budget test (scripts/bench/lambda-bundles.ts) read these, so
 * what is measured is what ships. ADR 0038.
 */

import { apiMessagesAlias } from './api-messages-subset.ts';
import { entitySubset } from './entity-subset.ts';
import { eventVersionsAlias } from './event-versions.ts';

/**
 * esbuild writes ESM, but some bundled CommonJS dependencies still call `require` for Node built-ins:
 * give them one.
 */
const REQUIRE_SHIM =
  "import{createRequire as __inkslotCreateRequire}from'node:module';const require=__inkslotCreateRequire(import.meta.url);";

/**
 * Packages replaced inside the bundles by a smaller module that does what Lambda needs of them
 * (paths relative to the repository root, where CDK runs esbuild).
 */
export const BUNDLE_ALIASES: Record<string, string> = {
  // ElectroDB's model check: done by the unit tier on the static models, not on every cold start.
  jsonschema: './functions/bundling/jsonschema-prevalidated.ts',
  // The SDK's default credential chain: Lambda's credentials are in the environment.
  '@aws-sdk/credential-provider-node': './functions/bundling/lambda-credentials.ts',
};

/**
 * The aliases of one function's bundle: the shared ones, the API's messages its code names in place
 * of them all (ADR 0091), the table's entities its code names in place of them all, and the event
 * versions written out in place of the registry they are read from (ADR 0105).
 */
export function functionAliases(entry: string): Record<string, string> {
  return {
    ...BUNDLE_ALIASES,
    ...apiMessagesAlias(entry),
    ...entitySubset(entry).alias,
    ...eventVersionsAlias(),
  };
}

export const FUNCTION_BUNDLE = {
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // ESM builds first: the SDK's `module` entries tree-shake, its CommonJS `main` ones do not.
  mainFields: ['module', 'main'],
  minify: true,
  banner: REQUIRE_SHIM,
  alias: BUNDLE_ALIASES,
} as const;

/**
 * Issue 33's goal for every function, against the floor `npm run bench` measures in the same run (the
 * DynamoDB document client alone, bundled and started the same way): a cold start above a bare Node
 * at most 1.5 times the floor's, a bundle at most the floor's plus 300 KiB minified.
 */
export const BUNDLE_GOAL = { coldAboveBareTimesFloor: 1.5, minifiedKiBAboveFloor: 300 } as const;

/**
 * Libraries only some routes of a function need, imported there (`import()`, ADR 0105): a cold start
 * does not evaluate them, but an ESM bundle without splitting still carries them. The bench names a
 * function over the size goal only by one of them on a line of its own; `packages` are what its
 * bytes are counted by (esbuild's metafile), `routes` the route ids (or what) that load it.
 */
export const ROUTE_LIBRARIES: Record<string, { library: string; packages: string[]; routes: string[] }[]> = {
  'http-og': [
    {
      library: 'the image renderer (satori, its WebAssembly layout engine)',
      packages: ['satori', 'yoga-layout', '@shuding/opentype.js', 'css-to-react-native', 'linebreak'],
      routes: ['getShareCard (a card not in the bucket yet)'],
    },
  ],
  'http-consent': [
    {
      library: 'the PDF writer (pdf-lib, its fonts, pako)',
      packages: ['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng', 'pako'],
      routes: ['signPortalConsent'],
    },
  ],
  'http-billing': [
    {
      library: 'Stripe',
      packages: ['stripe'],
      routes: [
        'receiveStripeWebhook',
        'createMyCheckout',
        'createMyBillingPortal',
        'createMyPaymentAccountLink',
        'getMyPaymentAccount',
        'the portal checkouts',
      ],
    },
  ],
  'consumer-billing-sync': [
    { library: 'Stripe', packages: ['stripe'], routes: ['the Stripe events that call Stripe back'] },
  ],
};

/**
 * The ceilings tests/infra/bundling.test.ts holds each bundle to: its size today with a few percent
 * of room, so it cannot creep back while it is above the goal (ADR 0038). Keyed by the function's
 * name as the stacks give it (`http-<group>`, `consumer-<name>`, `job-<name>`, ...).
 *
 * Issue 33 (ADR 0105) lowered every ceiling to its new size and under a KiB of room: each bundle's
 * table service over the entities its code names (-20 to -130 KiB), the consumers' event versions in
 * place of the registry's schemas (-25 to -30 KiB), Stripe's SDK and the consent's PDF writer
 * imported at their routes. The history below gives the figures before it.
 */
const BUNDLE_BUDGETS: Record<string, { minifiedKiB: number; gzipKiB: number }> = {
  // Measured after issue 30 (consent forms, design approval, proposed times, sign-in links, receipts;
  // ADRs 0085-0090), which then paid for itself (ADR 0091): the API's error and validation messages
  // only in the HTTP functions, each with those its code names (-26 to -45 KiB), and publishers
  // importing the definitions of the events they publish, not the registry (-10 to -25 KiB); so that
  // no bundle is over its budget from before issue 30 but two consumers, within 6 KiB (each parses
  // with the whole registry: issue 33's "validate once"), the figures beside. Earlier: issue 28's rate limits (+2 KiB per HTTP function), its
  // recipient checks (+2 to 3 KiB per sender), issue 29's business metrics (+10 to 12 KiB).
  // Issue 31's book openings (ADR 0092): the artist's opening and its counter on the artist item,
  // its rules where requests are checked: +0.3 to +3.6 KiB per function, +8.3 in `schedule`.
  // Issue 31's projects of several sessions (ADR 0093): the booking's session part in every table
  // service (+1.1 to +1.8 KiB), their routes in `bookings` (+15 KiB) and their letters (+5 KiB).
  // Issue 31's free touch-ups (ADR 0094): the touch-up window in the deposit policy every function's
  // entities carry (+0.5 to +1.5 KiB), the portal's route (+6 KiB), the closing notice's words (+3 KiB).
  // Issue 31's deposit lifetimes and late arrivals (ADR 0097): the booking's three marks and the
  // policy's two fields in every function's entities (+0.2 to +0.6 KiB), the late-arrival route in
  // `bookings` (+3.9), the policy's sentences where accepted emails and settings are (+2.5 to +3 in
  // `inbox`, `profile`), two letters and their words in `consumer-email` (+5.5): measured 13:42 UTC.
  // Issue 31's opening draw (ADR 0096): the pool, record and due entities every table service
  // carries and `opening.not-drawn` in the registry (+0.9 to +1.7 KiB), the pool's writes in
  // `requests` (+2.6 KiB) and the not-drawn letter's words in `email` (+2.8 KiB).
  // Issue 31's healed photos (ADR 0101): the booking's two fields, the policy's day, the image kind
  // and `booking.healed-photo-received` in every table service and registry (+0.1 to +0.5 KiB), the
  // photo's three routes and their errors' words in `media` (+5.2), its send route in
  // `portal-bookings` (+5.1), the two letters' words in `consumer-email` (+3.3): measured 15:16 UTC.
  // Issue 31's opening alerts (ADR 0100): the alert, tally and start-due entities every table
  // service carries and two events in the registry (+0.3 to +2 KiB), the ask in `slots` (+7.7), the
  // portal's confirm and stop in `portal-bookings` (+10.2 with their contracts), two letters and their
  // words in `consumer-email` (+5.3); measured 15:55 UTC, each raised to its size and under a KiB of
  // room (not traced further).
  // Consumers and jobs: DynamoDB, ElectroDB, zod, the registry's schemas (the largest: busy-times, 768.3).
  // 770.8 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  default: { minifiedKiB: 708, gzipKiB: 210 },
  // The API's route groups: the same, with only their own routes' contracts (route-group.ts) and the
  // API messages they name (the largest: slots, 754.3).
  http: { minifiedKiB: 742, gzipKiB: 219 },
  // With the shared accept code and the propose, pick and ask routes (ADR 0087): 768.3.
  'http-inbox': { minifiedKiB: 765, gzipKiB: 227 },
  // With the consent status of each booking and design answers (ADRs 0088, 0090): 761.7 (778.3 before);
  // with the healed photo's send (ADR 0101): 784.1.
  'http-portal-bookings': { minifiedKiB: 780, gzipKiB: 230 },
  // With pdf-lib (its standard fonts' metrics, pako) and S3's client, to build the signed PDF and put
  // it under Object Lock (ADRs 0088, 0089): 1344.8.
  'http-consent': { minifiedKiB: 1333, gzipKiB: 449 },
  // With the external calendar's settings and the save-time check of its address (ipaddr.js, Node's
  // own http client: ADR 0065): 787.4; with the calendar's own route (ADR 0103) and the healed photo's
  // fields in the table service (ADR 0101): 814.9.
  'http-bookings': { minifiedKiB: 797, gzipKiB: 236 },
  // With the emails' messages (template defaults, reminders, aftercare): 789.8.
  'http-profile': { minifiedKiB: 796, gzipKiB: 233 },
  'http-account': { minifiedKiB: 773, gzipKiB: 226 },
  // With Cognito's client: whether the caller has TOTP on (ADR 0073): 738.7.
  'http-superadmin': { minifiedKiB: 720, gzipKiB: 211 },
  // With S3's client, presigned posts and GETs, the data export's zip (fflate): 993.9; with the
  // healed photo's routes (ADR 0101): 1007.2.
  'http-media': { minifiedKiB: 992, gzipKiB: 294 },
  // With SES, SSM (the portal's signing key) and the email's sign-in link (ADR 0085): 951.3.
  // 957.7 (gzip 270.0) once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'http-portal-auth': { minifiedKiB: 937, gzipKiB: 267 },
  // With jose (a signed-in client's portal token, ADR 0067) and the ALTCHA verifier: 769.3.
  'http-requests': { minifiedKiB: 764, gzipKiB: 227 },
  // With SES, the emails' templates and words, calendar files, Powertools batch: 1015.4.
  // 1048.2 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'consumer-email': { minifiedKiB: 1024, gzipKiB: 300 },
  // With SES and the email words: the confirmation code of a booking request (ADR 0067): 842.2.
  // 853.8 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'consumer-request-confirmation': { minifiedKiB: 802, gzipKiB: 235 },
  // With SES and the message email's template: 847.7.
  // 859.3 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'consumer-message-email': { minifiedKiB: 809, gzipKiB: 237 },
  // With web-push (its encryption and VAPID signature; ASN.1, JWS), the push words, SSM (ADR 0098): 857.5.
  'consumer-push': { minifiedKiB: 800, gzipKiB: 238 },
  // With CloudFront's and SSM's clients: 902.9 (895.4 before issue 30).
  // 914.0 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'consumer-edge-cache': { minifiedKiB: 850, gzipKiB: 228 },
  // The erasure of a deleted artist (ADR 0055): with S3's and Cognito's clients: 864.8.
  // 875.9 once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  'consumer-account-erasure': { minifiedKiB: 817, gzipKiB: 236 },
  // With SES and the email words: 813.5.
  // 821.8 (with its leases) once issues 31-33's branches met on main (ADRs 0099-0102: the envelope check, the
  // alerts' and healed photo's table fields, each measured alone within its budget).
  // 802.7 (gzip 234.9) with SES v2 bulk sending and its stored templates (issue 33, ADR 0102):
  // SendBulkEmail and CreateEmailTemplate for SendEmail; 803.9 (235.3) with the deploy day's read
  // of the v1 activity items (until DAY_ACTIVITY_V1_LAST_DAY, then deleted: -1.2 KiB).
  'consumer-digest': { minifiedKiB: 805, gzipKiB: 236 },
  // With the Stripe SDK (its every resource: it has no per-resource entry points) and SSM: 1045.2.
  'http-billing': { minifiedKiB: 1039, gzipKiB: 261 },
  // The same Stripe SDK and SSM: 1009.6 (997.0 before issue 30).
  'consumer-billing-sync': { minifiedKiB: 983, gzipKiB: 241 },
  // The calendar subscription: with the iCalendar writer (`ics` and its validator): 777.2; with the
  // healed photo's fields in the table service (ADR 0101): 789.3.
  'http-calendar': { minifiedKiB: 764, gzipKiB: 227 },
  // The upload processor: with S3's client (sharp ships beside it, ADR 0014): 785.0.
  'media-process-upload': { minifiedKiB: 755, gzipKiB: 223 },
  // satori's layout engine (WebAssembly, base64) and its font parser (ADR 0036): 2632.8.
  'http-og': { minifiedKiB: 2621, gzipKiB: 925 },
};

export function bundleBudget(functionName: string) {
  const key = Object.keys(BUNDLE_BUDGETS).find(
    (name) => functionName.endsWith(`-${name}`) || functionName === name,
  );
  if (key) return BUNDLE_BUDGETS[key]!;
  const http = functionName.startsWith('http-') || functionName.includes('-http-');
  return BUNDLE_BUDGETS[http ? 'http' : 'default']!;
}
