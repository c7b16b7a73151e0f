import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The layers Biome keeps (issue 29, item 2; ADR 0083), as `noRestrictedImports` patterns on the
 * import specifiers: every import that leaves its folder goes through a `#` alias of package.json
 * (`#shared/…`, `#web/…`), so where an import points is in its text. A web feature imports no other
 * feature (composition is `web/src/app/routes`'), `shared/` (code for the functions and the SPA)
 * imports neither, nor the scripts, and the SPA imports no function. Biome's overrides replace a
 * rule's options rather than merge them, so each scope lists every pattern that applies to it.
 */
interface Pattern {
  group: string[];
  message: string;
}

const NO_CLIMBING: Pattern = {
  group: ['../**'],
  message: 'Import what is outside this folder through its `#` alias (package.json `imports`), not `../`.',
};
const SHARED_STAYS_SHARED: Pattern = {
  group: ['#web/**', '#functions/**', '#scripts/**'],
  message: '`shared/` is what the functions and the SPA share: it imports neither, nor the scripts.',
};
const WEB_CALLS_NO_FUNCTION: Pattern = {
  group: ['#functions/**'],
  message: 'The SPA reaches the functions through the API (shared/api), never by importing them.',
};
const featureStaysItself = (feature: string): Pattern => ({
  group: ['#web/features/**', `!#web/features/${feature}/**`],
  message: `A feature imports no other feature: compose them in web/src/app/routes, or move what both need to web/src/components, lib or hooks (${feature}).`,
});

const rule = (patterns: Pattern[]) => ({
  style: { noRestrictedImports: { level: 'error', options: { patterns } } },
});

/** The web features: one folder each under web/src/features. */
export function webFeatures(root = process.cwd()): string[] {
  return readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The generated Biome configuration biome.json extends. */
export const LAYER_RULES_FILE = 'biome.layers.json';

/** The layers as a Biome configuration: the rule everywhere, and the overrides of each scope. */
function layerRules(features: string[]) {
  return {
    linter: { rules: rule([NO_CLIMBING]) },
    overrides: [
      { includes: ['shared/**'], linter: { rules: rule([NO_CLIMBING, SHARED_STAYS_SHARED]) } },
      { includes: ['web/**'], linter: { rules: rule([NO_CLIMBING, WEB_CALLS_NO_FUNCTION]) } },
      ...features.map((feature) => ({
        includes: [`web/src/features/${feature}/**`],
        linter: { rules: rule([NO_CLIMBING, WEB_CALLS_NO_FUNCTION, featureStaysItself(feature)]) },
      })),
    ],
  };
}

/** `biome.layers.json`'s content (the writer lets Biome's formatter lay it out). */
export function layerRulesConfig(features: string[]): string {
  return `${JSON.stringify({ $schema: 'https://biomejs.dev/schemas/2.5.15/schema.json', ...layerRules(features) }, null, 2)}\n`;
}
