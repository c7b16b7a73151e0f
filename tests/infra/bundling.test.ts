import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRegistry } from '#events/registry.ts';
import { SHARE_CARD_FONT_DIR, SHARE_CARD_FONT_FILES } from '#functions/http/og/share-card-fonts.ts';
import { bundleBudget, FUNCTION_BUNDLE } from '#infra/lib/function-bundle.ts';
import { SHARE_CARD_GROUP } from '#infra/stacks/api-stack.ts';
import { createDb } from '#shared/db/service.ts';
import { apiMessages } from '#shared/i18n/api-messages.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { resources } from './support/template.ts';

/**
 * The one suite that runs esbuild for real (local esbuild, no Docker), as `npm run synth` does.
 * Bundles are cached by source fingerprint, so this outdir is reused across runs. It lives in the
 * checkout's own `.local/` (gitignored), not in `node_modules/.cache`: worktrees that share one
 * `node_modules` would otherwise prune each other's assets mid-run (`pruneStaleAssets`).
 */
const OUTDIR = join(import.meta.dirname, '../../.local/cache/infra-test');
/** What the functions read at import time, as CDK sets it in AWS. */
const FUNCTION_ENV = {
  TABLE_NAME: 'inkslot-test',
  EVENT_BUS_NAME: 'inkslot-test',
  USER_POOL_ID: 'eu-west-3_test',
  APP_URL: 'https://test.inkslot.app',
  AWS_REGION: 'eu-west-3',
};
let app: SynthResult;
let bundles: { name: string; code: string; dir: string }[];
let synthMs: number;

beforeAll(() => {
  const started = performance.now();
  app = synthInkslot({ bundle: true, outdir: OUTDIR });
  synthMs = performance.now() - started;
  bundles = [app.auth, app.events, app.media, app.api].flatMap((stack) =>
    Object.values(resources(app.template(stack), 'AWS::Lambda::Function'))
      .filter((fn) => fn.Properties.Runtime === 'nodejs24.x')
      .map((fn) => {
        const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
        const dir = join(OUTDIR, `asset.${hash}`);
        return {
          name: fn.Properties.FunctionName as string,
          dir,
          code: readFileSync(join(dir, 'index.mjs'), 'utf8'),
        };
      }),
  );
  console.info(`synth with bundling: ${Math.round(synthMs)} ms for ${bundles.length} functions`);
  pruneStaleAssets(OUTDIR);
}, 180_000);

/** Bundles are keyed by source fingerprint: drop the staged assets the current assembly no longer uses. */
function pruneStaleAssets(outdir: string) {
  const manifests = readdirSync(outdir).filter((file) => file.endsWith('.assets.json'));
  const used = new Set(
    manifests.flatMap((file) => {
      const manifest = JSON.parse(readFileSync(join(outdir, file), 'utf8')) as {
        files?: Record<string, { source: { path: string } }>;
      };
      return Object.values(manifest.files ?? {}).map((asset) => asset.source.path);
    }),
  );
  for (const entry of readdirSync(outdir)) {
    if (entry.startsWith('asset.') && !used.has(entry))
      rmSync(join(outdir, entry), { recursive: true, force: true });
  }
}

describe('function bundles', () => {
  it('are ESM files with a source map and the require shim', () => {
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    for (const bundle of bundles) {
      expect(
        bundle.code.startsWith("import{createRequire as __inkslotCreateRequire}from'node:module'"),
        bundle.name,
      ).toBe(true);
      expect(existsSync(join(bundle.dir, 'index.mjs.map')), bundle.name).toBe(true);
      expect(bundle.code, bundle.name).toMatch(/export\s*\{[^}]*\bhandler\b[^}]*\}/);
    }
  });

  it('import nothing but Node built-ins (the AWS SDK and every dependency are bundled)', () => {
    const builtins = new Set(builtinModules);
    for (const bundle of bundles) {
      // Statements and calls only: the SDK's error messages quote package names too.
      const patterns = [
        /(?:^|[;}])import\s*(?:[^;"'`]*?from\s*)?["']([^"']+)["']/g,
        /\bimport\(\s*["']([^"']+)["']\s*\)/g,
        /(?<![\w.[])require\(\s*["']([^"']+)["']\s*\)/g,
      ];
      const specifiers = patterns.flatMap((pattern) => [...bundle.code.matchAll(pattern)].map((m) => m[1]!));
      expect(specifiers, bundle.name).toContain('node:module');
      const external = specifiers.filter((s) => !s.startsWith('node:') && !builtins.has(s));
      // The share cards' function and the upload processor keep sharp external and ship it beside
      // the bundle (ADR 0036, ADR 0014).
      const shipsSharp =
        bundle.name.endsWith(`-http-${SHARE_CARD_GROUP}`) || bundle.name.endsWith('-media-process-upload');
      const shipped = shipsSharp ? ['sharp'] : [];
      expect(external, bundle.name).toEqual(shipped);
      for (const pkg of shipped) expect(existsSync(join(bundle.dir, 'node_modules', pkg)), pkg).toBe(true);
    }
  });

  it('load in plain Node and export a handler function', () => {
    const script = `
      const results = {};
      for (const file of JSON.parse(process.argv[1])) {
        try { results[file] = typeof (await import(file)).handler; } catch (error) { results[file] = String(error); }
      }
      console.log(JSON.stringify(results));`;
    const files = bundles.map((bundle) => pathToFileURL(join(bundle.dir, 'index.mjs')).href);
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(files)],
      {
        env: { ...process.env, ...FUNCTION_ENV },
        encoding: 'utf8',
      },
    );
    const results = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, string>;
    expect(Object.values(results)).toEqual(files.map(() => 'function'));
  });

  it('stay within their size budgets (minified and gzip, ADR 0038)', () => {
    // Every bundle over its budget at once, with its figures, rather than the first one only.
    const over = bundles.flatMap((bundle) => {
      const budget = bundleBudget(bundle.name);
      const code = readFileSync(join(bundle.dir, 'index.mjs'));
      const minified = code.length / 1024;
      const gzip = gzipSync(code).length / 1024;
      return minified > budget.minifiedKiB || gzip > budget.gzipKiB
        ? [
            `${bundle.name}: ${minified.toFixed(1)}/${budget.minifiedKiB} KiB, gzip ${gzip.toFixed(1)}/${budget.gzipKiB}`,
          ]
        : [];
    });
    expect(over).toEqual([]);
  });

  it('carry the API messages their code names, in every language, and the consumers none (ADR 0091)', () => {
    // esbuild writes strings in ASCII: read its `\xXX` and `\uXXXX` escapes back.
    const text = (name: string) => {
      const bundle = bundles.find((candidate) => candidate.name.endsWith(`-${name}`));
      if (!bundle) throw new Error(`no bundle ${name}`);
      return bundle.code.replace(/\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))/g, (_, x?: string, u?: string) =>
        String.fromCharCode(Number.parseInt(x ?? u ?? '', 16)),
      );
    };
    const http = bundles.filter((bundle) => /-http-/.test(bundle.name));
    expect(http.length).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      const { errors } = apiMessages;
      for (const bundle of http) {
        const code = text(bundle.name.replace(/^.*?-http-/, 'http-'));
        expect(code, `${bundle.name} (${locale})`).toContain(errors[locale].internal);
      }
      expect(text('http-profile')).toContain(errors[locale].validation_failed);
      expect(text('http-inbox')).toContain(errors[locale].times_proposed);
      expect(text('http-inbox')).not.toContain(errors[locale].mfa_required);
      expect(text('http-superadmin')).toContain(errors[locale].mfa_required);
      expect(text('http-profile')).toContain(apiMessages.validation[locale].profile.bioTooLong);
      for (const consumer of ['consumer-email', 'consumer-digest', 'consumer-request-confirmation'])
        expect(text(consumer), consumer).not.toContain(errors[locale].validation_failed);
    }
  });

  it('carry the entities their code names and no event schema they only read (ADR 0105)', () => {
    const code = (name: string) => {
      const bundle = bundles.find((candidate) => candidate.name.endsWith(`-${name}`));
      if (!bundle) throw new Error(`no bundle ${name}`);
      return bundle.code;
    };
    // An entity's model names it: `entity:"suggestionVote"`.
    const entity = (key: string) => new RegExp(`entity:\\s*["']${key}["']`);
    expect(code('http-requests')).toMatch(entity('unconfirmedRequest'));
    expect(code('http-requests')).not.toMatch(entity('suggestionVote'));
    expect(code('http-support')).toMatch(entity('suggestionVote'));
    expect(code('consumer-waitlist')).toMatch(entity('waitlistEntry'));
    expect(code('consumer-waitlist')).not.toMatch(entity('bugReport'));
    // The consumers route and read by the versions: `artist.deleted`'s schema is the erasure's
    // publisher's (the account group), not the waitlist's.
    const artistDeleted = eventRegistry['artist.deleted'].description.slice(0, 60);
    expect(code('http-account')).toContain(artistDeleted);
    expect(code('consumer-waitlist')).not.toContain(artistDeleted);
  });

  it('leave out what Lambda never runs: the SDK credential chain, ElectroDB’s model schemas, zod’s locales', () => {
    for (const bundle of bundles) {
      // The default chain's log lines, jsonschema's messages, zod's Dutch locale.
      expect(bundle.code, bundle.name).not.toContain('defaultProvider::fromEnv');
      expect(bundle.code, bundle.name).not.toContain('is not of a type(s)');
      expect(bundle.code, bundle.name).not.toContain('Ongeldige invoer');
    }
  });

  it('build the table service under the bundles’ aliases as unbundled code does (ADR 0038)', async () => {
    // The aliases replace ElectroDB's validator: the service must still tell entities from models,
    // and build the same requests.
    const script = `
      import { createDb } from './shared/db/service.ts';
      const db = createDb({ tableName: 'inkslot-test' });
      console.log(JSON.stringify([
        db.entities.booking.query.byStart({ artistId: 'a' }).gte({ slotStart: '2026-12-01' }).params(),
        db.entities.bookingRequest.query.byStatus({ artistId: 'a', status: 'pending' }).params(),
        db.transaction.write(({ statsCounter }) => [
          statsCounter.upsert({ artistId: 'a', day: '2026-12-01', metric: 'm' }).add({ value: 1 }).commit(),
        ]).params(),
      ]));`;
    const outfile = join(OUTDIR, 'service-under-aliases.mjs');
    await build({
      stdin: { contents: script, resolveDir: join(import.meta.dirname, '../..'), loader: 'ts' },
      ...FUNCTION_BUNDLE,
      mainFields: [...FUNCTION_BUNDLE.mainFields],
      banner: { js: FUNCTION_BUNDLE.banner },
      bundle: true,
      outfile,
      logLevel: 'silent',
    });
    const bundled = JSON.parse(
      execFileSync(process.execPath, [outfile], {
        env: { ...process.env, ...FUNCTION_ENV },
        encoding: 'utf8',
      }),
    );
    const db = createDb({ tableName: 'inkslot-test' });
    expect(bundled).toEqual(
      JSON.parse(
        JSON.stringify([
          db.entities.booking.query.byStart({ artistId: 'a' }).gte({ slotStart: '2026-12-01' }).params(),
          db.entities.bookingRequest.query.byStatus({ artistId: 'a', status: 'pending' }).params(),
          db.transaction
            .write(({ statsCounter }) => [
              statsCounter
                .upsert({ artistId: 'a', day: '2026-12-01', metric: 'm' })
                .add({ value: 1 })
                .commit(),
            ])
            .params(),
        ]),
      ),
    );
  });

  it('ship the share cards’ fonts beside their function', () => {
    const cards = bundles.find((bundle) => bundle.name.endsWith(`-http-${SHARE_CARD_GROUP}`));
    for (const { file } of SHARE_CARD_FONT_FILES)
      expect(existsSync(join(cards?.dir ?? '', SHARE_CARD_FONT_DIR, file)), file).toBe(true);
  });
});
