import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { COGNITO_GROUPS } from '#infra/stacks/auth-stack.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { logicalId, refOf, resources } from './support/template.ts';

let app: SynthResult;
let auth: Template;

beforeAll(() => {
  app = synthInkslot();
  auth = app.template(app.auth);
});

describe('Auth stack', () => {
  it('signs users in with their email, verified by a code, with the product password policy', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'inkslot-dev',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireSymbols: true,
          RequireNumbers: false,
          RequireLowercase: false,
          RequireUppercase: false,
          TemporaryPasswordValidityDays: 3,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'locale', Mutable: true, Required: false })]),
    });
  });

  it('localizes messages and adds confirmed users to the artist group through its triggers', () => {
    const [pool] = Object.values(resources(auth, 'AWS::Cognito::UserPool'));
    const triggers = pool!.Properties.LambdaConfig;
    expect(refOf(triggers.CustomMessage)).toBe(
      logicalId(app.auth, app.auth.node.findChild('CustomMessage').node.findChild('Function')),
    );
    expect(refOf(triggers.PostConfirmation)).toBe(
      logicalId(app.auth, app.auth.node.findChild('PostConfirmation').node.findChild('Function')),
    );
    const poolId = logicalId(app.auth, app.auth.userPool);
    auth.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 'cognito-idp:AdminAddUserToGroup',
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [poolId, 'Arn'] },
          },
        ],
      },
    });
  });

  it('links a first Google or Apple sign-in to the password account of its email (PreSignUp, ADR 0056)', () => {
    const [pool] = Object.values(resources(auth, 'AWS::Cognito::UserPool'));
    expect(refOf(pool!.Properties.LambdaConfig.PreSignUp)).toBe(
      logicalId(app.auth, app.auth.node.findChild('PreSignUp').node.findChild('Function')),
    );
    auth.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: ['cognito-idp:AdminLinkProviderForUser', 'cognito-idp:ListUsers'],
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [logicalId(app.auth, app.auth.userPool), 'Arn'] },
          },
        ],
      },
    });
  });

  it('offers a second factor by authenticator app only, optional in the pool (ADR 0073)', () => {
    const [pool] = Object.values(resources(auth, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool!.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool!.Properties.SmsConfiguration).toBeUndefined();
  });

  it('lets the superadmin routes read whether the caller has TOTP on, and nothing more', () => {
    const api = app.template(app.api);
    const role = app.api.functions.get('superadmin')!.fn.role!;
    const statements = Object.values(resources(api, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(logicalId(app.api, role)))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]);
    const cognitoActions = statements
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('cognito-idp:'));
    expect(cognitoActions).toEqual(['cognito-idp:AdminGetUser']);
  });

  it('has the artist and superadmin groups', () => {
    const groups = Object.values(resources(auth, 'AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual([...COGNITO_GROUPS].sort());
  });

  it('gives the SPA an SRP-only public client with the code flow to the hosted UI', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://dev.inkslot.app/login'],
      LogoutURLs: ['https://dev.inkslot.app/login'],
      SupportedIdentityProviders: ['COGNITO'],
      PreventUserExistenceErrors: 'ENABLED',
      WriteAttributes: ['email', 'locale'],
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'inkslot-dev' });
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    expect(app.auth.socialProviders).toEqual([]);
  });
});
