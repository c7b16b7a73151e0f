import type { Node } from 'constructs';
import { PLATFORM_SELLER, type PlatformSeller } from '#shared/config/seller.ts';

const STAGES = ['dev', 'staging', 'prod'] as const;
type Stage = (typeof STAGES)[number];

/** The app's public host per stage, unless `-c domainName=...` says otherwise. */
const DEFAULT_DOMAINS: Record<Stage, string> = {
  dev: 'dev.inkslot.app',
  staging: 'staging.inkslot.app',
  prod: 'inkslot.app',
};

interface GoogleProviderConfig {
  clientId: string;
  /** Secrets Manager secret name holding the OAuth client secret (plain string). */
  clientSecretName: string;
}

interface AppleProviderConfig {
  /** The Services ID. */
  servicesId: string;
  teamId: string;
  keyId: string;
  /** Secrets Manager secret name holding the .p8 private key (plain string). */
  privateKeySecretName: string;
}

/** Everything a stage varies on, read once from CDK context (`-c key=value` or cdk.json). */
export interface StageConfig {
  stage: Stage;
  isProd: boolean;
  /** Lower-case prefix of physical names: `inkslot-dev`. */
  namePrefix: string;
  domainName: string;
  /** `https://<domainName>`: links in emails, CORS of presigned uploads, OAuth callbacks. */
  appUrl: string;
  /** ACM certificate (us-east-1) for `domainName`; without it CloudFront serves its own domain only. */
  certificateArn?: string;
  callbackUrls: string[];
  logoutUrls: string[];
  /** Cognito hosted UI domain prefix (`<prefix>.auth.<region>.amazoncognito.com`). */
  authDomainPrefix: string;
  google?: GoogleProviderConfig;
  apple?: AppleProviderConfig;
  /** Issuer of portal (client) session tokens; API Gateway reads `<issuer>/.well-known/openid-configuration`. */
  portalIssuer: string;
  portalAudience: string;
  /**
   * SSM SecureString with the portal's signing keys (`{"keys": [<private RSA JWK>, ...]}`), created
   * by `scripts/portal-signing-key.ts` before the first deploy (docs/decisions/0024-portal-sessions.md).
   */
  portalSigningKeyParameter: string;
  /**
   * SSM SecureStrings holding Stripe's secret API key and the webhook endpoint's signing secret,
   * put there before the first deploy (docs/deploy.md, ADR 0045).
   */
  stripeSecretKeyParameter: string;
  stripeWebhookSecretParameter: string;
  /**
   * SSM String the Web stack writes with its CloudFront distribution id, which the `edge-cache`
   * consumer (Events stack, deployed before Web) invalidates (ADR 0039).
   */
  distributionIdParameter: string;
  /** SSM SecureString: the signing secret of the Connect webhook endpoint (events of artists' accounts, ADR 0057). */
  stripeConnectWebhookSecretParameter: string;
  /** SSM SecureString: the ALTCHA proofs' HMAC key (ADR 0068; `scripts/altcha-key.ts`). */
  altchaKeyParameter: string;
  /** SSM SecureString: the VAPID key pair push notifications are signed with (ADR 0098). */
  vapidKeyParameter: string;
  /** The platform's share of an online deposit, in percent (ADR 0057): none unless configured. */
  depositFeePercent: number;
  /** Who sells Pro, as its receipts name the seller (ADR 0086; shared/config/seller.ts). */
  seller: PlatformSeller;
  /** SES identity (domain) the functions send from. */
  emailDomain: string;
  mailFrom: string;
  /** The team's inbox for bug reports and suggestions. */
  supportInbox: string;
  /** Cognito sends its own emails through SES (`ses`, needs the verified identity) or its built-in sender. */
  cognitoEmail: 'ses' | 'cognito';
  /** Optional subscriber of the alarm topic. */
  alarmEmail?: string;
  /** Build id written into config.json; defaults to a hash of web/dist/index.html. */
  buildId?: string;
  throttle: { rateLimit: number; burstLimit: number };
}

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`context ${key} must be a string`);
  }
  return String(value);
}

function list(node: Node, key: string): string[] | undefined {
  const value: unknown = node.tryGetContext(key);
  if (Array.isArray(value)) return value.map(String);
  const raw = text(node, key);
  return raw
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function requireAll(provider: string, values: Record<string, string | undefined>) {
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (missing.length > 0) throw new Error(`${provider} sign-in needs context ${missing.join(', ')}`);
}

export function readStageConfig(node: Node): StageConfig {
  const stage = (text(node, 'stage') ?? 'dev') as Stage;
  if (!STAGES.includes(stage)) throw new Error(`stage must be one of ${STAGES.join(', ')}, got ${stage}`);
  const isProd = stage === 'prod';
  const domainName = text(node, 'domainName') ?? DEFAULT_DOMAINS[stage];
  const appUrl = `https://${domainName}`;
  const emailDomain = text(node, 'emailDomain') ?? domainName;

  const googleClientId = text(node, 'googleClientId');
  const googleSecret = text(node, 'googleClientSecretName');
  let google: GoogleProviderConfig | undefined;
  if (googleClientId || googleSecret) {
    requireAll('Google', { googleClientId, googleClientSecretName: googleSecret });
    google = { clientId: googleClientId!, clientSecretName: googleSecret! };
  }

  const apple = {
    appleServicesId: text(node, 'appleServicesId'),
    appleTeamId: text(node, 'appleTeamId'),
    appleKeyId: text(node, 'appleKeyId'),
    applePrivateKeySecretName: text(node, 'applePrivateKeySecretName'),
  };
  const hasApple = Object.values(apple).some(Boolean);
  if (hasApple) requireAll('Apple', apple);

  const cognitoEmail = text(node, 'cognitoEmail') ?? 'cognito';
  if (cognitoEmail !== 'ses' && cognitoEmail !== 'cognito')
    throw new Error('cognitoEmail must be ses or cognito');

  return {
    stage,
    isProd,
    namePrefix: `inkslot-${stage}`,
    domainName,
    appUrl,
    certificateArn: text(node, 'certificateArn'),
    callbackUrls: list(node, 'callbackUrls') ?? [`${appUrl}/login`],
    logoutUrls: list(node, 'logoutUrls') ?? [`${appUrl}/login`],
    authDomainPrefix: text(node, 'authDomainPrefix') ?? `inkslot-${stage}`,
    google,
    apple: hasApple
      ? {
          servicesId: apple.appleServicesId!,
          teamId: apple.appleTeamId!,
          keyId: apple.appleKeyId!,
          privateKeySecretName: apple.applePrivateKeySecretName!,
        }
      : undefined,
    portalIssuer: text(node, 'portalIssuer') ?? `${appUrl}/api/portal`,
    portalAudience: text(node, 'portalAudience') ?? 'inkslot-portal',
    portalSigningKeyParameter:
      text(node, 'portalSigningKeyParameter') ?? `/inkslot/${stage}/portal/signing-keys`,
    stripeSecretKeyParameter: text(node, 'stripeSecretKeyParameter') ?? `/inkslot/${stage}/stripe/secret-key`,
    stripeWebhookSecretParameter:
      text(node, 'stripeWebhookSecretParameter') ?? `/inkslot/${stage}/stripe/webhook-secret`,
    stripeConnectWebhookSecretParameter:
      text(node, 'stripeConnectWebhookSecretParameter') ?? `/inkslot/${stage}/stripe/connect-webhook-secret`,
    altchaKeyParameter: text(node, 'altchaKeyParameter') ?? `/inkslot/${stage}/altcha/hmac-key`,
    vapidKeyParameter: text(node, 'vapidKeyParameter') ?? `/inkslot/${stage}/push/vapid-keys`,
    depositFeePercent: depositFeePercent(text(node, 'depositFeePercent')),
    seller: seller(node, stage),
    distributionIdParameter: `/inkslot/${stage}/web/distribution-id`,
    emailDomain,
    mailFrom: text(node, 'mailFrom') ?? `Inkslot <no-reply@${emailDomain}>`,
    supportInbox: text(node, 'supportInbox') ?? `support@${emailDomain}`,
    cognitoEmail,
    alarmEmail: text(node, 'alarmEmail'),
    buildId: text(node, 'buildId'),
    throttle: isProd ? { rateLimit: 200, burstLimit: 400 } : { rateLimit: 50, burstLimit: 100 },
  };
}

/**
 * The seller Pro receipts name (ADR 0086): `-c sellerLegalName=… -c sellerAddress=…`, both required
 * in prod (no invented company on a real receipt), else the stage's placeholder.
 */
function seller(node: Node, stage: Stage): PlatformSeller {
  const legalName = text(node, 'sellerLegalName');
  const address = text(node, 'sellerAddress');
  if (stage === 'prod') {
    if (!legalName || !address)
      throw new Error(
        "prod's Pro receipts need the company's registered name and address: -c sellerLegalName=... -c sellerAddress=...",
      );
    return { legalName, address };
  }
  return {
    legalName: legalName ?? PLATFORM_SELLER[stage].legalName,
    address: address ?? PLATFORM_SELLER[stage].address,
  };
}

/** `-c depositFeePercent=2.5`: 0 to 50, else the synth stops with the reason. Default 0. */
function depositFeePercent(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 50)
    throw new Error(`depositFeePercent must be a number from 0 to 50, not "${raw}"`);
  return value;
}
