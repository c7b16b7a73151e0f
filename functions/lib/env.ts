import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';

/**
 * The configuration every function reads from its environment. CDK sets these in AWS; the local
 * cloud sets the same names (plus the SDK's standard `AWS_ENDPOINT_URL_*` to reach the stand-ins).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

export const env = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get eventBusName() {
    return required('EVENT_BUS_NAME');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The public origin of the SPA, for links in emails: `https://inkslot.app` or `http://localhost:3000`. */
  get appUrl() {
    return required('APP_URL').replace(/\/$/, '');
  },
  /** The media bucket: originals under `uploads/`, WebP variants under `media/`. */
  get mediaBucket() {
    return required('MEDIA_BUCKET');
  },
  /** The consent bucket (ADR 0089): signed consent PDFs under Object Lock, COMPLIANCE mode. */
  get consentBucket() {
    return required('CONSENT_BUCKET');
  },
  /** Issuer of portal session tokens: `<APP_URL>/api/portal` (API Gateway's portal authorizer). */
  get portalIssuer() {
    return required('PORTAL_ISSUER').replace(/\/$/, '');
  },
  get portalAudience() {
    return required('PORTAL_AUDIENCE');
  },
  /** SSM SecureString holding the portal's signing keys (docs/decisions/0024-portal-sessions.md). */
  get portalSigningKeyParameter() {
    return required('PORTAL_SIGNING_KEY_PARAMETER');
  },
  /** SSM SecureString: the HMAC key of the ALTCHA proofs of work (ADR 0068). */
  get altchaKeyParameter() {
    return required('ALTCHA_KEY_PARAMETER');
  },
  /**
   * SSM SecureString: the VAPID key pair push notifications are signed with (ADR 0098), JSON
   * `{"publicKey": ..., "privateKey": ..., "subject": "mailto:..."}` (base64url, as web-push makes them).
   */
  get vapidKeyParameter() {
    return required('VAPID_KEY_PARAMETER');
  },
  /** SSM SecureStrings: Stripe's secret API key and the webhook endpoint's signing secret (ADR 0045). */
  get stripeSecretKeyParameter() {
    return required('STRIPE_SECRET_KEY_PARAMETER');
  },
  get stripeWebhookSecretParameter() {
    return required('STRIPE_WEBHOOK_SECRET_PARAMETER');
  },
  /**
   * How long an unconfirmed booking request holds its slot, in seconds (ADR 0067): 15 minutes, the
   * most it may be; a stage may set less (`BOOKING_CART_HOLD_SECONDS`, the attack tier's short hold).
   */
  get cartHoldSeconds() {
    const value = Number(process.env.BOOKING_CART_HOLD_SECONDS ?? 0);
    const most = REQUEST_CONFIRMATION.cartHoldSeconds;
    return Number.isFinite(value) && value > 0 ? Math.min(value, most) : most;
  },
  /** SSM SecureString: the Connect endpoint's signing secret (events of the artists' accounts, ADR 0057). */
  get stripeConnectWebhookSecretParameter() {
    return required('STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER');
  },
  /** Who sells Pro, as its receipts name the seller (ADR 0086): a stage setting. */
  get seller() {
    return { legalName: required('SELLER_LEGAL_NAME'), address: required('SELLER_ADDRESS') };
  },
  /** The platform's share of an online deposit, in percent (ADR 0057); 0 unless configured. */
  get depositFeePercent() {
    const value = Number(process.env.DEPOSIT_FEE_PERCENT ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  },
  /**
   * The secret CloudFront adds to every request it sends the API (`x-origin-verify`, ADR 0068): only a
   * request that carries it had its `CloudFront-Viewer-Address` written by CloudFront. Unset: a stage
   * with no CDN in front, where the TCP peer is the caller.
   */
  get originVerifySecret() {
    return process.env.ORIGIN_VERIFY_SECRET || undefined;
  },
  /** Locally, the Stripe stand-in's API (`http://127.0.0.1:port`); in AWS unset: Stripe itself. */
  get stripeApiUrl() {
    return process.env.STRIPE_API_URL || undefined;
  },
  /** SSM String holding the CloudFront distribution id, written by the Web stack (ADR 0039). */
  get distributionIdParameter() {
    return required('DISTRIBUTION_ID_PARAMETER');
  },
  /** Where the SPA opens its live connection: the WebSocket API's URL (`/ws` on the local origin). */
  get liveUrl() {
    return required('LIVE_URL');
  },
  /** The WebSocket API's management endpoint, where pushes are posted (the stage's callback URL). */
  get liveEndpoint() {
    return required('LIVE_ENDPOINT').replace(/\/$/, '');
  },
  /** Where bug reports and suggestions go: `SUPPORT_INBOX`, else `support@` the sender's domain. */
  get supportInbox() {
    const domain = /@([^>\s]+)/.exec(this.mailFrom)?.[1] ?? 'inkslot.app';
    return process.env.SUPPORT_INBOX ?? `support@${domain}`;
  },
  /**
   * Exact origins (`http://127.0.0.1:8123`) an outbound request to a user's address may reach besides
   * the public internet over https (ADR 0065): set only by the local cloud and tests, for their
   * loopback test servers; unset in AWS. Only loopback origins count (functions/lib/outbound).
   */
  get outboundAllowedOrigins(): ReadonlySet<string> {
    return new Set(
      (process.env.OUTBOUND_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    );
  },
  /** The SES configuration set every email goes out under (bounce and complaint events, ADR 0069). */
  get sesConfigurationSet() {
    return process.env.SES_CONFIGURATION_SET || undefined;
  },
  get mailFrom() {
    return process.env.MAIL_FROM ?? 'Inkslot <no-reply@inkslot.app>';
  },
};
