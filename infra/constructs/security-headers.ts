import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface SecurityHeadersProps {
  namePrefix: string;
  /** Hosts the browser talks to besides the app's origin: Cognito's API, its hosted UI, S3 uploads. */
  cognitoApiHost: string;
  hostedUiHost: string;
  mediaUploadHost: string;
}

/** The Content-Security-Policy of the app: same origin, plus exactly the AWS endpoints the SPA calls. */
export function contentSecurityPolicy(props: Omit<SecurityHeadersProps, 'namePrefix'>) {
  const cognitoApi = `https://${props.cognitoApiHost}`;
  const hostedUi = `https://${props.hostedUiHost}`;
  const media = `https://${props.mediaUploadHost}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${media}`,
    "font-src 'self'",
    `connect-src 'self' ${cognitoApi} ${hostedUi} ${media}`,
    `form-action 'self' ${hostedUi}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    'upgrade-insecure-requests',
  ].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Response headers policies: one for the app and the API, one for immutable media variants. */
export class SecurityHeaders extends Construct {
  readonly app: cloudfront.ResponseHeadersPolicy;
  readonly media: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    const securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
    };
    const common = [
      { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
      { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
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
