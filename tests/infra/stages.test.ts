import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStageConfig } from '#infra/config.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { resources } from './support/template.ts';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
let prod: SynthResult;

beforeAll(() => {
  prod = synthInkslot({
    context: {
      stage: 'prod',
      certificateArn: CERTIFICATE,
      googleClientId: 'google-client-id',
      googleClientSecretName: 'inkslot/prod/google-client-secret',
      appleServicesId: 'app.inkslot.signin',
      appleTeamId: 'TEAMID1234',
      appleKeyId: 'KEYID12345',
      applePrivateKeySecretName: 'inkslot/prod/apple-private-key',
    },
  });
});

describe('stages', () => {
  it('names the stacks Inkslot-<stage>-<Name>', () => {
    const names = [prod.ops, prod.data, prod.auth, prod.events, prod.api, prod.web].map(
      (stack) => stack.stackName,
    );
    expect(names).toEqual(
      ['Ops', 'Data', 'Auth', 'Events', 'Api', 'Web'].map((name) => `Inkslot-prod-${name}`),
    );
  });

  it('protects and retains the prod table and user pool', () => {
    const data = prod.template(prod.data);
    data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: { TableName: 'inkslot-prod' },
    });
    const [table] = Object.values(resources(data, 'AWS::DynamoDB::GlobalTable'));
    expect(table!.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    prod.template(prod.auth).hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: { DeletionProtection: 'ACTIVE' },
    });
  });

  it('adds Google and Apple sign-in from context, with secrets from Secrets Manager', () => {
    const auth = prod.template(prod.auth);
    const providers = resources(auth, 'AWS::Cognito::UserPoolIdentityProvider');
    expect(Object.values(providers).map((p) => p.Properties.ProviderName)).toEqual([
      'Google',
      'SignInWithApple',
    ]);
    const secrets = JSON.stringify(providers);
    expect(secrets).toContain('{{resolve:secretsmanager:inkslot/prod/google-client-secret:SecretString:::}}');
    expect(secrets).toContain('{{resolve:secretsmanager:inkslot/prod/apple-private-key:SecretString:::}}');
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', ...Object.keys(providers).map((id) => ({ Ref: id }))],
      CallbackURLs: ['https://inkslot.app/login'],
    });
    expect(prod.web.runtimeConfig.cognito.socialProviders).toEqual(['Google', 'SignInWithApple']);
    expect(prod.web.runtimeConfig.stage).toBe('prod');
  });

  it('serves the app domain with its certificate and TLS 1.2 at least', () => {
    const [distribution] = Object.values(resources(prod.template(prod.web), 'AWS::CloudFront::Distribution'));
    expect(distribution!.Properties.DistributionConfig).toMatchObject({
      Aliases: ['inkslot.app'],
      ViewerCertificate: { AcmCertificateArn: CERTIFICATE, MinimumProtocolVersion: 'TLSv1.2_2021' },
    });
  });

  it('throttles prod harder and keeps logs longer', () => {
    expect(prod.config.throttle.rateLimit).toBeGreaterThan(50);
    prod.template(prod.api).hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('refuses an unknown stage and half-configured identity providers', () => {
    const config = (context: Record<string, string>) => readStageConfig(new App({ context }).node);
    expect(() => config({ stage: 'qa' })).toThrow(/stage must be one of/);
    expect(() => config({ googleClientId: 'x' })).toThrow(/googleClientSecretName/);
    expect(() => config({ appleTeamId: 'x' })).toThrow(/appleServicesId/);
    expect(config({}).stage).toBe('dev');
    expect(config({ callbackUrls: 'https://a.test/cb, https://b.test/cb' }).callbackUrls).toEqual([
      'https://a.test/cb',
      'https://b.test/cb',
    ]);
  });

  it('names a real seller on prod receipts, or stops: no invented company (ADR 0086)', () => {
    const config = (context: Record<string, string>) => readStageConfig(new App({ context }).node);
    expect(() => config({ stage: 'prod' })).toThrow(/sellerLegalName=.*sellerAddress=/);
    expect(() => config({ stage: 'prod', sellerLegalName: 'Inkslot SAS' })).toThrow(/sellerAddress/);
    const named = { stage: 'prod', sellerLegalName: 'Inkslot SAS', sellerAddress: '5 rue X, 75011 Paris' };
    expect(config(named).seller).toEqual({ legalName: 'Inkslot SAS', address: '5 rue X, 75011 Paris' });
    expect(config({ stage: 'staging' }).seller.address).toMatch(/not a valid receipt/);
  });
});
