import { describe, expect, it } from 'vitest';
import { handlerEnv } from './handler-env.ts';

describe('handlerEnv', () => {
  const env = handlerEnv({
    dynamodb: 'http://127.0.0.1:1',
    bus: 'http://127.0.0.1:2',
    ses: 'http://127.0.0.1:3',
    s3: 'http://127.0.0.1:4',
    cognito: 'http://127.0.0.1:5',
    tableName: 'inkslot-local',
    busName: 'inkslot-local',
    userPoolId: 'local_x',
    userPoolClientId: 'c',
    mediaBucket: 'inkslot-media-local',
    consentBucket: 'inkslot-consent-local',
    appUrl: 'http://localhost:3000',
    mailFrom: 'Inkslot <no-reply@inkslot.local>',
    supportInbox: 'support@inkslot.local',
    ssm: 'http://127.0.0.1:6',
    portalIssuer: 'http://localhost:3000/api/portal',
    portalAudience: 'inkslot-portal',
    portalSigningKeyParameter: '/inkslot/local/portal/signing-keys',
    altchaKeyParameter: '/inkslot/local/altcha/hmac-key',
    vapidKeyParameter: '/inkslot/local/push/vapid-keys',
    cloudfront: 'http://127.0.0.1:7',
    distributionIdParameter: '/inkslot/local/web/distribution-id',
    liveUrl: '/ws',
    liveEndpoint: 'http://127.0.0.1:3000',
    stripe: 'http://127.0.0.1:8',
    stripeSecretKeyParameter: '/inkslot/local/stripe/secret-key',
    stripeWebhookSecretParameter: '/inkslot/local/stripe/webhook-secret',
    stripeConnectWebhookSecretParameter: '/inkslot/local/stripe/connect-webhook-secret',
    outboundAllowedOrigins: ['http://127.0.0.1:9', 'http://127.0.0.1:10'],
    originVerifySecret: 'origin-secret',
  });

  it("gives the functions the origin secret the gateway adds, as CloudFront's custom header (ADR 0068)", () => {
    expect(env.ORIGIN_VERIFY_SECRET).toBe('origin-secret');
  });

  it('names the loopback test origins outbound requests may reach, and nothing else (ADR 0065)', () => {
    expect(env.OUTBOUND_ALLOWED_ORIGINS).toBe('http://127.0.0.1:9,http://127.0.0.1:10');
  });

  it('points each SDK client at its stand-in by the standard variable names', () => {
    expect(env).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_DYNAMODB_STREAMS: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_EVENTBRIDGE: 'http://127.0.0.1:2',
      AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:3',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:5',
      AWS_ENDPOINT_URL_SSM: 'http://127.0.0.1:6',
      AWS_ENDPOINT_URL_CLOUDFRONT: 'http://127.0.0.1:7',
      AWS_REGION: 'eu-west-3',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });

  it('sets every variable functions/lib/env.ts requires', () => {
    for (const name of [
      'TABLE_NAME',
      'EVENT_BUS_NAME',
      'USER_POOL_ID',
      'APP_URL',
      'MAIL_FROM',
      'MEDIA_BUCKET',
      'PORTAL_ISSUER',
      'PORTAL_AUDIENCE',
      'PORTAL_SIGNING_KEY_PARAMETER',
      'DISTRIBUTION_ID_PARAMETER',
    ]) {
      expect(env[name], name).toBeTruthy();
    }
  });
});
