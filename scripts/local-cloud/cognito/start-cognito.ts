import { randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Config } from 'cognito-local/lib/server/config.js';
import { Router as cognitoRouter } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import {
  DateClock,
  LambdaService,
  MessagesService,
  type Services,
  TriggersService,
} from 'cognito-local/lib/services/index.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { type FederatedOutcome, type FederatedProfile, federatedSignIn } from './federated-sign-in.ts';
import { withIdentitiesClaim } from './identities-claim.ts';
import { COGNITO_TRIGGERS, InProcessLambda } from './in-process-lambda.ts';
import { provisionUserPool } from './provision-user-pool.ts';
import { SesMessageSender } from './ses-message-sender.ts';
import { shimRouter } from './shim/shim-router.ts';
import { optionalTotp } from './shim/totp/totp-routes.ts';

export interface CognitoLocal {
  /** cognito-local's own address (the SDK's endpoint; the gateway also serves it at `/cognito`). */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** `iss` of every token: `<issuerDomain>/<userPoolId>`. */
  issuer: string;
  /** The pool's JWKS on cognito-local itself. */
  jwksUrl: string;
  /** What Cognito's hosted UI does on a provider's return (the OAuth stand-in calls it; ADR 0056). */
  federate: (profile: FederatedProfile) => Promise<FederatedOutcome>;
  stop(): Promise<void>;
}

export interface StartCognitoOptions {
  /** Where cognito-local keeps its JSON files (`<dataDir>/db`). */
  dataDir: string;
  /** Where tokens say they come from: the issuer is `<issuerDomain>/<userPoolId>`. */
  issuerDomain: string;
  sesEndpoint: string;
  mailFrom: string;
  port?: number;
  log: Log;
  quiet?: boolean;
}

/**
 * cognito-local in this process, wired as `createDefaultServer` does but with: its data under
 * `dataDir`; codes mailed through SES (written by our CustomMessage trigger) instead of printed; our
 * trigger modules run in-process; the targets it lacks filled in by the shim router; and the pool,
 * groups and app client provisioned (or found again after a restart).
 */
export async function startCognito(options: StartCognitoOptions): Promise<CognitoLocal> {
  const logger = cognitoLogger(options);
  const ctx = { logger };
  const clock = new DateClock();
  const dataDirectory = join(options.dataDir, 'db');
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const config: Config = {
    LambdaClient: {},
    TriggerFunctions: { ...COGNITO_TRIGGERS },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    ServerConfig: { port: options.port ?? 0, hostname: '127.0.0.1', development: false, https: false },
  };
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  const lambda = new InProcessLambda((functionName, error) =>
    options.log.error('cognito', `trigger ${functionName} failed: ${(error as Error)?.stack ?? error}`),
  );
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(
      config.TriggerFunctions,
      lambda as unknown as ConstructorParameters<typeof LambdaService>[1],
    ),
    noCustomEmailSender,
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(
      triggers,
      new MessageDeliveryService(
        new SesMessageSender({ sesEndpoint: options.sesEndpoint, from: options.mailFrom }),
      ),
    ),
    otp: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    tokenGenerator: withIdentitiesClaim(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
    triggers,
  };
  const router = shimRouter(cognitoRouter(services), services);
  const { userPoolId, userPoolClientId } = await provisionUserPool(router, ctx);
  await keepOriginalEmail(services, ctx, userPoolId);
  await optionalTotp(services, ctx, userPoolId);

  const server = keepIdleSockets(
    (await createServer(router, logger, config.ServerConfig, services).start()) as Server,
  );
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('cognito-local has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}`;
  options.log.info(
    'cognito',
    `cognito-local ready on ${endpoint} (pool ${userPoolId}, client ${userPoolClientId})`,
  );
  return {
    endpoint,
    userPoolId,
    userPoolClientId,
    issuer: `${options.issuerDomain}/${userPoolId}`,
    jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
    federate: federatedSignIn(services, ctx, { userPoolId, clientId: userPoolClientId }),
    stop: () => closeServer(server),
  };
}

type CognitoLogger = Parameters<typeof createServer>[1];

/**
 * A pool kept from an earlier start may predate `UserAttributeUpdateSettings` (the CDK's
 * `keepOriginal`), which cognito-local's `UpdateUserPool` cannot set: it is set on the stored pool.
 */
async function keepOriginalEmail(services: Services, ctx: Context, userPoolId: string) {
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  if (pool.options.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate?.includes('email'))
    return;
  await pool.updateOptions(ctx, {
    ...pool.options,
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  });
}

/** The pool uses no CustomEmailSender trigger, so the KMS-backed crypto service is never needed. */
const noCustomEmailSender = {
  encrypt: () => Promise.reject(new Error('the CustomEmailSender trigger is not wired in the local cloud')),
} as unknown as CryptoService;

/**
 * cognito-local logs through pino (via pino-http too). Its errors (unsupported targets, failing
 * triggers) print as one line each; its request chatter never does.
 */
function cognitoLogger(options: StartCognitoOptions): CognitoLogger {
  const require = createRequire(createRequire(import.meta.url).resolve('cognito-local'));
  const pino = require('pino') as (options: object, stream: { write(line: string): void }) => CognitoLogger;
  return pino(
    { level: options.quiet ? 'silent' : 'error' },
    {
      write(line: string) {
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          options.log.error('cognito', entry.msg ?? entry.err?.message ?? line.trim());
        } catch {
          options.log.error('cognito', line.trim());
        }
      },
    },
  );
}
