import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#functions/lib/rate-limit/source-address.ts';
import type { StageConfig } from '#infra/config.ts';
import { accessLogsBucket, privateBucket } from '#infra/constructs/buckets.ts';
import { EdgeAccessLogs } from '#infra/constructs/edge-access-logs.ts';
import { SecurityHeaders } from '#infra/constructs/security-headers.ts';
import { SiteDeployment, webBuild } from '#infra/constructs/site-deployment.ts';
import { API_ORIGIN_ID, SPA_ROUTING_CODE } from '#infra/constructs/spa-routing.ts';
import { type Acknowledgement, acknowledgeFindings, IAM4, IAM5 } from '#infra/lib/nag.ts';
import { EDGE_CACHED_API_PREFIX } from '#shared/api/cache-control.ts';
import { type RuntimeConfig, runtimeConfig } from '#shared/config/runtime-config.ts';
import { API_STAGE_NAME } from './api-stack.ts';
import type { SocialProvider } from './auth-stack.ts';
import { MEDIA_VARIANT_PREFIX } from './data-stack.ts';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  apiOriginDomain: string;
  /** The API's origin secret, sent as `x-origin-verify` on every request to it (ADR 0068). */
  apiOriginSecret: string;
  /** The live connections' WebSocket API host: the SPA connects to it (Content-Security-Policy). */
  liveHost: string;
  media: { bucketArn: string; bucketRegionalDomainName: string };
  /** The Edge stack's WAFv2 web ACL (us-east-1, ADR 0069). */
  webAclArn: string;
  auth: {
    userPoolId: string;
    userPoolClientId: string;
    oauthDomain: string;
    socialProviders: SocialProvider[];
  };
}

/** The one origin of the product: the SPA, `/api/*` to the HTTP API, `/media/*` to the media bucket. */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteBucket: s3.Bucket;
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = accessLogsBucket(this, 'AccessLogs', config, { acls: true });
    this.siteBucket = privateBucket(this, 'Site', { config, logs, logPrefix: 'site/' });
    const media = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', props.media);

    const headers = new SecurityHeaders(this, 'Headers', {
      namePrefix: config.namePrefix,
      cognitoApiHost: `cognito-idp.${this.region}.amazonaws.com`,
      hostedUiHost: props.auth.oauthDomain,
      mediaUploadHost: props.media.bucketRegionalDomainName,
      liveHost: props.liveHost,
    });
    // The routing function selects this origin by id for artists' public pages (link previews).
    const apiOrigin = new origins.HttpOrigin(props.apiOriginDomain, {
      originId: API_ORIGIN_ID,
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.apiOriginSecret },
    });
    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      functionName: `${config.namePrefix}-spa-routing`,
      comment: 'Artist pages to the API (link previews), SPA routes to /index.html, static files untouched',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_ROUTING_CODE),
    });
    const { mediaCache, publicReadsCache } = this.cachePolicies(config);

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Inkslot ${config.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      ...(config.certificateArn && {
        domainNames: [config.domainName],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // Access logs: standard logging v2 without the request's path (EdgeAccessLogs below, ADR 0072).
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers.app,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`/${API_STAGE_NAME}${EDGE_CACHED_API_PREFIX}*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          // The booking form posts here too: CloudFront caches only GET/HEAD, and only `public` answers.
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: publicReadsCache,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.app,
        },
        [`/${API_STAGE_NAME}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.app,
        },
        [`/${MEDIA_VARIANT_PREFIX}*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(media),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: mediaCache,
          responseHeadersPolicy: headers.media,
        },
      },
    });

    this.runtimeConfig = runtimeConfig.parse({
      stage: config.stage,
      apiBaseUrl: `/${API_STAGE_NAME}`,
      buildId: config.buildId ?? webBuild()?.buildId ?? 'unbuilt',
      cognito: {
        userPoolId: props.auth.userPoolId,
        userPoolClientId: props.auth.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        oauthDomain: props.auth.oauthDomain,
        socialProviders: props.auth.socialProviders,
      },
      features: {},
    } satisfies RuntimeConfig);
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: `Point ${config.domainName} here (CNAME or alias)`,
    });
    new CfnOutput(this, 'AppUrl', { value: config.appUrl });
    new ssm.StringParameter(this, 'DistributionId', {
      parameterName: config.distributionIdParameter,
      description: 'The distribution whose cache the edge-cache consumer invalidates (ADR 0039)',
      stringValue: this.distribution.distributionId,
    });
    const site = new SiteDeployment(this, 'Deploy', {
      bucket: this.siteBucket,
      distribution: this.distribution,
      runtimeConfig: this.runtimeConfig,
      appUrl: config.appUrl,
    });

    const edgeLogs = new EdgeAccessLogs(this, 'EdgeAccessLogs', {
      distribution: this.distribution,
      bucket: logs,
      namePrefix: config.namePrefix,
    });

    acknowledgeFindings([
      ...edgeLogs.findings,
      {
        scope: this,
        id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason: "The media bucket's own policy (Data stack) lets this account's distributions read media/*.",
      },
      {
        scope: this.distribution,
        id: 'AwsSolutions-CFR3',
        reason:
          "Access logs are on through standard logging v2 (EdgeAccessLogs: chosen fields, never the request's path, ADR 0072), which this rule does not see.",
      },
      {
        scope: this.distribution,
        id: 'AwsSolutions-CFR1',
        reason: 'Artists and their clients may be anywhere: no geo restriction by design.',
      },
      ...(config.certificateArn
        ? []
        : [
            {
              scope: this.distribution,
              id: 'AwsSolutions-CFR4',
              reason:
                'Without certificateArn the distribution serves only its cloudfront.net name, whose default certificate allows TLSv1; deploy with a certificate for real traffic.',
            },
          ]),
      ...site.deployments.slice(0, 1).flatMap(bucketDeploymentFindings),
    ]);
  }

  /** The cache policies of the media variants and of the artists' public reads. */
  private cachePolicies(config: WebStackProps['config']) {
    const mediaCache = new cloudfront.CachePolicy(this, 'MediaCache', {
      cachePolicyName: `${config.namePrefix}-media`,
      comment: 'Media variants are content-addressed: cache for a year',
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The artists' public pages and slots: cached as their answers say (`s-maxage`, short) and
    // invalidated by the edge-cache consumer on every change (ADR 0039). The key is the path and the
    // query string: the answers vary with nothing else.
    const publicReadsCache = new cloudfront.CachePolicy(this, 'PublicReadsCache', {
      cachePolicyName: `${config.namePrefix}-public-reads`,
      comment: "Artists' public pages and slots: as long as their s-maxage says",
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    return { mediaCache, publicReadsCache };
  }
}

/** The BucketDeployment handler: a Lambda function and role that CDK owns, not ours to tune. */
function bucketDeploymentFindings(deployment: BucketDeployment): Acknowledgement[] {
  const reason =
    'CDK-owned BucketDeployment handler, run only at deploy time to copy the SPA build into the site bucket.';
  const handler = deployment.handlerRole.node.scope!;
  return [
    { scope: handler, id: 'AwsSolutions-IAM4', granular: IAM4, reason },
    { scope: handler, id: 'AwsSolutions-IAM5', granular: IAM5, reason },
    {
      scope: handler,
      id: 'AwsSolutions-L1',
      reason: `${reason} Its Python runtime is pinned by aws-cdk-lib.`,
    },
  ];
}
