import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildInkslot, type Inkslot } from '#infra/inkslot.ts';
import { repoPath } from '#infra/lib/paths.ts';

export interface SynthOptions {
  /** Extra CDK context (`stage`, `googleClientId`, ...). */
  context?: Record<string, unknown>;
  /** Run esbuild for every function (slow); otherwise bundling is skipped as in `cdk synth -e`. */
  bundle?: boolean;
  outdir?: string;
  /** Run CDK's built-in CloudFormation validation too (several seconds); cdk-nag always runs. */
  validate?: boolean;
}

export interface SynthResult extends Inkslot {
  app: App;
  outdir: string;
  template: (stack: Stack) => Template;
  /** `validation-report.json` of the synthesis, when one was written. */
  validationReport?: string;
}

/**
 * Builds and synthesizes the whole app as `cdk synth` would (cdk.json's feature flags included).
 * Synthesis runs cdk-nag: an unacknowledged finding throws here.
 */
export function synthInkslot(options: SynthOptions = {}): SynthResult {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = options.outdir ?? mkdtempSync(join(tmpdir(), 'inkslot-cdk-'));
  const app = new App({
    outdir,
    context: {
      ...cdkJson.context,
      // The stacks' region, as the CLI gives it on a deploy (the Edge stack's is us-east-1).
      region: 'eu-west-3',
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // Prod's receipts name a real company (ADR 0086): a test's prod synth names a test one.
      ...(options.context?.stage === 'prod' && {
        sellerLegalName: 'Inkslot SAS (test)',
        sellerAddress: '1 test street, 75000 Paris, France',
      }),
      ...options.context,
    },
  });
  const inkslot = buildInkslot(app);
  const validation = process.env.CDK_VALIDATION;
  process.env.CDK_VALIDATION = options.validate ? 'true' : 'false';
  try {
    app.synth();
  } finally {
    if (validation === undefined) delete process.env.CDK_VALIDATION;
    else process.env.CDK_VALIDATION = validation;
  }
  // Read everything now: a temporary outdir is removed before the tests run.
  const stacks = [
    inkslot.ops,
    inkslot.data,
    inkslot.auth,
    inkslot.events,
    inkslot.media,
    inkslot.api,
    inkslot.web,
    inkslot.edge,
  ];
  const templates = new Map<Stack, Template>(stacks.map((stack) => [stack, Template.fromStack(stack)]));
  const reportFile = join(outdir, 'validation-report.json');
  const validationReport = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined;
  if (!options.outdir) rmSync(outdir, { recursive: true, force: true });
  const template = (stack: Stack) => templates.get(stack)!;
  return { ...inkslot, app, outdir, template, validationReport };
}
