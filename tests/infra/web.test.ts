import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/rate-limit/source-address.ts';
import { EDGE_LOG_FIELDS } from '#infra/constructs/edge-access-logs.ts';
import { API_ORIGIN_ID, SPA_ROUTING_CODE } from '#infra/constructs/spa-routing.ts';
import { runtimeConfig } from '#shared/config/runtime-config.ts';
import { artistPageApiPath, STATIC_FILE } from '#shared/domain/artist-page-path.ts';
import { sitePageFile } from '#shared/domain/site-pages.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { type Json, logicalId, resources } from './support/template.ts';

let app: SynthResult;
let web: Template;
let config: Record<string, Json>;

/** CloudFront's managed policies. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

beforeAll(() => {
  app = synthInkslot();
  web = app.template(app.web);
  config = Object.values(resources(web, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
});

function originOf(behavior: Record<string, Json>) {
  return (config.Origins as Record<string, Json>[]).find((origin) => origin.Id === behavior.TargetOriginId)!;
}

/** The routing function's code run with a stand-in for CloudFront's `cloudfront` module. */
function routingFunction() {
  let origin = 'site';
  const cf = { selectRequestOriginById: (id: string) => (origin = id) };
  const code = SPA_ROUTING_CODE.replace("import cf from 'cloudfront';", '');
  const handler = new Function('cf', `${code}; return handler;`)(cf) as (event: unknown) => { uri: string };
  return {
    route(uri: string, method = 'GET') {
      origin = 'site';
      return { uri: handler({ request: { uri, method } }).uri, origin };
    },
  };
}

function behavior(path: string) {
  return (config.CacheBehaviors as Record<string, Json>[]).find((b) => b.PathPattern === path)!;
}

describe('Web stack', () => {
  it('serves the SPA from the private site bucket through OAC, routing SPA paths with a function', () => {
    const root = config.DefaultCacheBehavior;
    expect(root).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
    });
    expect(originOf(root).OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(originOf(root).DomainName)).toContain(logicalId(app.web, app.web.siteBucket));
    expect(root.FunctionAssociations).toHaveLength(1);
    expect(root.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    // Access logs go through standard logging v2 (without the request's path), not the legacy log.
    expect(config.Logging).toBeUndefined();
  });

  it("logs CloudFront's requests without their path or query: the calendar feed's secret never lands in a log (ADR 0072)", () => {
    // Each deploy-time SDK call, its JSON with CloudFormation's references written as `REF`.
    const calls = Object.values(resources(web, 'Custom::AWS')).map((resource) => {
      const create = resource.Properties.Create as string | { 'Fn::Join': [string, Json[]] };
      const text =
        typeof create === 'string'
          ? create
          : create['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'REF')).join('');
      return JSON.parse(text) as { action: string; region: string; parameters: Record<string, unknown> };
    });
    const byAction = (action: string) => calls.find((call) => call.action === action);
    const source = byAction('PutDeliverySource');
    const delivery = byAction('CreateDelivery');
    expect(byAction('PutDeliveryDestination')).toBeDefined();
    expect(source?.region).toBe('us-east-1');
    expect(source?.parameters?.logType).toBe('ACCESS_LOGS');
    // The partition is `aws` as written by CDK once the stacks' region is known (ADR 0069), else a reference.
    expect(source?.parameters.resourceArn).toMatch(/^arn:(REF|aws):cloudfront::REF:distribution\/REF$/);
    const fields = delivery?.parameters?.recordFields as string[];
    expect(fields).toEqual([...EDGE_LOG_FIELDS]);
    for (const field of ['date', 'c-ip', 'cs-method', 'sc-status', 'x-edge-request-id', 'cs(User-Agent)'])
      expect(fields).toContain(field);
    for (const field of ['cs-uri-stem', 'cs-uri-query', 'cs(Cookie)']) expect(fields).not.toContain(field);
    // The log bucket takes CloudWatch Logs' delivery under cloudfront/.
    const policies = JSON.stringify(resources(web, 'AWS::S3::BucketPolicy'));
    expect(policies).toContain('delivery.logs.amazonaws.com');
  });

  it('forwards /api/* to the HTTP API: no cache, every viewer header but Host, every method', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = originOf(api);
    expect(origin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
  });

  it("proves to the API that a request came through CloudFront: the API stack's generated origin secret as x-origin-verify (ADR 0068)", () => {
    const headers = originOf(behavior('/api/*')).OriginCustomHeaders as {
      HeaderName: string;
      HeaderValue: Json;
    }[];
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    // A Secrets Manager dynamic reference to the API stack's secret, resolved by CloudFormation at deploy.
    const value = JSON.stringify(headers[0]!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    const api = app.template(app.api);
    const secrets = resources(api, 'AWS::SecretsManager::Secret');
    expect(Object.values(secrets).map((secret) => secret.Properties.GenerateSecretString)).toEqual([
      expect.objectContaining({ ExcludePunctuation: true, PasswordLength: 48 }),
    ]);
    // The API's functions read the same secret, so a caller straight at execute-api is keyed by its own address.
    for (const fn of Object.values(resources(api, 'AWS::Lambda::Function'))) {
      expect(JSON.stringify(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET)).toContain(
        '{{resolve:secretsmanager:',
      );
    }
  });

  it('serves /media/* from the media bucket with a year-long cache and immutable responses', () => {
    const media = behavior('/media/*');
    expect(originOf(media).OriginAccessControlId).toBeDefined();
    expect(media.FunctionAssociations).toBeUndefined();
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: { DefaultTTL: 31_536_000, MaxTTL: 31_536_000 },
    });
    const policies = Object.values(resources(web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const mediaHeaders = policies.find(
      (p) => p.Properties.ResponseHeadersPolicyConfig.Name === 'inkslot-dev-media',
    )!;
    expect(JSON.stringify(mediaHeaders)).toContain('public, max-age=31536000, immutable');
  });

  it('sends the security headers on the app and the API: strict CSP, HSTS, nosniff, referrer policy, DENY', () => {
    const appHeaders = Object.values(resources(web, 'AWS::CloudFront::ResponseHeadersPolicy')).find(
      (p) => p.Properties.ResponseHeadersPolicyConfig.Name === 'inkslot-dev-app',
    )!;
    const headers = appHeaders.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: blob: https://",
      "connect-src 'self' https://cognito-idp.",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // Inline <style> elements only (Radix's scroll lock, ADR 0040): never inline script, never eval.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
    expect(csp).toContain("style-src-elem 'self' 'unsafe-inline'");
    expect(headers).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
      FrameOptions: { FrameOption: 'DENY' },
    });
    const appId = logicalId(app.web, app.web.node.findChild('Headers').node.findChild('App'));
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: appId });
    expect(behavior('/api/*').ResponseHeadersPolicyId).toEqual({ Ref: appId });
  });

  it('routes SPA paths to /index.html and leaves static files alone', () => {
    const { route } = routingFunction();
    expect(route('/app/bookings')).toEqual({ uri: '/index.html', origin: 'site' });
    expect(route('/portal/login')).toEqual({ uri: '/index.html', origin: 'site' });
    expect(route('/ink-mia/form/confirm/r1')).toEqual({ uri: '/index.html', origin: 'site' });
    // The booking form's first paths: the app's entry with the page's data, from the API (ADR 0106).
    expect(route('/ink-mia/form')).toEqual({ uri: '/api/pages/ink-mia/form', origin: API_ORIGIN_ID });
    expect(route('/ink-mia/form/flash/')).toEqual({
      uri: '/api/pages/ink-mia/form/flash',
      origin: API_ORIGIN_ID,
    });
    expect(route('/ink-mia/form', 'POST')).toEqual({ uri: '/index.html', origin: 'site' });
    expect(route('/assets/index-abc123.js')).toEqual({ uri: '/assets/index-abc123.js', origin: 'site' });
    expect(route('/config.json')).toEqual({ uri: '/config.json', origin: 'site' });
    expect(route('/favicon.ico')).toEqual({ uri: '/favicon.ico', origin: 'site' });
  });

  it('sends the landing and the legal pages to their prerendered files (ADR 0034)', () => {
    const { route } = routingFunction();
    expect(route('/sitemap.xml')).toEqual({ uri: '/api/sitemap.xml', origin: API_ORIGIN_ID });
    expect(route('/')).toEqual({ uri: '/landing.html', origin: 'site' });
    expect(route('/terms')).toEqual({ uri: '/terms.html', origin: 'site' });
    expect(route('/terms/')).toEqual({ uri: '/terms.html', origin: 'site' });
    expect(route('/privacy')).toEqual({ uri: '/privacy.html', origin: 'site' });
    for (const uri of ['/terms/more', '/privacy/x/y'])
      expect(route(uri), uri).toEqual({ uri: '/index.html', origin: 'site' });
  });

  it("sends GETs of artists' public pages to the API origin's link-preview route", () => {
    const { route } = routingFunction();
    expect(route('/john.doe')).toEqual({ uri: '/api/pages/john.doe', origin: API_ORIGIN_ID });
    expect(route('/Ink-Mia/')).toEqual({ uri: '/api/pages/Ink-Mia', origin: API_ORIGIN_ID });
    expect(route('/ink-mia/flashs/0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9a11')).toEqual({
      uri: '/api/pages/ink-mia/flashs/0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9a11',
      origin: API_ORIGIN_ID,
    });
    expect(route('/ink-mia/done/abc-1')).toEqual({
      uri: '/api/pages/ink-mia/done/abc-1',
      origin: API_ORIGIN_ID,
    });
    // Reserved words are the SPA's own routes; HEAD and other methods stay on the bucket.
    for (const uri of ['/login', '/app', '/Portal', '/404', '/signup']) {
      expect(route(uri), uri).toEqual({ uri: '/index.html', origin: 'site' });
    }
    expect(route('/john.doe', 'HEAD')).toEqual({ uri: '/index.html', origin: 'site' });
  });

  it('routes exactly as the local gateway does (both from shared/domain/artist-page-path.ts)', () => {
    const { route } = routingFunction();
    const uris = [
      '/',
      '/terms',
      '/privacy/',
      '/constructor',
      '/__proto__',
      '/hasOwnProperty',
      '/demo',
      '/demo/',
      '/DEMO',
      '/d',
      '/a.b_c-d',
      '/.hidden',
      '/-dash',
      '/demo/flashs',
      '/demo/flashs/1',
      '/demo/done/x',
      '/demo/form',
      '/DEMO/form/',
      '/demo/form/flash',
      '/demo/form/confirmation',
      '/demo/form/confirm/r1',
      '/app/form',
      '/robots.txt/form',
      '/demo/flashs/1/2',
      '/demo/flashs/%41',
      '/robots.txt',
      '/index.html',
      '/api',
      '/media',
      '/settings',
      `/${'a'.repeat(30)}`,
      `/${'a'.repeat(31)}`,
      '/@vite/client',
      '/src/main.tsx',
    ];
    for (const uri of uris) {
      const local = artistPageApiPath(uri);
      expect(route(uri), uri).toEqual(
        local
          ? { uri: local, origin: API_ORIGIN_ID }
          : { uri: STATIC_FILE.test(uri) ? uri : (sitePageFile(uri) ?? '/index.html'), origin: 'site' },
      );
    }
  });

  it('gives the HTTP API origin the id the routing function selects, and imports the cloudfront module first', () => {
    const api = behavior('/api/*');
    expect(api.TargetOriginId).toBe(API_ORIGIN_ID);
    expect(originOf(api).Id).toBe(API_ORIGIN_ID);
    expect(SPA_ROUTING_CODE.split('\n')[0]).toBe("import cf from 'cloudfront';");
    const fn = Object.values(resources(web, 'AWS::CloudFront::Function'))[0]!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(Buffer.byteLength(SPA_ROUTING_CODE)).toBeLessThan(10_240);
  });

  it('deploys a config.json of the runtime-config shape, with SRP sign-in and the API under /api', () => {
    expect(runtimeConfig.safeParse(app.web.runtimeConfig).success).toBe(true);
    expect(app.web.runtimeConfig).toMatchObject({
      stage: 'dev',
      apiBaseUrl: '/api',
      cognito: { authFlowType: 'USER_SRP_AUTH', socialProviders: [] },
    });
    expect(app.web.runtimeConfig.cognito.oauthDomain).toContain('.auth.');
    const deployments = Object.values(resources(web, 'Custom::CDKBucketDeployment'));
    const entry = deployments.find((d) => d.Properties.DistributionPaths)!;
    expect(entry.Properties).toMatchObject({ Prune: false, DistributionPaths: ['/*'] });
    expect(entry.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });
});
