import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAYER_RULES_FILE, layerRulesConfig, webFeatures } from './layer-rules.ts';

const BIOME = join(process.cwd(), 'node_modules/.bin/biome');

/** A tree with the repository's Biome configuration and the given files, outside git. */
function plantedTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'inkslot-layers-'));
  copyFileSync('biome.json', join(root, 'biome.json'));
  copyFileSync(LAYER_RULES_FILE, join(root, LAYER_RULES_FILE));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** What `npm run lint`'s Biome says of the tree's files (its exit status and diagnostics). */
function lint(root: string, paths: string[]) {
  const run = spawnSync(BIOME, ['lint', '--vcs-enabled=false', ...paths], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const trees: string[] = [];
afterAll(() => {
  for (const root of trees) rmSync(root, { recursive: true, force: true });
});

describe('the layers Biome keeps (ADR 0083)', () => {
  it('are written for every web feature there is (`npm run lint:layers` after adding one)', () => {
    expect(JSON.parse(readFileSync(LAYER_RULES_FILE, 'utf8'))).toEqual(
      JSON.parse(layerRulesConfig(webFeatures())),
    );
  });

  it('fail the lint on a feature importing another feature, and on shared/ importing the SPA', () => {
    const root = plantedTree({
      'web/src/features/requests/planted.ts':
        "import { bookingsOf } from '#web/features/bookings/api/list-my-bookings.ts';\nexport const planted = bookingsOf;\n",
      'shared/domain/planted.ts':
        "import { appPaths } from '#web/src/app/paths.ts';\nexport const planted = appPaths;\n",
    });
    trees.push(root);
    const crossFeature = lint(root, ['web/src/features/requests/planted.ts']);
    expect(crossFeature.status).not.toBe(0);
    expect(crossFeature.output).toContain('A feature imports no other feature');
    const sharedToWeb = lint(root, ['shared/domain/planted.ts']);
    expect(sharedToWeb.status).not.toBe(0);
    expect(sharedToWeb.output).toContain('`shared/` is what the functions and the SPA share');
  });

  it('fail it on the SPA importing a function and on an import climbing out with ../', () => {
    const root = plantedTree({
      'web/src/lib/planted.ts':
        "import { handler } from '#functions/http/inbox/list-my-requests.ts';\nexport const planted = handler;\n",
      'tests/support/planted.ts':
        "import { api } from '../integration/api.ts';\nexport const planted = api;\n",
    });
    trees.push(root);
    expect(lint(root, ['web/src/lib/planted.ts']).output).toContain('never by importing them');
    expect(lint(root, ['tests/support/planted.ts']).output).toContain('through its `#` alias');
  });

  it("pass what the layers allow: a feature's own files, shared/, components and lib", () => {
    const root = plantedTree({
      'web/src/features/requests/allowed.ts': [
        "import { one } from '#web/features/requests/api/one.ts';",
        "import { two } from './two.ts';",
        "import { three } from '#shared/api/errors.ts';",
        "import { four } from '#web/src/components/ui/button.tsx';",
        'export const allowed = [one, two, three, four];',
        '',
      ].join('\n'),
    });
    trees.push(root);
    const allowed = lint(root, ['web/src/features/requests/allowed.ts']);
    expect(allowed.output).not.toContain('noRestrictedImports');
    expect(allowed.status).toBe(0);
  });
});
