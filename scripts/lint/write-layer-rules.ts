/**
 * `npm run lint:layers`: writes `biome.layers.json`, the layer rules (layer-rules.ts) that biome.json
 * extends, after a web feature is added or removed; `scripts/lint/layer-rules.test.ts` fails until
 * it is run.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { LAYER_RULES_FILE, layerRulesConfig, webFeatures } from './layer-rules.ts';

writeFileSync(LAYER_RULES_FILE, layerRulesConfig(webFeatures()));
execFileSync('biome', ['format', '--write', LAYER_RULES_FILE], { stdio: 'ignore' });
console.log(`${LAYER_RULES_FILE}: layer rules written`);
