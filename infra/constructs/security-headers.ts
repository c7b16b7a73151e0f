import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '#shared/config/security-headers.ts';

export interface SecurityHeadersProps {
  namePrefix: string;
  /** Hosts the browser talks to besides the app's origin: Cognito's API, its hosted UI, S3 uploads. */
  cognitoApiHost: string;
  hostedUiHost: string;
  mediaUploadHost: string;
  /** The live connections' WebSocket API (ADR 0041). */
  liveHost: string;
}

/** The Content-Security-Policy of the app: same origin, plus exactly the AWS endpoints the SPA calls. */
function appContentSecurityPolicy(props: Omit<SecurityHeadersProps, 'namePrefix'>) {
  const hostedUi = `https://${props.hostedUiHost}`;
  const media = `https://${props.mediaUploadHost}`;
  return contentSecurityPolicy({
    connect: [`https://${props.cognitoApiHost}`, hostedUi, media, `wss://${props.liveHost}`],
    formAction: [hostedUi],
    images: [media],
    https: true,
  });
}

/** Response headers policies: one for the app and the API, one for immutable media variants. */
export class SecurityHeaders extends Construct {
  readonly app: cloudfront.ResponseHeadersPolicy;
  readonly media: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    const securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: { contentSecurityPolicy: appContentSecurityPolicy(props), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
        override: true,
      },
      frameOptions: { frameOption: FRAME_OPTIONS as cloudfront.HeadersFrameOption, override: true },
    };
    const common = [
      { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
      { header: 'Cross-Origin-Opener-Policy', value: OPENER_POLICY, override: true },
    ];
    this.app = new cloudfront.ResponseHeadersPolicy(this, 'App', {
      responseHeadersPolicyName: `${props.namePrefix}-app`,
      comment: 'Inkslot: strict CSP, HSTS, nosniff, referrer policy, no framing',
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: common },
      removeHeaders: ['Server', 'X-Powered-By'],
    });
    this.media = new cloudfront.ResponseHeadersPolicy(this, 'Media', {
      responseHeadersPolicyName: `${props.namePrefix}-media`,
      comment: 'Inkslot media variants: immutable, plus the security headers',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: [
          ...common,
          { header: 'Cache-Control', value: 'public, max-age=31536000, immutable', override: true },
        ],
      },
    });
  }
}
