import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AuthKind } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-credentials.ts';
import { type CognitoLocal, startCognito } from './cognito/start-cognito.ts';
import { backfillIndexKeys } from './dynamodb/backfill-index-keys.ts';
import { ensureTable } from './dynamodb/ensure-table.ts';
import { startDynamoDb } from './dynamodb/start-dynamodb.ts';
import { type EventPlane, startEventPlane } from './events/start-event-plane.ts';
import { LOCAL_DISTRIBUTION_ID } from './gateway/cloudfront-invalidations.ts';
import { createDiscoveredJwtAuthorizer } from './gateway/discovered-jwt-authorizer.ts';
import { createGroupInvoker } from './gateway/group-invoker.ts';
import { createJwtAuthorizer } from './gateway/jwt-authorizer.ts';
import { createLiveSocket, LIVE_PATH } from './gateway/live-socket.ts';
import { localSecurityHeaders } from './gateway/local-security-headers.ts';
import { createMediaHandler } from './gateway/media.ts';
import { createRouteMatcher } from './gateway/route-matcher.ts';
import { localRuntimeConfig, readBuildId } from './gateway/runtime-config.ts';
import { type Gateway, startGateway } from './gateway/start-gateway.ts';
import { startWeb, type WebMode } from './gateway/start-web.ts';
import { handlerEnv } from './handler-env.ts';
import { createLog } from './log.ts';
import { startDynamoDbMeter } from './metering/dynamodb-meter.ts';
import { meter } from './metering/meter.ts';
import { startHostedUi } from './oauth/start-hosted-ui.ts';
import { freePort } from './ports.ts';
import { type PushLocal, startPush } from './push/start-push.ts';
import { LOCAL_VAPID_KEY_PARAMETER, localVapidKeys } from './push/vapid-keys.ts';
import { REPO_ROOT } from './repo-root.ts';
import { startS3 } from './s3/start-s3.ts';
import { forwardUploadEvents } from './s3/upload-events.ts';
import { seedDemos } from './seed/seed-demos.ts';
import { ServiceHealth } from './service-health.ts';
import { sesFeedbackSink } from './ses/ses-feedback-events.ts';
import { type FeedbackSink, startSes } from './ses/start-ses.ts';
import {
  LOCAL_ALTCHA_KEY_PARAMETER,
  LOCAL_PORTAL_KEY_PARAMETER,
  localPortalSigningKeys,
} from './ssm/portal-signing-keys.ts';
import { startSsm } from './ssm/start-ssm.ts';
import { allStarted, applyEnv, once, testServerOrigins } from './start-helpers.ts';
import {
  LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
  LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_SECRET_KEY_PARAMETER,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  LOCAL_STRIPE_WEBHOOK_SECRET_PARAMETER,
} from './stripe/local-stripe.ts';
import { startStripe } from './stripe/start-stripe.ts';

/** The SSM parameter that names the local distribution (the Web stack writes it in AWS). */
const LOCAL_DISTRIBUTION_ID_PARAMETER = '/inkslot/local/web/distribution-id';

const LOCAL_TABLE_NAME = 'inkslot-local';
const LOCAL_BUS_NAME = 'inkslot-local';
const LOCAL_MEDIA_BUCKET = 'inkslot-media-local';
/** The signed consent PDFs, under the object-lock guard (ADR 0089). */
const LOCAL_CONSENT_BUCKET = 'inkslot-consent-local';
const LOCAL_MAIL_FROM = 'Inkslot <no-reply@inkslot.app>';
/** The team's inbox in the local cloud: bug reports and suggestions land in this mailbox. */
const LOCAL_SUPPORT_INBOX = 'support@inkslot.local';
/** The audience of portal tokens (infra/config.ts's default `portalAudience`). */
const LOCAL_PORTAL_AUDIENCE = 'inkslot-portal';

/** The loopback addresses tests and benches call from by default: exempt from rate limits there. */
export const TEST_DEFAULT_SOURCES = ['127.0.0.1', '::1'];

export interface LocalCloudOptions {
  /** Keep data here (`npm start`: `.local/`); without it everything lives in memory or a temp dir. */
  persistDir?: string;
  /** The app's port (`npm start`: 3000); a free port when absent. */
  port?: number;
  /** The SPA: Vite dev server, the built `web/dist`, or none (API only). */
  web: WebMode;
  /** Seed the demo artist (idempotent). */
  seed?: boolean;
  /**
   * Also seed the Pro demo artist and its lived-in month (`npm start`, ADR 0081), once per data
   * directory; the test tiers leave it out (its own integration test seeds it).
   */
  seedProDemo?: boolean;
  quiet?: boolean;
  /**
   * Count the table's read and write units (`npm run cost`): the functions reach DynamoDB Local
   * through a metering proxy (metering/dynamodb-meter.ts).
   */
  meterTable?: boolean;
  /**
   * How long an unconfirmed booking request holds its slot, in seconds (default and most: 15
   * minutes). The attack tier sets a few seconds, to see every slot bookable again (ADR 0067).
   */
  cartHoldSeconds?: number;
  /**
   * Source addresses the route rate limits leave alone (ADR 0068): the test tiers give their default
   * loopback address, so only the limits' own tests (from 127.0.0.2 and up) meet them.
   */
  rateLimitExemptSources?: string[];
}

export interface LocalCloud {
  urls: {
    app: string;
    api: string;
    mailbox: string;
    dynamodb: string;
    cognito: string;
    ses: string;
    s3: string;
    bus: string;
    ssm: string;
    /** The Stripe stand-in's API and hosted pages (ADR 0044). */
    stripe: string;
    /** The hosted UI, Google and Apple stand-in, over HTTPS (ADR 0056). */
    oauth: string;
    /** The push service stand-in: Web Push in, decrypted notifications on its page (issue 32). */
    push: string;
  };
  /** The push service: subscriptions as a browser makes them, and what it received for them. */
  push: Pick<PushLocal, 'subscribe' | 'received'>;
  /** The OAuth stand-in's self-signed certificate (PEM): what a test's HTTPS client trusts. */
  oauthCertificate: string;
  /** The environment the handlers see (also set on this process's `process.env`). */
  env: Record<string, string>;
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  events: EventPlane;
  /** The analytics archive: `<dir>/yyyy/MM/dd/events.ndjson`, what `npm run analytics` reads. */
  analyticsDir: string;
  stop(): Promise<void>;
}

const SERVICES = ['dynamodb', 'cognito', 'ses', 's3', 'bus', 'ssm', 'stripe', 'oauth', 'push'] as const;

/**
 * Starts the whole local cloud: the gateway first (so a taken app port fails before anything
 * starts), then DynamoDB Local, the SES stand-in + cognito-local, s3rver and the SPA side by side,
 * then the table, the handlers' environment, the event plane, and finally the API behind the
 * gateway (and the demo seed). A failure stops whatever had started and rethrows.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const log = createLog(options.quiet ?? false);
  // With the demo seed, `/api/health` waits for it too: a script polling health never sees the
  // demo artist half made.
  const health = new ServiceHealth(options.seed ? [...SERVICES, 'seed'] : SERVICES);
  const stops: { name: string; stop: () => Promise<void> }[] = [];
  const onStop = (name: string, stop: () => Promise<void>) => stops.push({ name, stop });
  let gateway: Gateway | undefined;
  let restoreEnv: () => void = () => undefined;
  let sesFeedback: FeedbackSink | undefined;

  const stopAll = () => stopInOrder({ gateway, stops, restoreEnv, log });

  try {
    gateway = await startGateway({ port: options.port, health: () => health.report(), log });
    const appOrigin = `http://${options.port ? 'localhost' : '127.0.0.1'}:${gateway.port}`;
    const dataDir = options.persistDir
      ? resolve(options.persistDir)
      : mkdtempSync(join(tmpdir(), 'inkslot-cloud-'));
    mkdirSync(dataDir, { recursive: true });
    if (!options.persistDir)
      onStop('temp dir', async () => rmSync(dataDir, { recursive: true, force: true }));

    const started = <T extends { stop(): Promise<void> }>(name: string, promise: Promise<T>) =>
      promise.then((service) => {
        onStop(name, () => service.stop());
        if ((SERVICES as readonly string[]).includes(name)) health.set(name, 'ok');
        return service;
      });
    const [dynamodb, cognito, s3, web, ssm, stripe, push] = await startServices(options, {
      dataDir,
      appOrigin,
      server: gateway.server,
      health,
      log,
      started,
      sesFeedback: () => sesFeedback,
    });

    // Cognito's hosted UI with Google and Apple, as Amplify's redirect flow reaches them (ADR 0056).
    const hostedUi = await started(
      'oauth',
      startHostedUi({
        hostname: new URL(appOrigin).hostname,
        clientId: cognito.userPoolClientId,
        redirectUris: [`${appOrigin}/login`],
        federate: cognito.federate,
        certificateFile: options.persistDir ? join(dataDir, 'oauth', 'tls.json') : undefined,
        log,
      }),
    );

    await prepareTable(dynamodb.endpoint, log);

    const busPort = await freePort();
    // The push service is a user-given address to the functions like any other: allowed as a test origin.
    const outboundAllowedOrigins = [...(await testServerOrigins()), push.endpoint];
    let functionsTable = dynamodb.endpoint;
    if (options.meterTable) {
      const proxy = await startDynamoDbMeter({ target: dynamodb.endpoint, meter });
      onStop('dynamodb meter', proxy.stop);
      functionsTable = proxy.endpoint;
    }
    const env = cloudEnv(options, {
      appOrigin,
      functionsTable,
      busPort,
      cognito,
      s3: s3.endpoint,
      ssm: ssm.endpoint,
      stripe: stripe.endpoint,
      outboundAllowedOrigins,
    });
    restoreEnv = applyEnv(env);

    const events = await started(
      'bus',
      startEventPlane({
        port: busPort,
        region: LOCAL_REGION,
        dynamoEndpoint: dynamodb.endpoint,
        tableName: LOCAL_TABLE_NAME,
        busName: LOCAL_BUS_NAME,
        analyticsDir: join(dataDir, 'events'),
        quiet: options.quiet,
      }),
    );
    if (events.endpoint !== env.AWS_ENDPOINT_URL_EVENTBRIDGE) {
      env.AWS_ENDPOINT_URL_EVENTBRIDGE = events.endpoint;
      process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = events.endpoint;
    }
    // The simulator's bounces and complaints go on the default bus, as SES's would (ADR 0069).
    sesFeedback = sesFeedbackSink({ events, mailFrom: LOCAL_MAIL_FROM });

    // S3 → the upload processor, as the bucket notification does in AWS (needs the handlers' env).
    const uploads = forwardUploadEvents({ server: s3.server, log });
    onStop('s3 upload events', uploads.stop);

    const live = createLiveSocket(log);
    onStop('live socket', async () => live.stop());
    gateway.attach({
      ...apiBackend({ cognito, appOrigin, web: options.web, oauthDomain: hostedUi.domain }),
      media: createMediaHandler({ s3Endpoint: s3.endpoint, bucket: LOCAL_MEDIA_BUCKET }),
      live,
    });
    gateway.setWeb(web.handle);
    gateway.setSecurityHeaders(
      localSecurityHeaders({ web: options.web, s3Endpoint: s3.endpoint, oauthOrigin: hostedUi.origin }),
    );

    const cloud = localCloudOf({
      appOrigin,
      dynamodb,
      cognito,
      s3,
      events,
      ssm,
      stripe,
      push,
      hostedUi,
      env,
      dataDir,
    });
    cloud.stop = once(stopAll);
    if (options.seed) {
      await seedDemos({ cognito, appOrigin, log, pro: options.seedProDemo ?? false });
      health.set('seed', 'ok');
    }
    return cloud;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Stops what started, the gateway first and then the newest first, and gives the environment back. */
async function stopInOrder(parts: {
  gateway: Gateway | undefined;
  stops: { name: string; stop: () => Promise<void> }[];
  restoreEnv: () => void;
  log: ReturnType<typeof createLog>;
}) {
  const errors: string[] = [];
  const run = async (name: string, stop: () => Promise<void>) => {
    try {
      await stop();
    } catch (error) {
      errors.push(`${name}: ${(error as Error)?.message ?? error}`);
    }
  };
  if (parts.gateway) await run('gateway', parts.gateway.stop);
  for (const { name, stop } of parts.stops.reverse()) await run(name, stop);
  parts.stops.length = 0;
  parts.restoreEnv();
  if (errors.length > 0) parts.log.error('local-cloud', `stopped with errors: ${errors.join('; ')}`);
}

/** What a started cloud tells its caller: its addresses, its environment, its pool and table. */
function localCloudOf(parts: {
  appOrigin: string;
  dynamodb: { endpoint: string };
  cognito: { endpoint: string; sesEndpoint: string; userPoolId: string; userPoolClientId: string };
  s3: { endpoint: string };
  events: LocalCloud['events'];
  ssm: { endpoint: string };
  stripe: { endpoint: string };
  push: PushLocal;
  hostedUi: { origin: string; certificate: LocalCloud['oauthCertificate'] };
  env: LocalCloud['env'];
  dataDir: string;
}): LocalCloud {
  const { appOrigin, dynamodb, cognito, s3, events, ssm, stripe, push, hostedUi } = parts;
  return {
    urls: {
      app: appOrigin,
      api: `${appOrigin}/api`,
      mailbox: `${cognito.sesEndpoint}/`,
      dynamodb: dynamodb.endpoint,
      cognito: cognito.endpoint,
      ses: cognito.sesEndpoint,
      s3: s3.endpoint,
      bus: events.endpoint,
      ssm: ssm.endpoint,
      stripe: stripe.endpoint,
      oauth: hostedUi.origin,
      push: push.endpoint,
    },
    push: { subscribe: push.subscribe, received: push.received },
    oauthCertificate: hostedUi.certificate,
    env: parts.env,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    tableName: LOCAL_TABLE_NAME,
    events,
    analyticsDir: join(parts.dataDir, 'events'),
    stop: async () => undefined,
  };
}

/** The stand-ins that start side by side: DynamoDB Local, SES and cognito-local, s3rver, the SPA, SSM, Stripe, push. */
function startServices(
  options: LocalCloudOptions,
  {
    dataDir,
    appOrigin,
    server,
    health,
    log,
    started,
    sesFeedback,
  }: {
    dataDir: string;
    appOrigin: string;
    server: Gateway['server'];
    health: ServiceHealth;
    log: ReturnType<typeof createLog>;
    started: <T extends { stop(): Promise<void> }>(name: string, promise: Promise<T>) => Promise<T>;
    sesFeedback: () => FeedbackSink | undefined;
  },
) {
  return allStarted([
    started(
      'dynamodb',
      startDynamoDb({
        ...(options.persistDir && { dbPath: join(dataDir, 'dynamodb') }),
        log,
        onExit: (description) => {
          health.set('dynamodb', 'down');
          log.error('dynamodb', `DynamoDB Local stopped unexpectedly (${description})`);
        },
      }),
    ),
    started('ses', startSes({ log, feedback: sesFeedback })).then((ses) =>
      started(
        'cognito',
        startCognito({
          dataDir: join(dataDir, 'cognito'),
          issuerDomain: `${appOrigin}/cognito`,
          sesEndpoint: ses.endpoint,
          mailFrom: LOCAL_MAIL_FROM,
          log,
          quiet: options.quiet,
        }),
      ).then((cognito) => ({ ...cognito, sesEndpoint: ses.endpoint })),
    ),
    started(
      's3',
      startS3({
        directory: join(dataDir, 's3'),
        bucket: LOCAL_MEDIA_BUCKET,
        consentBucket: LOCAL_CONSENT_BUCKET,
        log,
      }),
    ),
    started('web', startWeb(options.web, server, log)),
    // The portal's signing keys and the VAPID key pair: generated once, kept with the data (`.local/`).
    started(
      'ssm',
      localPortalSigningKeys(join(dataDir, 'portal', 'signing-keys.json')).then((value) =>
        startSsm({
          region: LOCAL_REGION,
          parameters: localParameters(value, localVapidKeys(join(dataDir, 'push', 'vapid-keys.json'))),
          log,
        }),
      ),
    ),
    // Stripe's events go to the API's webhook route through the gateway, as from Stripe to CloudFront.
    started(
      'stripe',
      startStripe({
        webhookUrl: `${appOrigin}/api/stripe/webhook`,
        webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
        connectWebhookSecret: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
        stateFile: join(dataDir, 'stripe', 'state.json'),
        log,
      }),
    ),
    started('push', startPush({ log })),
  ] as const);
}

/**
 * The local SSM parameters: the portal's signing keys, the VAPID key pair, a fresh ALTCHA key, and
 * the stand-ins' ids and secrets.
 */
function localParameters(
  portalSigningKeys: string,
  vapidKeys: string,
): Parameters<typeof startSsm>[0]['parameters'] {
  return {
    [LOCAL_PORTAL_KEY_PARAMETER]: { value: portalSigningKeys, type: 'SecureString' },
    [LOCAL_VAPID_KEY_PARAMETER]: { value: vapidKeys, type: 'SecureString' },
    [LOCAL_ALTCHA_KEY_PARAMETER]: { value: randomBytes(32).toString('hex'), type: 'SecureString' },
    [LOCAL_DISTRIBUTION_ID_PARAMETER]: { value: LOCAL_DISTRIBUTION_ID, type: 'String' },
    [LOCAL_STRIPE_SECRET_KEY_PARAMETER]: { value: LOCAL_STRIPE_SECRET_KEY, type: 'SecureString' },
    [LOCAL_STRIPE_WEBHOOK_SECRET_PARAMETER]: {
      value: LOCAL_STRIPE_WEBHOOK_SECRET,
      type: 'SecureString',
    },
    [LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER]: {
      value: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      type: 'SecureString',
    },
  };
}

/** The table, created or kept (a kept one may predate an index: the keys it lacks are filled in). */
async function prepareTable(endpoint: string, log: ReturnType<typeof createLog>) {
  const ddb = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const table = await ensureTable(ddb, LOCAL_TABLE_NAME)
    .then(async (state) => {
      // A kept table (`.local/`) may predate an index: fill in the keys it lacks.
      const fixed = state === 'kept' ? await backfillIndexKeys(ddb, LOCAL_TABLE_NAME) : 0;
      return fixed > 0 ? `${state}, ${fixed} index keys filled in` : state;
    })
    .finally(() => ddb.destroy());
  log.info('dynamodb', `table ${LOCAL_TABLE_NAME} ${table}`);
}

/** The handlers' environment: every stand-in's endpoint and the local names and secrets. */
function cloudEnv(
  options: LocalCloudOptions,
  input: {
    appOrigin: string;
    functionsTable: string;
    busPort: number;
    cognito: CognitoLocal & { sesEndpoint: string };
    s3: string;
    ssm: string;
    stripe: string;
    outboundAllowedOrigins: Awaited<ReturnType<typeof testServerOrigins>>;
  },
) {
  const { cognito } = input;
  const env = handlerEnv({
    dynamodb: input.functionsTable,
    bus: `http://127.0.0.1:${input.busPort}`,
    ses: cognito.sesEndpoint,
    s3: input.s3,
    cognito: cognito.endpoint,
    tableName: LOCAL_TABLE_NAME,
    busName: LOCAL_BUS_NAME,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    mediaBucket: LOCAL_MEDIA_BUCKET,
    consentBucket: LOCAL_CONSENT_BUCKET,
    appUrl: input.appOrigin,
    mailFrom: LOCAL_MAIL_FROM,
    supportInbox: LOCAL_SUPPORT_INBOX,
    ssm: input.ssm,
    portalIssuer: portalIssuer(input.appOrigin),
    portalAudience: LOCAL_PORTAL_AUDIENCE,
    portalSigningKeyParameter: LOCAL_PORTAL_KEY_PARAMETER,
    altchaKeyParameter: LOCAL_ALTCHA_KEY_PARAMETER,
    vapidKeyParameter: LOCAL_VAPID_KEY_PARAMETER,
    cloudfront: input.appOrigin,
    distributionIdParameter: LOCAL_DISTRIBUTION_ID_PARAMETER,
    liveUrl: LIVE_PATH,
    liveEndpoint: input.appOrigin,
    stripe: input.stripe,
    stripeSecretKeyParameter: LOCAL_STRIPE_SECRET_KEY_PARAMETER,
    stripeWebhookSecretParameter: LOCAL_STRIPE_WEBHOOK_SECRET_PARAMETER,
    stripeConnectWebhookSecretParameter: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER,
    cartHoldSeconds: options.cartHoldSeconds,
    outboundAllowedOrigins: input.outboundAllowedOrigins,
    originVerifySecret: randomBytes(24).toString('base64url'),
  });
  if (options.rateLimitExemptSources?.length)
    env.RATE_LIMIT_EXEMPT_SOURCES = options.rateLimitExemptSources.join(',');
  return env;
}

function apiBackend(input: { cognito: CognitoLocal; appOrigin: string; web: WebMode; oauthDomain: string }) {
  const { cognito } = input;
  const cognitoAuthorizer = createJwtAuthorizer({
    issuer: cognito.issuer,
    audience: [cognito.userPoolClientId],
    jwksUrl: cognito.jwksUrl,
  });
  // Portal (`client`) tokens: the API's own issuer, discovered through the gateway like API Gateway does.
  const portalAuthorizer = createDiscoveredJwtAuthorizer({
    issuer: portalIssuer(input.appOrigin),
    audience: [LOCAL_PORTAL_AUDIENCE],
  });
  const match = createRouteMatcher(Object.values(routes));
  const invoke = createGroupInvoker();
  const distDir = join(REPO_ROOT, 'web/dist');
  return {
    match,
    invoke,
    cognitoEndpoint: cognito.endpoint,
    authorize: async (auth: Exclude<AuthKind, 'public'>, authorization: string | undefined) =>
      auth === 'client' ? portalAuthorizer(authorization) : cognitoAuthorizer(authorization),
    runtimeConfig: () =>
      localRuntimeConfig({
        appOrigin: input.appOrigin,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        oauthDomain: input.oauthDomain,
        buildId: input.web === 'dist' ? readBuildId(distDir) : 'dev',
      }),
  };
}

/** The portal tokens' issuer, as infra/config.ts makes it: `<app origin>/api/portal`. */
function portalIssuer(appOrigin: string) {
  return `${appOrigin}/api/portal`;
}
