import type { StageConfig } from '#infra/config.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';
import { mailConfigurationSetName } from './mail.ts';

export interface FunctionEnvironmentInput {
  config: StageConfig;
  tableName: string;
  eventBusName: string;
  userPoolId: string;
  /** The media bucket's name (`MEDIA_BUCKET`): only the media group may write to it (its own grant). */
  mediaBucketName?: string;
  /** The consent bucket's name (`CONSENT_BUCKET`): only the consent group may write to it (ADR 0089). */
  consentBucketName?: string;
  /** The live connections' WebSocket URL (`LIVE_URL`), which the ticket routes hand to the SPA. */
  liveUrl?: string;
}

/** The variables `functions/lib/env.ts` reads, for the API and consumer functions. */
export function functionEnvironment(input: FunctionEnvironmentInput): Record<string, string> {
  return {
    TABLE_NAME: input.tableName,
    EVENT_BUS_NAME: input.eventBusName,
    USER_POOL_ID: input.userPoolId,
    APP_URL: input.config.appUrl,
    MAIL_FROM: input.config.mailFrom,
    SES_CONFIGURATION_SET: mailConfigurationSetName(input.config),
    SUPPORT_INBOX: input.config.supportInbox,
    PORTAL_ISSUER: input.config.portalIssuer,
    PORTAL_AUDIENCE: input.config.portalAudience,
    PORTAL_SIGNING_KEY_PARAMETER: input.config.portalSigningKeyParameter,
    ALTCHA_KEY_PARAMETER: input.config.altchaKeyParameter,
    VAPID_KEY_PARAMETER: input.config.vapidKeyParameter,
    DISTRIBUTION_ID_PARAMETER: input.config.distributionIdParameter,
    STRIPE_SECRET_KEY_PARAMETER: input.config.stripeSecretKeyParameter,
    STRIPE_WEBHOOK_SECRET_PARAMETER: input.config.stripeWebhookSecretParameter,
    STRIPE_CONNECT_WEBHOOK_SECRET_PARAMETER: input.config.stripeConnectWebhookSecretParameter,
    DEPOSIT_FEE_PERCENT: String(input.config.depositFeePercent),
    SELLER_LEGAL_NAME: input.config.seller.legalName,
    SELLER_ADDRESS: input.config.seller.address,
    // In AWS the unconfirmed request's cart hold is the full 15 minutes (ADR 0067).
    BOOKING_CART_HOLD_SECONDS: String(REQUEST_CONFIRMATION.cartHoldSeconds),
    ...(input.mediaBucketName && { MEDIA_BUCKET: input.mediaBucketName }),
    ...(input.consentBucketName && { CONSENT_BUCKET: input.consentBucketName }),
    ...(input.liveUrl && { LIVE_URL: input.liveUrl }),
  };
}
