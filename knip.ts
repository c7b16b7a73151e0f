import type { KnipConfig } from 'knip';
import { awsEventConsumers, consumers, schedules } from './events/consumers.ts';
import { BUNDLE_ALIASES } from './infra/lib/function-bundle.ts';
import { LIVE_SOCKET_HANDLERS } from './shared/api/live-socket.ts';
import { routes } from './shared/api/routes.ts';

/**
 * knip (`npm run lint`, after Biome): unused files, exports, types and dependencies (ADR 0080). The
 * entries are the real entry points, read from the tables that deploy them, so a handler added to a
 * table is an entry here too: each route group's dispatcher, each consumer and schedule. Test files,
 * `package.json`'s scripts, the CDK app (`cdk.json`), Vite's and Playwright's configs are found by
 * knip's plugins.
 */
const handlers = [
  ...new Set(Object.values(routes).map((route) => `functions/http/${route.group}/index.ts`)),
  ...[...consumers, ...schedules, ...awsEventConsumers].flatMap((consumer) =>
    'handler' in consumer && consumer.handler ? [consumer.handler] : [],
  ),
  ...Object.values(LIVE_SOCKET_HANDLERS),
  // Named by the CDK stacks themselves (auth, media, the outbox pipe), not by a table.
  'functions/cognito/{custom-message,post-confirmation,pre-sign-up}.ts',
  'functions/media/process-upload.ts',
  'functions/outbox/relay-outbox.ts',
  // Modules esbuild puts in the bundles in place of a package (ADR 0038).
  ...Object.values(BUNDLE_ALIASES).map((path) => path.replace(/^\.\//, '')),
];

const config: KnipConfig = {
  entry: [
    ...handlers,
    'infra/app.ts',
    // Run by `npm run <script>` through tsx, and the tools those scripts start as child processes.
    'scripts/*.ts',
  ],
  project: ['{functions,shared,events,infra,scripts,web,tests}/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // Read by path, not imported: the share cards' fonts (functions/http/og/share-card-fonts.ts),
    // copied beside the bundle by infra/lib/share-card-packaging.ts.
    '@fontsource/inter',
    // cognito-local's own logger, required from cognito-local's folder (scripts/local-cloud/cognito).
    'pino',
    // The Node 24 binary `npm run` puts first on the PATH, whatever Node the machine has.
    'node',
  ],
  ignoreIssues: {
    // Not waiting on anyone: each SPA `messages.ts` is read by name (`messages`, `lazyMessages`)
    // through web/src/lib/message-catalogues.ts's import.meta.glob, which knip cannot follow.
    'web/src/**/messages.ts': ['exports'],
    // Each endpoint is read through its file's namespace (`import * as endpoints`) when the server
    // joins the route table's two halves (ADR 0075), which knip counts as no use of the member.
    'shared/api/endpoints/*.ts': ['exports'],
  },
  ignoreBinaries: [
    // DynamoDB Local's jar runs on the machine's Java (scripts/local-cloud/dynamodb), not a package.
    'java',
  ],
};

export default config;
