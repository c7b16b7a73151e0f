import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { AppFunction } from '#infra/constructs/app-function.ts';
import { grantConsentObjects } from '#infra/lib/consent-grants.ts';
import { functionEnvironment } from '#infra/lib/function-environment.ts';
import { sendEmailResources } from '#infra/lib/mail.ts';
import { type Acknowledgement, acknowledgeFindings, findingsEndingWith, IAM5 } from '#infra/lib/nag.ts';
import { PUSH_DEVICES_GROUP, vapidKeyReading } from '#infra/lib/push-grants.ts';
import { pascal, routeGroups } from '#infra/lib/route-groups.ts';
import { SHARE_CARD_GROUP, shareCardNativeModules } from '#infra/lib/share-card-packaging.ts';
import { stageAccessLogs } from '#infra/lib/stage-access-logs.ts';
import { grantStripeSecrets, STRIPE_API_GROUP } from '#infra/lib/stripe-grants.ts';
import { grantTableAccess } from '#infra/lib/table-access.ts';
import type { AuthKind, RouteDefinition } from '#shared/api/route-types.ts';
import { type RouteId, routes } from '#shared/api/routes.ts';
import {
  MEDIA_EXPORT_PREFIX,
  MEDIA_PRIVATE_PREFIX,
  MEDIA_UPLOAD_PREFIX,
  MEDIA_VARIANT_PREFIX,
} from './data-stack.ts';

/** The route group that deletes accounts (shared/api/routes/account.ts). */
const ACCOUNT_GROUP = 'account';
const SUPERADMIN_GROUP = 'superadmin';
/** The stage name is the path prefix CloudFront forwards: `/api/*` on the app's origin. */
export const API_STAGE_NAME = 'api';
/** The route group that signs image uploads (shared/api/routes/images.ts). */
export const MEDIA_GROUP = 'media';
/**
 * Groups that hand out presigned GETs of `private/*`: message photos to their parties (ADR 0041);
 * clients' reference images to the request's artist (`inbox`, `bookings`) and client
 * (`portal-bookings`), and to the form that uploads them (`media`); bug screenshots to the
 * superadmin (ADR 0072).
 */
const PRIVATE_PHOTO_GROUPS = [
  MEDIA_GROUP,
  'messages',
  'portal-messages',
  'inbox',
  'bookings',
  'portal-bookings',
  'superadmin',
];

export { SHARE_CARD_GROUP };
/** The route group that signs portal tokens and emails sign-in codes (shared/api/routes/portal-auth.ts). */
export const PORTAL_AUTH_GROUP = 'portal-auth';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  table: ITableV2;
  eventBusName: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoIssuer: string;
  /** The media bucket: the `media` group signs the browsers' uploads into `uploads/`. */
  mediaBucket: { bucketName: string; bucketArn: string };
  /** The live connections' WebSocket URL (the Events stack's), handed to the SPA with each ticket. */
  liveUrl: string;
  /** The consent bucket (ADR 0089): the `consent` group puts the signed PDFs and signs their GETs. */
  consentBucket: { bucketName: string; bucketArn: string };
}

/** The route group that keeps signed consents (shared/api/routes/consent.ts). */
const CONSENT_GROUP = 'consent';

/** The HTTP API, built from the route table: one function per route group, one route per entry. */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** `<api-id>.execute-api.<region>.amazonaws.com`, CloudFront's origin for `/api/*`. */
  readonly originDomain: string;
  /**
   * The secret CloudFront adds to its requests to the API (`x-origin-verify`, ADR 0068): only then is
   * `CloudFront-Viewer-Address` trusted as the caller's address; a caller straight at execute-api is
   * keyed by its own.
   */
  readonly originVerify: secretsmanager.Secret;
  readonly functions = new Map<string, AppFunction>();
  private uploadSigning?: iam.IRole;
  private readonly privatePhotoSigning: iam.IRole[] = [];
  private shareCards?: iam.IRole;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: config.namePrefix,
      description: `Inkslot ${config.stage} API (served under /api by CloudFront)`,
      createDefaultStage: false,
    });
    this.stage = new apigw.HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: API_STAGE_NAME,
      autoDeploy: true,
      throttle: config.throttle,
      accessLogSettings: stageAccessLogs(this, config, {
        method: '$context.httpMethod',
        // The route's key (`GET /calendar/{feed}`), never the raw path: a path may carry a secret,
        // the calendar feed's (ADR 0072).
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        integrationLatency: '$context.integrationLatency',
        integrationError: '$context.integrationErrorMessage',
        authorizerError: '$context.authorizer.error',
        userAgent: '$context.identity.userAgent',
      }),
    });
    this.originDomain = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    new CfnOutput(this, 'StageUrl', {
      value: this.stage.url,
      description: 'Direct URL of the API stage (CloudFront serves it as /api)',
    });

    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      description: 'Header CloudFront adds to API requests: the viewer address is then trusted (ADR 0068)',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const environment = {
      ...functionEnvironment({
        config,
        tableName: props.table.tableName,
        eventBusName: props.eventBusName,
        userPoolId: props.userPoolId,
        mediaBucketName: props.mediaBucket.bucketName,
        consentBucketName: props.consentBucket.bucketName,
        liveUrl: props.liveUrl,
      }),
      // Resolved by CloudFormation at deploy (a Secrets Manager dynamic reference), as CloudFront's header is.
      ORIGIN_VERIFY_SECRET: this.originVerify.secretValue.unsafeUnwrap(),
    };
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const group of routeGroups()) {
      const fn = new AppFunction(this, `Http${pascal(group.name)}`, {
        config,
        entry: group.entry,
        name: `http-${group.name}`,
        description: groupDescription(group.name, group.routeIds),
        environment,
        timeout: Duration.seconds(10),
        // sharp's prebuilt Linux x64 binaries and the cards' fonts come from node_modules (ADR 0036).
        ...(group.name === SHARE_CARD_GROUP && {
          architecture: lambda.Architecture.X86_64,
          memorySize: 1024,
          nativeModules: shareCardNativeModules(),
        }),
      });
      this.grantGroup(group, fn, props);
      this.functions.set(group.name, fn);
      // One invoke permission per function for the whole API, not one per route: 183 routes made 183
      // permissions and took the stack past CloudFormation's 500 resources (the API's own routes stay
      // the only way in: the permission names this API's id).
      integrations.set(
        group.name,
        new HttpLambdaIntegration(`${pascal(group.name)}Integration`, fn.fn, {
          scopePermissionToRoute: false,
        }),
      );
    }

    const authorizers = this.authorizers(props);
    const publicRoutes: apigw.HttpRoute[] = [];
    for (const [routeId, route] of Object.entries(routes) as [RouteId, RouteDefinition][]) {
      const httpRoute = new apigw.HttpRoute(this, `Route${pascal(routeId)}`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: integrations.get(route.group)!,
        authorizer: authorizers[route.auth](),
      });
      if (route.auth === 'public') publicRoutes.push(httpRoute);
    }

    acknowledgeFindings([
      {
        scope: this.originVerify,
        id: 'AwsSolutions-SMG4',
        reason:
          'The origin secret is set in CloudFront and the functions by the same deployment: it is rotated by redeploying with a new value, never by a rotation Lambda that would leave CloudFront behind.',
      },
      ...(this.uploadSigning
        ? [
            {
              scope: this.uploadSigning,
              id: 'AwsSolutions-IAM5',
              granular: findingsEndingWith(
                IAM5,
                `/${MEDIA_UPLOAD_PREFIX}*`,
                `/${MEDIA_VARIANT_PREFIX}*`,
                `/${MEDIA_EXPORT_PREFIX}*`,
              ),
              afterReferences: true,
              reason:
                "The media group signs uploads to uploads/{artistId}/{imageId} (each presigned POST fixes its exact key), and builds an artist's data export from their variants under media/{artistId}/ into exports/{artistId}/.",
            },
          ]
        : []),
      ...this.privatePhotoSigning.map((role) => ({
        scope: role,
        id: 'AwsSolutions-IAM5',
        granular: findingsEndingWith(IAM5, `/${MEDIA_PRIVATE_PREFIX}*`),
        afterReferences: true,
        reason:
          'Signs GETs of private images under private/{artistId}/{imageId}/ (message photos, reference images, bug screenshots) only after checking the caller may see them (a party to the conversation or request, the superadmin); each URL fixes its exact key.',
      })),
      ...(this.shareCards
        ? [
            {
              scope: this.shareCards,
              id: 'AwsSolutions-IAM5',
              granular: findingsEndingWith(IAM5, `/${MEDIA_VARIANT_PREFIX}*`, `/${MEDIA_VARIANT_PREFIX}og/*`),
              afterReferences: true,
              reason:
                'The share cards read any public image variant (media/*: the first flash of any artist) and write their own cards (media/og/*).',
            },
          ]
        : []),
      ...publicRoutes.map(
        (route): Acknowledgement => ({
          scope: route,
          id: 'AwsSolutions-APIG4',
          reason: "The route table declares this route 'public': anyone may call it, by design.",
        }),
      ),
    ]);
  }

  /**
   * The `media` group answers presigned POSTs: S3 accepts the upload only if the signer may put the
   * object, so this function (and no other) may write `uploads/*`; it reads nothing of the bucket.
   */
  private grantUploadSigning(fn: AppFunction, bucket: { bucketArn: string }) {
    const uploads = `${bucket.bucketArn}/${MEDIA_UPLOAD_PREFIX}*`;
    allowOn(fn, ['s3:PutObject'], uploads);
    // The data export (`POST /me/export`) reads the artist's variants and writes, then signs, the
    // archive under `exports/` (kept a day).
    allowOn(fn, ['s3:GetObject'], `${bucket.bucketArn}/${MEDIA_VARIANT_PREFIX}*`);
    allowOn(fn, ['s3:PutObject', 's3:GetObject'], `${bucket.bucketArn}/${MEDIA_EXPORT_PREFIX}*`);
    this.uploadSigning = fn.role;
  }

  /**
   * Private images are served only by presigned GETs, which S3 honours only if the signer may read
   * the object: the groups that show them to those allowed read `private/*`, nothing else.
   */
  private grantPrivatePhotoSigning(fn: AppFunction, bucket: { bucketArn: string }) {
    allowOn(fn, ['s3:GetObject'], `${bucket.bucketArn}/${MEDIA_PRIVATE_PREFIX}*`);
    this.privatePhotoSigning.push(fn.role);
  }

  /**
   * The `consent` group puts each signed PDF with its retain-until date and reads it back for presigned
   * GETs (ADR 0089); it may delete nothing, and Object Lock would refuse it anyway.
   */
  private grantConsentKeeping(fn: AppFunction, bucket: { bucketArn: string }) {
    grantConsentObjects(
      fn,
      bucket.bucketArn,
      ['s3:PutObject', 's3:PutObjectRetention', 's3:GetObject'],
      'Keeps signed consent PDFs under consents/{artistId}/{bookingId}/ after checking the caller owns the booking; each presigned GET fixes its exact key.',
    );
  }

  /** The `og` group reads the flash images it draws (`media/*`) and keeps its cards (`media/og/*`). */
  private grantShareCards(fn: AppFunction, bucket: { bucketArn: string }) {
    allowOn(fn, ['s3:GetObject'], `${bucket.bucketArn}/${MEDIA_VARIANT_PREFIX}*`);
    allowOn(fn, ['s3:PutObject'], `${bucket.bucketArn}/${MEDIA_VARIANT_PREFIX}og/*`);
    // Without ListBucket S3 answers 403 instead of 404 for a card not drawn yet.
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    this.shareCards = fn.role;
  }

  /**
   * The `portal-auth` group reads the portal's signing keys (the SSM SecureString; the AWS managed
   * key `aws/ssm` lets SSM decrypt for any allowed caller) and emails sign-in codes itself (SES):
   * codes never travel in events (docs/decisions/0024-portal-sessions.md).
   */
  private grantPortalAuth(fn: AppFunction, config: StageConfig) {
    const parameter = this.formatArn({
      service: 'ssm',
      resource: 'parameter',
      resourceName: config.portalSigningKeyParameter.replace(/^\//, ''),
    });
    fn.fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameter] }));
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: sendEmailResources(this, config),
      }),
    );
  }

  /** What a route group's function may touch beyond its routes: the table, and each group's grants. */
  private grantGroup(group: ReturnType<typeof routeGroups>[number], fn: AppFunction, props: ApiStackProps) {
    const { config } = props;
    grantTableAccess(props.table, fn.fn, group.readOnly ? 'read' : 'readWrite');
    if (group.name === MEDIA_GROUP) this.grantUploadSigning(fn, props.mediaBucket);
    if (PRIVATE_PHOTO_GROUPS.includes(group.name)) this.grantPrivatePhotoSigning(fn, props.mediaBucket);
    if (group.name === SHARE_CARD_GROUP) this.grantShareCards(fn, props.mediaBucket);
    if (group.name === CONSENT_GROUP) this.grantConsentKeeping(fn, props.consentBucket);
    // The portal's sign-in reads the signing keys and emails its codes. (The booking form's requests
    // check portal tokens with the public JWKS and leave their code email to a consumer, ADR 0067.)
    if (group.name === PORTAL_AUTH_GROUP) this.grantPortalAuth(fn, config);
    // The ALTCHA key (ADR 0068): the groups that hand out challenges or check proofs.
    if (group.routeIds.some((id) => id === 'getProofOfWorkChallenge' || routes[id].proofOfWork)) {
      const parameter = this.formatArn({
        service: 'ssm',
        resource: 'parameter',
        resourceName: config.altchaKeyParameter.replace(/^\//, ''),
      });
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameter] }),
      );
    }
    if (group.name === STRIPE_API_GROUP) grantStripeSecrets(this, fn.fn, config);
    // The devices' routes answer the VAPID public key a browser subscribes with (ADR 0098).
    if (group.name === PUSH_DEVICES_GROUP) fn.fn.addToRolePolicy(vapidKeyReading(this, config));
    // Deleting an account deletes its sign-in (ADR 0055): this group only, that pool only.
    // The superadmin routes read whether the caller has TOTP on (ADR 0073): that pool, read only.
    if (group.name === ACCOUNT_GROUP || group.name === SUPERADMIN_GROUP)
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions:
            group.name === ACCOUNT_GROUP
              ? ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser']
              : ['cognito-idp:AdminGetUser'],
          resources: [
            this.formatArn({
              service: 'cognito-idp',
              resource: 'userpool',
              resourceName: props.userPoolId,
            }),
          ],
        }),
      );
  }

  /**
   * One authorizer per kind, created on first use: the Cognito issuer for artists and super
   * administrators (the group claim is checked by the handler), the API's own portal issuer for
   * clients, none for public routes.
   */
  private authorizers(props: ApiStackProps): Record<AuthKind, () => apigw.IHttpRouteAuthorizer> {
    const once = <T>(make: () => T) => {
      let value: T | undefined;
      return () => {
        value ??= make();
        return value;
      };
    };
    const cognito = once(
      () =>
        new HttpJwtAuthorizer('Cognito', props.cognitoIssuer, {
          authorizerName: 'cognito',
          jwtAudience: [props.userPoolClientId],
        }),
    );
    const portal = once(
      () =>
        new HttpJwtAuthorizer('Portal', props.config.portalIssuer, {
          authorizerName: 'portal',
          jwtAudience: [props.config.portalAudience],
        }),
    );
    const none = once(() => new apigw.HttpNoneAuthorizer());
    return { public: none, artist: cognito, superadmin: cognito, client: portal };
  }
}

/** A group function's description: its routes, as many as Lambda's 256 characters hold. */
function groupDescription(name: string, routeIds: readonly string[]): string {
  const full = `API routes of the ${name} group: ${routeIds.join(', ')}`;
  if (full.length <= 256) return full;
  const head = `API routes of the ${name} group (${routeIds.length}): `;
  let listed = '';
  for (const id of routeIds) {
    const next = listed ? `${listed}, ${id}` : id;
    if (head.length + next.length + 5 > 256) break;
    listed = next;
  }
  return `${head}${listed}, …`;
}

/** The function may do `actions` on one resource (an ARN, or an S3 key pattern under a bucket's ARN). */
function allowOn(fn: AppFunction, actions: string[], resource: string) {
  fn.fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [resource] }));
}
