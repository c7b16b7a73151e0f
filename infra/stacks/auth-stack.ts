import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { AppFunction } from '#infra/constructs/app-function.ts';
import { WebAcl } from '#infra/constructs/web-acl.ts';
import { acknowledgeFindings } from '#infra/lib/nag.ts';
import { grantTableAccess } from '#infra/lib/table-access.ts';
import { WAF_RATE_PER_IP } from '#shared/api/rate-limits.ts';
import type { AuthKind } from '#shared/api/route-types.ts';

/** The Cognito groups: the route table's auth kinds that are Cognito users. */
export const COGNITO_GROUPS = ['artist', 'superadmin'] as const satisfies readonly AuthKind[];

/** Calls to the user pool per IP in any 5 minutes (sign-up, codes, sign-in, token refresh). */
const AUTH_RATE_PER_IP = WAF_RATE_PER_IP.userPool;

export type SocialProvider = 'Google' | 'SignInWithApple';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  /** The CustomMessage trigger checks suppression records and counts per-recipient caps (ADR 0069). */
  table: ITableV2;
}

/** Artists' and super administrators' accounts: the user pool, its groups, app client and hosted UI. */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The hosted UI host: `<prefix>.auth.<region>.amazoncognito.com`. */
  readonly oauthDomain: string;
  /** The JWT issuer of the pool's tokens. */
  readonly issuer: string;
  readonly socialProviders: SocialProvider[] = [];
  /** The user pool's WAFv2 web ACL (regional). */
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;
    const triggerEnvironment = { APP_URL: config.appUrl, MAIL_FROM: config.mailFrom };

    const customMessage = new AppFunction(this, 'CustomMessage', {
      config,
      entry: 'functions/cognito/custom-message.ts',
      name: 'cognito-custom-message',
      description: 'Cognito CustomMessage trigger: localized verification and password-reset emails',
      environment: { ...triggerEnvironment, TABLE_NAME: props.table.tableName },
    });
    // Suppressed addresses and per-recipient daily caps, before Cognito sends (ADR 0069).
    grantTableAccess(props.table, customMessage.fn, 'readWrite');
    const postConfirmation = new AppFunction(this, 'PostConfirmation', {
      config,
      entry: 'functions/cognito/post-confirmation.ts',
      name: 'cognito-post-confirmation',
      description: 'Cognito PostConfirmation trigger: puts new users in the artist group',
      environment: triggerEnvironment,
    });

    const preSignUp = new AppFunction(this, 'PreSignUp', {
      config,
      entry: 'functions/cognito/pre-sign-up.ts',
      name: 'cognito-pre-sign-up',
      description:
        'Cognito PreSignUp trigger: links a first Google or Apple sign-in to the password account of the same email (ADR 0056)',
      environment: triggerEnvironment,
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: config.namePrefix,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      passwordPolicy: {
        minLength: 8,
        requireSymbols: true,
        requireDigits: false,
        requireLowercase: false,
        requireUppercase: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      standardAttributes: {
        email: { required: true, mutable: true },
        locale: { required: false, mutable: true },
      },
      email:
        config.cognitoEmail === 'ses'
          ? cognito.UserPoolEmail.withSES({
              fromEmail: `no-reply@${config.emailDomain}`,
              fromName: 'Inkslot',
              sesVerifiedDomain: config.emailDomain,
              sesRegion: this.region,
            })
          : cognito.UserPoolEmail.withCognito(),
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // A second factor by authenticator app (TOTP), never SMS: optional for artists, required of the
      // team by the API (ADR 0073).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      lambdaTriggers: {
        customMessage: customMessage.fn,
        postConfirmation: postConfirmation.fn,
        preSignUp: preSignUp.fn,
      },
      deletionProtection: config.isProd,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // The trigger must not get the pool ARN through its default policy: the function depends on that
    // policy and the pool on the function (a cycle). A separate policy, attached after both exist,
    // names the exact pool.
    this.allowOnPool(postConfirmation, 'PostConfirmationAddToGroup', ['cognito-idp:AdminAddUserToGroup']);

    // The same for the PreSignUp trigger: it finds the account of an email and links an identity to it.
    this.allowOnPool(preSignUp, 'PreSignUpLinkProvider', [
      'cognito-idp:ListUsers',
      'cognito-idp:AdminLinkProviderForUser',
    ]);

    for (const [precedence, groupName] of COGNITO_GROUPS.entries()) {
      this.userPool.addGroup(`Group-${groupName}`, {
        groupName,
        precedence: COGNITO_GROUPS.length - precedence,
        description: `Users allowed on the API's ${groupName} routes`,
      });
    }

    const providers = this.identityProviders(config);
    this.webAcl = this.poolWebAcl(config);
    this.userPoolClient = this.webClient(config, providers);
    for (const provider of providers) this.userPoolClient.node.addDependency(provider);

    const domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: config.authDomainPrefix },
    });
    this.oauthDomain = `${domain.domainName}.auth.${this.region}.amazoncognito.com`;
    this.issuer = `https://cognito-idp.${this.region}.amazonaws.com/${this.userPool.userPoolId}`;
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'IdpResponseUrl', {
      value: `https://${this.oauthDomain}/oauth2/idpresponse`,
      description: 'Redirect URI to register with Google and Apple',
    });

    acknowledgeFindings([
      {
        scope: this.userPool,
        id: 'AwsSolutions-COG1',
        reason:
          'Product decision (spec): 8+ characters with one special character; NIST 800-63B advises against further composition rules.',
      },
      {
        scope: this.userPool,
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is OPTIONAL (TOTP only): the API refuses /api/admin/* to a superadmin without TOTP (ADR 0073); artists may turn it on, and requiring it of every artist is a product decision not taken.',
      },
      {
        scope: this.userPool,
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (advanced security) needs the Plus feature plan; the Essentials plan is the budget decision for now.',
      },
    ]);
  }

  private poolWebAcl(config: StageConfig): WebAcl {
    // Sign-up, codes and sign-in go from the browser to Cognito itself, not through the API: a
    // regional web ACL on the pool limits them per IP (ADR 0069; locally the stand-in's shim).
    const webAcl = new WebAcl(this, 'WebAcl', {
      name: `${config.namePrefix}-auth`,
      scope: 'REGIONAL',
      ratePerIp: AUTH_RATE_PER_IP,
      commonRules: false,
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolWebAcl', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: webAcl.acl.attrArn,
    });
    return webAcl;
  }

  /** A trigger's actions on this pool, in a policy of its own attached after both exist (no cycle). */
  private allowOnPool(trigger: AppFunction, id: string, actions: string[]) {
    trigger.role.attachInlinePolicy(
      new iam.Policy(this, id, {
        statements: [new iam.PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })],
      }),
    );
  }

  /** The SPA's client: SRP sign-in, the hosted UI's code grant, and the federated providers. */
  private webClient(config: StageConfig, providers: cognito.IUserPoolIdentityProvider[]) {
    return this.userPool.addClient('WebClient', {
      userPoolClientName: `${config.namePrefix}-web`,
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, locale: true })
        .withCustomAttributes(),
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true, locale: true }),
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((provider) => cognito.UserPoolClientIdentityProvider.custom(provider.providerName)),
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [
          cognito.OAuthScope.OPENID,
          cognito.OAuthScope.EMAIL,
          cognito.OAuthScope.PROFILE,
          cognito.OAuthScope.COGNITO_ADMIN,
        ],
        callbackUrls: config.callbackUrls,
        logoutUrls: config.logoutUrls,
      },
    });
  }

  /** Google and Apple, each only when its context is given; the secrets stay in Secrets Manager. */
  private identityProviders(config: StageConfig): cognito.IUserPoolIdentityProvider[] {
    const providers: cognito.IUserPoolIdentityProvider[] = [];
    if (config.google) {
      providers.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: config.google.clientId,
          clientSecretValue: SecretValue.secretsManager(config.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          // Whether Google verified the email: PreSignUp links only a verified one (ADR 0071).
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          },
        }),
      );
      this.socialProviders.push('Google');
    }
    if (config.apple) {
      providers.push(
        new cognito.UserPoolIdentityProviderApple(this, 'Apple', {
          userPool: this.userPool,
          clientId: config.apple.servicesId,
          teamId: config.apple.teamId,
          keyId: config.apple.keyId,
          privateKeyValue: SecretValue.secretsManager(config.apple.privateKeySecretName),
          scopes: ['email', 'name'],
          attributeMapping: {
            email: cognito.ProviderAttribute.APPLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.APPLE_EMAIL_VERIFIED,
          },
        }),
      );
      this.socialProviders.push('SignInWithApple');
    }
    return providers;
  }
}
