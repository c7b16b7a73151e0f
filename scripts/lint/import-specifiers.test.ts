import { describe, expect, it } from 'vitest';
import { importSpecifiers, importTarget } from './import-specifiers.ts';

describe('import specifiers', () => {
  it('reads every kind of import of a source', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '#shared/b.ts';",
      "import './side.css';",
      "export { c } from '../c.ts';",
      "export * from 'zod';",
      "const d = await import('#web/src/d.tsx');",
      'const text = \'import x from "nothing"\';',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a.ts',
      '#shared/b.ts',
      './side.css',
      '../c.ts',
      'zod',
      '#web/src/d.tsx',
    ]);
    expect(importSpecifiers(source, 'static')).not.toContain('#web/src/d.tsx');
  });

  it('resolves relative specifiers and aliases to repository paths, packages to nothing', () => {
    expect(importTarget('web/src/lib/api.ts', '../app/paths.ts')).toBe('web/src/app/paths.ts');
    expect(importTarget('web/src/lib/api.ts', './x.ts')).toBe('web/src/lib/x.ts');
    expect(importTarget('web/src/lib/api.ts', '#shared/api/errors.ts')).toBe('shared/api/errors.ts');
    expect(importTarget('web/src/lib/api.ts', 'swr')).toBeUndefined();
  });
});
