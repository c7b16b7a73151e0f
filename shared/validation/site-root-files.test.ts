import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pseudoField } from './fields.ts';
import { namesSiteRootFile, SITE_ROOT_FILES } from './site-root-files.ts';

const web = (path: string) => fileURLToPath(new URL(`../../web/${path}`, import.meta.url));

/** What the SPA build puts at the site's root: web/public's files, the HTML entries, web/dist if built. */
function buildRoot(): string[] {
  const names = new Set([...readdirSync(web('public')), 'index.html', 'artist-page.html', 'assets']);
  if (existsSync(web('dist'))) {
    for (const name of readdirSync(web('dist'))) if (!name.startsWith('.')) names.add(name);
  }
  return [...names];
}

describe('the site’s root is the site’s', () => {
  it('lists every root file of the build (a new one must be added to SITE_ROOT_FILES)', () => {
    expect(buildRoot().filter((name) => !(SITE_ROOT_FILES as readonly string[]).includes(name))).toEqual([]);
  });

  it('lets no pseudo name a root file, with or without its extension', () => {
    for (const file of [...SITE_ROOT_FILES, ...buildRoot()]) {
      for (const name of [file, file.replace(/\.[^.]+$/, '')]) {
        const parsed = pseudoField.safeParse(name);
        // Too short or malformed names are refused anyway; every other one is reserved.
        if (parsed.success) throw new Error(`"${name}" can be claimed as a pseudo`);
        expect(
          namesSiteRootFile(name) || parsed.error.issues[0]?.message !== 'validation.pseudoReserved',
        ).toBe(true);
      }
    }
    expect(pseudoField.safeParse('favicon.svg').error?.issues[0]?.message).toBe('validation.pseudoReserved');
    expect(pseudoField.safeParse('config.json').error?.issues[0]?.message).toBe('validation.pseudoReserved');
    expect(pseudoField.safeParse('robots').error?.issues[0]?.message).toBe('validation.pseudoReserved');
    // The installable app's files (ADR 0099).
    for (const name of ['sw.js', 'manifest.webmanifest', 'manifest', 'icons', 'apple-touch-icon']) {
      expect(pseudoField.safeParse(name).error?.issues[0]?.message).toBe('validation.pseudoReserved');
    }
    expect(pseudoField.safeParse('favicon-fan').success).toBe(true);
  });
});
