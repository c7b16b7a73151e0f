import { PLATFORM_SELLER } from '#shared/config/seller.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-credentials.ts';

export interface HandlerEnvInput {
  dynamodb: string;
  bus: string;
  ses: string;
  s3: string;
  cognito: string;
  tableName: string;
  busName: string;
  userPoolId: string;
  userPoolClientId: string;
  mediaBucket: string;
  /** The consent bucket (ADR 0089). */
  consentBucket: string;
  appUrl: string;
  mailFrom: string;
  /** The team's inbox for bug reports and suggestions (a mailbox of the SES stand-in). */
  supportInbox: string;
  /** The Parameter Store stand-in (the portal's signing keys). */
  ssm: string;
  portalIssuer: string;
  portalAudience: string;
  portalSigningKeyParameter: string;
  altchaKeyParameter: string;
  /** The VAPID key pair's SSM parameter (push notifications, ADR 0098). */
  vapidKeyParameter: string;
  /** CloudFront's invalidation API: the gateway, which holds the edge cache (ADR 0039). */
  cloudfront: string;
  /** The SSM parameter naming the distribution whose cache the `edge-cache` consumer invalidates. */
  distributionIdParameter: string;
  /** The Stripe stand-in's API (the SDK's `host`/`port`/`protocol`), and its keys' SSM parameters. */
  stripe: string;
  stripeSecretKeyParameter: string;
  stripeWebhookSecretParameter: string;
  stripeConnectWebhookSecretParameter: string;
  /** Where the SPA opens its live connection (`/ws` on the app's origin). */
  liveUrl: string;
  /** The WebSocket API's management endpoint: the gateway. */
  liveEndpoint: string;
  /** A shorter cart hold for unconfirmed booking requests, in seconds (the attack tier's; ADR 0067). */
  cartHoldSeconds?: number | undefined;
  /**
   * The loopback origins (`http://127.0.0.1:port`) an outbound request to a user's address may reach
   * here besides the public internet (ADR 0065): the test calendar servers' ports.
   */
  outboundAllowedOrigins: readonly string[];
  /** What the gateway, playing CloudFront, adds as `x-origin-verify` (ADR 0068). */
  originVerifySecret: string;
}

/**
 * The environment the handlers see locally: the names CDK sets in AWS (functions/lib/env.ts), the
 * SDK's standard `AWS_ENDPOINT_URL_<SERVICE>` pointing every client at its stand-in, the one
 * credential pair every stand-in accepts, and checksums only when required (s3rver stores the
 * aws-chunked framing of streamed uploads otherwise). The SDK has no setting for S3 path-style
 * addressing, but it uses path style by itself for an IP endpoint like s3rver's.
 */
export function handlerEnv(input: HandlerEnvInput): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: input.dynamodb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: input.dynamodb,
    AWS_ENDPOINT_URL_EVENTBRIDGE: input.bus,
    AWS_ENDPOINT_URL_SESV2: input.ses,
    AWS_ENDPOINT_URL_S3: input.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.cognito,
    AWS_ENDPOINT_URL_SSM: input.ssm,
    AWS_ENDPOINT_URL_CLOUDFRONT: input.cloudfront,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    POWERTOOLS_SERVICE_NAME: 'inkslot',
    // The business metrics' EMF lines (ADR 0080) would only clutter the local cloud's output.
    POWERTOOLS_METRICS_DISABLED: 'true',
    STAGE: 'local',
    TABLE_NAME: input.tableName,
    EVENT_BUS_NAME: input.busName,
    USER_POOL_ID: input.userPoolId,
    USER_POOL_CLIENT_ID: input.userPoolClientId,
    MEDIA_BUCKET: input.mediaBucket,
    CONSENT_BUCKET: input.consentBucket,
    APP_URL: input.appUrl,
    MAIL_FROM: input.mailFrom,
    SUPPORT_INBOX: input.supportInbox,
    SELLER_LEGAL_NAME: PLATFORM_SELLER.local.legalName,
    SELLER_ADDRESS: PLATFORM_SELLER.local.address,
    PORTAL_ISSUER: input.portalIssuer,
    PORTAL_AUDIENCE: input.portalAudience,
    PORTAL_SIGNING_KEY_PARAMETER: input.portalSigningKeyParameter,
    ALTCHA_KEY_PARAMETER: input.altchaKeyParameter,
    VAPID_KEY_PARAMETER: input.vapidKeyParameter,
    STRIPE_API_URL: input.stripe,
    STRIPE_SECRET_KEY_PARAMETER: input.stripeSecretKeyParameter,
    STRIPE_WEBHOOK_SECRET_PARAMETER: input.stripeWebhookSecretParameter,
    STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER: input.stripeConnectWebhookSecretParameter,
    DISTRIBUTION_ID_PARAMETER: input.distributionIdParameter,
    LIVE_URL: input.liveUrl,
    LIVE_ENDPOINT: input.liveEndpoint,
    ...(input.cartHoldSeconds && { BOOKING_CART_HOLD_SECONDS: String(input.cartHoldSeconds) }),
    OUTBOUND_ALLOWED_ORIGINS: input.outboundAllowedOrigins.join(','),
    ORIGIN_VERIFY_SECRET: input.originVerifySecret,
  };
}
