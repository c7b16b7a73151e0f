/**
 * How every Lambda bundle is built, in esbuild's own terms: CDK's NodejsFunction (infra/constructs/
 * app-function.ts) and the bench and budget test (scripts/bench/lambda-bundles.ts) read these, so
 * what is measured is what ships. ADR 0038.
 */

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

/** Issue 10's goal for every function: minified and gzip size, cold import above a bare Node start. */
export const BUNDLE_GOAL = { minifiedKiB: 480, gzipKiB: 150, coldImportMs: 60 } as const;

/**
 * The ceilings tests/infra/bundling.test.ts holds each bundle to: its size today with a few percent
 * of room, so it cannot creep back while it is above the goal (ADR 0038). Keyed by the function's
 * name as the stacks give it (`http-<group>`, `consumer-<name>`, `job-<name>`, ...).
 */
const BUNDLE_BUDGETS: Record<string, { minifiedKiB: number; gzipKiB: number }> = {
  // Issue 28's rate limits (ADR 0068) add about 2 KiB to every HTTP function (the shared handler)
  // and the ALTCHA verifier 4 KiB to `requests`; the check of suppressions and per-recipient caps
  // before each email (ADR 0069) 2 to 3 KiB to every function that sends: the figures below were
  // measured with them and the rest of issue 28.
  // Issue 29's business metrics (ADR 0080): Powertools Metrics adds 10 to 12 KiB (2 to 3 KiB gzip)
  // to every function that counts a fact: each HTTP function (the rate limits' refusals, in the
  // shared handler) and each that sends email; the budgets of those that had less room took 14 (3 to 4).
  // Issue 30's consent forms (ADR 0088): two entities every function's table service carries, two
  // error codes, `consent.signed` in the registry and the consumers' table, the consent emails' words
  // where the email words are, and the email consumer's reader of the signed PDF (a presigned GET, not
  // S3's client): +1.5 to 3.5 KiB (0.5 to 1 gzip) over the figures measured with the rest of issue 30,
  // +9 KiB (2 gzip) in the email consumer.
  // Consumers and jobs: DynamoDB, ElectroDB, zod, the server's messages.
  default: { minifiedKiB: 790, gzipKiB: 230 },
  // The API's route groups: the same, with only their own routes' contracts (route-group.ts), and
  // of the server's messages only the errors' and validation's (-31 KiB, shared/i18n/server-i18n.ts).
  // Issue 28's confirmation errors, in three languages (+1.5 KiB), and the busy calendar's refused
  // address (+0.5 KiB, ADR 0065). The portal's bookings had 0.1 KiB of gzip left; issue 29's shared
  // closing and booked place (a few hundred bytes) took it: +1 KiB gzip.
  http: { minifiedKiB: 779, gzipKiB: 228 },
  // The same with issue 30's proposed times: the shared accept code and the propose, pick and ask routes (ADR 0087).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 796.3 measured.
  // With the consent forms too (ADR 0088, rebased): 799.4 measured, gzip 233.4.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 800.5 / gzip 233.5 measured.
  'http-inbox': { minifiedKiB: 801, gzipKiB: 234 },
  // The same with issue 30's proposed times: the shared accept code and the propose, pick and ask routes (ADR 0087).
  // And the consent status of each of the client's bookings (ADR 0088: +3.5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 803.6 measured.
  // With the consent forms too (ADR 0088, rebased): 808.1 measured, gzip 235.0.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 809.2 / gzip 235.1 measured.
  'http-portal-bookings': { minifiedKiB: 810, gzipKiB: 236 },
  // The consent group: the API's set with pdf-lib (its standard fonts' metrics, pako) and S3's client,
  // to build the signed PDF and put it under Object Lock (ADR 0088, 0089).
  'http-consent': { minifiedKiB: 1410, gzipKiB: 466 },
  // The same with the external calendar's settings (issue 14: +3 KiB), and since issue 28 the
  // save-time check of its address: ipaddr.js's ranges (+13 KiB; Node's own http client, not
  // undici's ~700 KiB, ADR 0065).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 819.4 measured.
  // With the consent forms too (ADR 0088, rebased): 822.0 measured, gzip 239.9.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 823.1 / gzip 240.0 measured.
  'http-bookings': { minifiedKiB: 824, gzipKiB: 241 },
  // The same with the emails' messages: the email templates' defaults, the deletion's reasons.
  // Since issue 14 the profile's also the reminders' and aftercare emails' defaults (+7 KiB) and
  // the guest-spot demand (+1 KiB); the account's the new event schemas (+1 KiB).
  // Issue 28: the busy calendar's refused address, in three languages (+0.5 KiB). Issue 29: the route
  // table's two halves joined (endpoints + routes, +0.7 KiB) and the code email's event schema (+0.4 KiB),
  // less the entities' shared attributes (-0.5 KiB): 807.0 measured.
  // Issue 30's receipt events in the registry it publishes through (+1.5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 833.8 measured.
  // With the consent forms too (ADR 0088, rebased): 839.5 measured, gzip 242.5.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 840.6 / gzip 242.6 measured.
  'http-profile': { minifiedKiB: 841, gzipKiB: 243 },
  // Issue 28: the busy calendar's refused address and `busy-calendar.read-requested` (+1.5 KiB).
  // Issue 30's receipt events in the registry (+0.5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 823.9 measured.
  // With the consent forms too (ADR 0088, rebased): 829.3 measured, gzip 237.8.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 830.4 / gzip 238.0 measured.
  'http-account': { minifiedKiB: 831, gzipKiB: 238 },
  // The same with Cognito's client: whether the caller has TOTP on (issue 28, ADR 0073: +30 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 801.3 measured.
  // With the consent forms too (ADR 0088, rebased): 804.3 measured, gzip 230.6.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 805.4 / gzip 230.7 measured.
  'http-superadmin': { minifiedKiB: 806, gzipKiB: 231 },
  // The same with S3's client and presigned posts; since issue 13 also the data export's zip
  // (fflate) and presigned GETs (+10 KiB).
  // Issue 30: the `sketch` kind and design approval's entity, events, errors (ADR 0090): 1021.6 measured.
  // With the consent forms too (ADR 0088, rebased): 1024.3 measured, gzip 297.2.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 1029.5 / gzip 298.4 measured.
  'http-media': { minifiedKiB: 1030, gzipKiB: 299 },
  // The same with SES and SSM (the portal's signing key); the email button's sign-in (ADR 0085, +1 KiB).
  // Issue 30's receipt events in the registry (+1.5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 982.8 measured.
  // With the consent forms too (ADR 0088, rebased): 988.1 measured, gzip 278.8.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 989.2 / gzip 279.0 measured.
  'http-portal-auth': { minifiedKiB: 990, gzipKiB: 279 },
  // The booking form's requests (ADR 0067): the API's set with jose, to check a signed-in client's
  // portal token against the public JWKS (+18 KiB), and the ALTCHA verifier. The confirmation code's
  // email is the request-confirmation consumer's: no SES, SSM or email words here (was 1,011 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 816.0 measured.
  // With the consent forms too (ADR 0088, rebased): 818.9 measured, gzip 239.9.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 820.0 / gzip 240.0 measured.
  'http-requests': { minifiedKiB: 821, gzipKiB: 241 },
  // The same with SES, the emails' templates and calendar files; since issue 13 also the artists'
  // wordings (email templates), their test emails and the team's support emails (+11 KiB); issue
  // 14's deposit policy, deadline and client moves (+1 KiB); issue 14's reminders and aftercare:
  // seven more default texts in three languages and their email (+9 KiB).
  // Issue 28's confirmation email texts (+2 KiB). Issue 29's typed consumers (ADR 0076): Powertools
  // batch for the queue's partial failures and the consumers' table for the detail types taken (+12 KiB).
  // Issue 30's sign-in link minted per send (ADR 0085, +1.5 KiB gzip).
  // Issue 30's receipts: two letters and their words in three languages (ADR 0086, +5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval's emails (ADR 0090): 1050.2 measured.
  // With the consent forms too (ADR 0088, rebased): 1059.4 measured, gzip 307.7.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 1060.4 / gzip 307.8 measured.
  'consumer-email': { minifiedKiB: 1061, gzipKiB: 308 },
  // The consumers' set with SES and the email words: the confirmation code of a booking request
  // (ADR 0067), made and emailed here so no secret travels in an event; the consumers' table, for
  // the detail types it takes (ADR 0076, +6 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 882.3 measured.
  // With the consent forms too (ADR 0088, rebased): 888.0 measured, gzip 255.3.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 889.0 / gzip 255.4 measured.
  'consumer-request-confirmation': { minifiedKiB: 890, gzipKiB: 256 },
  // The API's set with SES and the message email's template; issue 14's event schemas (+1 KiB);
  // issue 28's (`busy-calendar.read-requested`: +0.5 KiB); the refusal message for a suspended
  // account (+0.5 KiB); Powertools batch and the consumers' table (ADR 0076, +11 KiB).
  // Issue 30's receipt events in the consumers' table (+3.5 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 887.6 measured.
  // With the consent forms too (ADR 0088, rebased): 893.4 measured, gzip 257.4.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 894.4 / gzip 257.5 measured.
  'consumer-message-email': { minifiedKiB: 895, gzipKiB: 258 },
  // The same with CloudFront's and SSM's clients; the public page's deposit policy (issue 14, +2 KiB).
  // Each new event schema the consumers parse adds a little (issue 14: +1.5 KiB); the consumers'
  // table, for the detail types it takes (ADR 0076, +6 KiB).
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 900.6 measured.
  'consumer-edge-cache': { minifiedKiB: 903, gzipKiB: 259 },
  // The erasure of a deleted artist (ADR 0055): the consumers' set with S3's and Cognito's clients.
  // Powertools batch and the consumers' table (ADR 0076, +12 KiB).
  'consumer-account-erasure': { minifiedKiB: 866, gzipKiB: 255 },
  // The email messages grew with issue 13's template defaults and support emails (+7 KiB), and
  // issue 14's deposit policy and moves (+1.5 KiB), its waitlist's event schemas (+1.5 KiB).
  'consumer-digest': { minifiedKiB: 886, gzipKiB: 256 },
  // The API's set with the Stripe SDK (its every resource: it has no per-resource entry points) and SSM.
  // Issue 30: a paid design revision's checkout and the design entity (ADR 0090): 1084.3 measured.
  // The consent's ID photo (ADR 0088): its routes and errors' words: 1088.0 / gzip 270.5 measured.
  'http-billing': { minifiedKiB: 1088, gzipKiB: 271 },
  // Issue 30's proposed times (ADR 0087) and design approval (ADR 0090): 1009.0 measured.
  // With the consent forms too (ADR 0088, rebased): 1011.2 measured, gzip 245.9.
  'consumer-billing-sync': { minifiedKiB: 1012, gzipKiB: 290 },
  // The calendar subscription: the API's set with the iCalendar writer (`ics` and its validator).
  'http-calendar': { minifiedKiB: 840, gzipKiB: 245 },
  // The upload processor: the consumers' set with S3's client (sharp ships beside it, ADR 0014).
  // Issue 30: the `sketch` kind and design approval's entity (ADR 0090): 805.6 measured.
  // With the consent forms too (ADR 0088, rebased): 808.4 measured, gzip 233.0.
  'media-process-upload': { minifiedKiB: 809, gzipKiB: 234 },
  // satori's layout engine (WebAssembly, base64) and its font parser (ADR 0036).
  'http-og': { minifiedKiB: 2750, gzipKiB: 960 },
};

export function bundleBudget(functionName: string) {
  const key = Object.keys(BUNDLE_BUDGETS).find(
    (name) => functionName.endsWith(`-${name}`) || functionName === name,
  );
  if (key) return BUNDLE_BUDGETS[key]!;
  const http = functionName.startsWith('http-') || functionName.includes('-http-');
  return BUNDLE_BUDGETS[http ? 'http' : 'default']!;
}
