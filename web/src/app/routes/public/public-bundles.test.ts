import { describe, expect, it } from 'vitest';
import { importSpecifiers, importTarget } from '#scripts/lint/import-specifiers.ts';

/** A path from `web/src` as the repository path the shared import reader speaks. */
const WEB_SRC = 'web/src/';

/** `specifier`, imported by the module at `from` (a path from `web/src`), as a path from `web/src`. */
function resolve(from: string, specifier: string): string {
  return (importTarget(WEB_SRC + from, specifier) ?? '').replace(WEB_SRC, '');
}

const HERE = 'app/routes/public/public-bundles.test.ts';

/** The SPA's sources as text, by path from `web/src` (`lib/api.ts`). */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [resolve(HERE, path), text]),
);

/** Every SPA module a module loads (its relative static imports, transitively). */
function moduleGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || sources[path] === undefined) return;
    seen.add(path);
    for (const specifier of importSpecifiers(sources[path], 'static')) visit(resolve(path, specifier));
  };
  visit(entry);
  return seen;
}

const ARTIST_SESSION = ['lib/artist-api.ts', 'lib/cognito-session.ts', 'lib/amplify-config.ts'];

describe('the public booking pages', () => {
  it.each([
    ['app/routes/public/booking-form.tsx', 'lib/api.ts'],
    // The form's later steps, loaded once its first step shows (ADR 0106).
    ['features/booking/components/later-steps.ts', 'components/image-upload/image-upload-field.tsx'],
    ['app/routes/public/booking-confirmation.tsx', 'lib/api.ts'],
  ])('%s loads no artist session (no Amplify)', (entry, deep) => {
    const graph = moduleGraph(entry);
    expect(graph.has(deep)).toBe(true);
    expect([...graph].filter((path) => ARTIST_SESSION.includes(path))).toEqual([]);
  });

  it('would see the artist image field bring the artist session', () => {
    expect(moduleGraph('components/image-upload/image-upload.tsx').has('lib/artist-api.ts')).toBe(true);
  });
});
