import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARP_RUNTIME_PACKAGES } from '#infra/lib/sharp-packaging.ts';
import { MEDIA_GROUP, SHARE_CARD_GROUP } from '#infra/stacks/api-stack.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { type Json, logicalId, refOf, resources } from './support/template.ts';

/**
 * The image pipeline in AWS: the processor, its trigger, its grants, and its bundle with sharp.
 * Only the Media stack is bundled here (outside the repository, so that a missing package in the
 * bundle cannot be found in the repository's node_modules by accident).
 */
const OUTDIR = join(tmpdir(), 'inkslot-infra-media-test');
let app: SynthResult;
let media: Template;
let api: Template;
let processorId: string;

beforeAll(() => {
  app = synthInkslot({ outdir: OUTDIR, context: { 'aws:cdk:bundling-stacks': ['Inkslot-dev-Media'] } });
  media = app.template(app.media);
  api = app.template(app.api);
  processorId = logicalId(app.media, app.media.processor.fn);
}, 180_000);

/** Every statement of the policies attached to one role. */
function statements(template: Template, roleId: string) {
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => refOf(role) === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: Json; Resource: Json }[])
    .map((s) => ({ actions: ([] as string[]).concat(s.Action), resource: JSON.stringify(s.Resource) }));
}

function s3Grants(template: Template, roleId: string) {
  return statements(template, roleId)
    .filter((s) => s.actions.some((action) => action.startsWith('s3:')))
    .map((s) => ({
      actions: s.actions.sort(),
      on: ([] as Json[])
        .concat(JSON.parse(s.resource) as Json)
        .map((resource) => {
          const text = JSON.stringify(resource);
          return text.includes('/uploads/*')
            ? 'uploads/*'
            : text.includes('/media/og/*')
              ? 'media/og/*'
              : text.includes('/media/*')
                ? 'media/*'
                : text.includes('/private/*')
                  ? 'private/*'
                  : text.includes('/exports/*')
                    ? 'exports/*'
                    : text.includes('/consents/*')
                      ? 'consents/*'
                      : 'bucket';
        })
        .join(', '),
    }));
}

describe('Media stack: the upload processor', () => {
  it('is triggered by objects created under uploads/ only', () => {
    const [notifications] = Object.values(resources(media, 'Custom::S3BucketNotifications'));
    expect(notifications!.Properties.NotificationConfiguration).toEqual({
      LambdaFunctionConfigurations: [
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
          LambdaFunctionArn: { 'Fn::GetAtt': [processorId, 'Arn'] },
        },
      ],
    });
    const [permission] = Object.values(resources(media, 'AWS::Lambda::Permission'));
    expect(permission!.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 's3.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [processorId, 'Arn'] },
    });
    expect(JSON.stringify(permission!.Properties.SourceArn)).toContain('Media');
  });

  it('runs Node 24 on x86_64 with room for sharp, and the variables it reads', () => {
    const fn = resources(media, 'AWS::Lambda::Function')[processorId]!;
    expect(fn.Properties).toMatchObject({
      FunctionName: 'inkslot-dev-media-process-upload',
      Runtime: 'nodejs24.x',
      Architectures: ['x86_64'],
      MemorySize: 1536,
      Timeout: 60,
    });
    expect(fn.Properties).not.toHaveProperty('TracingConfig');
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MEDIA_BUCKET']),
    );
  });

  it('is retried twice, then lands in a dead-letter queue with an alarm', () => {
    const [config] = Object.values(resources(media, 'AWS::Lambda::EventInvokeConfig'));
    expect(config!.Properties).toMatchObject({ MaximumRetryAttempts: 2, FunctionName: { Ref: processorId } });
    const dlqId = refOf(config!.Properties.DestinationConfig.OnFailure.Destination)!;
    expect(resources(media, 'AWS::SQS::Queue')[dlqId]!.Properties).toMatchObject({
      QueueName: 'inkslot-dev-media-uploads-dlq',
      SqsManagedSseEnabled: true,
    });
    const [alarm] = Object.values(resources(media, 'AWS::CloudWatch::Alarm'));
    expect(JSON.stringify(alarm!.Properties.Dimensions)).toContain(dlqId);
  });

  it('reads and deletes originals, writes variants (public, and the private kinds apart: message photos, reference images, bug screenshots), lists the bucket, and nothing more of S3', () => {
    const roleId = logicalId(app.media, app.media.processor.role);
    expect(s3Grants(media, roleId)).toEqual([
      { actions: ['s3:DeleteObject', 's3:GetObject'], on: 'uploads/*' },
      { actions: ['s3:PutObject'], on: 'media/*, private/*' },
      { actions: ['s3:ListBucket'], on: 'bucket' },
    ]);
    const table = statements(media, roleId).flatMap((s) => s.actions);
    expect(table).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem']),
    );
    expect(table).not.toContain('dynamodb:Scan');
  });
});

describe('API stack: the media group', () => {
  it('alone may put objects under uploads/ (to sign presigned POSTs) and exports/ (data exports); the share cards alone under media/og/; only the groups showing private images (message photos, reference images, bug screenshots) read private/; the consent group keeps the signed PDFs', () => {
    for (const [group, fn] of app.api.functions) {
      const grants = s3Grants(api, logicalId(app.api, fn.role));
      const readsPrivate = { actions: ['s3:GetObject'], on: 'private/*' };
      const expected =
        group === MEDIA_GROUP
          ? [
              { actions: ['s3:PutObject'], on: 'uploads/*' },
              // Reads the variants into a data export, and private photos (the messages' own grant).
              { actions: ['s3:GetObject'], on: 'media/*, private/*' },
              { actions: ['s3:GetObject', 's3:PutObject'], on: 'exports/*' },
            ]
          : ['messages', 'portal-messages', 'inbox', 'bookings', 'portal-bookings', 'superadmin'].includes(
                group,
              )
            ? [readsPrivate]
            : group === SHARE_CARD_GROUP
              ? [
                  { actions: ['s3:GetObject'], on: 'media/*' },
                  { actions: ['s3:PutObject'], on: 'media/og/*' },
                  { actions: ['s3:ListBucket'], on: 'bucket' },
                ]
              : group === 'consent'
                ? // The signed PDFs, in the consent bucket (ADR 0089): put with their lock, read; never deleted.
                  [{ actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectRetention'], on: 'consents/*' }]
                : [];
      expect(grants, group).toEqual(expected);
    }
    const fnId = logicalId(app.api, app.api.functions.get(MEDIA_GROUP)!.fn);
    expect(resources(api, 'AWS::Lambda::Function')[fnId]!.Properties.Environment.Variables).toHaveProperty(
      'MEDIA_BUCKET',
    );
  });
});

describe('the processor bundle', () => {
  let dir: string;
  beforeAll(() => {
    const fn = resources(media, 'AWS::Lambda::Function')[processorId]!;
    dir = join(OUTDIR, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  });

  it('keeps sharp external and ships its Linux x64 runtime packages beside the bundle', () => {
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/from\s*["']sharp["']/);
    for (const pkg of SHARP_RUNTIME_PACKAGES)
      expect(existsSync(join(dir, 'node_modules', pkg, 'package.json')), pkg).toBe(true);
    expect(readdirSync(join(dir, 'node_modules/@img')).sort()).toEqual(
      ['colour', 'sharp-libvips-linux-x64', 'sharp-linux-x64'].sort(),
    );
  });

  it('loads in plain Node from its own folder and encodes WebP with the shipped sharp', () => {
    const script = `
      const dir = process.argv[1];
      const bundle = await import(new URL('index.mjs', dir));
      const sharp = (await import(new URL('node_modules/sharp/dist/index.mjs', dir))).default;
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      console.log(JSON.stringify({ handler: typeof bundle.handler, format: meta.format }));`;
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, `${pathToFileURL(dir).href}/`],
      {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH, TABLE_NAME: 't', MEDIA_BUCKET: 'b', AWS_REGION: 'eu-west-3' },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({ handler: 'function', format: 'webp' });
  });
});
