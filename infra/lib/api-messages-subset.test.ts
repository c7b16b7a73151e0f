import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/i18n/api-messages.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { bundledCode, namedApiMessages, pickApiMessages } from './api-messages-subset.ts';
import { REPO_ROOT, repoPath } from './paths.ts';

function sourcesUnder(dir: string): string[] {
  return readdirSync(repoPath(dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)));
}

/** Where a source builds an API message's key other than as a literal (or as the rules allow). */
function builtKeys(code: string): string[] {
  return [
    // A template builds a key: only a message of one section of `validation`, or `errors.${code}`
    // whose code is an `ApiErrorCode`, itself a literal where it is raised.
    ...[...code.matchAll(/`(?:validation|errors)\.[^`]*`/g)]
      .map(([template]) => template)
      .filter(
        (template) =>
          template.includes('${') &&
          !/^`validation\.\w+(\.\w+)*\.\$\{[^}]*\}`$/.test(template) &&
          !/^`errors\.\$\{[^}]*\}`$/.test(template),
      ),
    // A key glued together.
    ...[...code.matchAll(/['"`](validation|errors)\.?['"`]\s*\+/g)].map(([match]) => match),
  ];
}

describe('the API messages a bundle carries (ADR 0091)', () => {
  it('are the codes and validation keys its code names, a template naming a whole section', () => {
    const names = namedApiMessages([
      `throw new ApiError(409, 'slot_taken'); const k = "errors.booking_past";`,
      'const reason = current ? `conflict` : "not_a_code"; ({ message: "validation.profile.bioTooLong" });',
      `ctx.addIssue({ message: \`validation.lifecycle.\${problem}\` }); t("validation.emailInvalid")`,
    ]);
    expect([...names.codes].sort()).toEqual(['booking_past', 'conflict', 'slot_taken']);
    expect([...names.validation].sort()).toEqual(['emailInvalid', 'lifecycle', 'profile.bioTooLong']);
  });

  it('are picked in every language, sections whole, names of nothing ignored', () => {
    const picked = pickApiMessages({
      codes: new Set(['slot_taken']),
      validation: new Set(['lifecycle', 'profile.bioTooLong', 'profile.nothing']),
    });
    for (const locale of LOCALES) {
      expect(picked.errors[locale]).toEqual({ slot_taken: apiMessages.errors[locale].slot_taken });
      expect(picked.validation[locale]).toEqual({
        lifecycle: apiMessages.validation[locale].lifecycle,
        profile: { bioTooLong: apiMessages.validation[locale].profile.bioTooLong },
      });
    }
  });

  it('come from what the bundle keeps, and only where it answers the API', () => {
    const inbox = bundledCode('functions/http/inbox/index.ts');
    expect(inbox.translates).toBe(true);
    const names = namedApiMessages([inbox.code]);
    expect(names.codes).toContain('times_proposed');
    expect(names.codes).toContain('internal');
    expect(names.validation).toContain('lifecycle');
    // The superadmin's second factor is not the inbox's to ask for.
    expect(names.codes).not.toContain('mfa_required');
    expect(bundledCode('functions/consumers/statistics/count-event.ts').translates).toBe(false);
  });

  it('are named by literals in every source, so none is left out of a bundle', () => {
    const files = ['functions', 'shared', 'events'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(300);
    const built = files.flatMap((file) => {
      const code = readFileSync(repoPath(file), 'utf8');
      const found = builtKeys(code);
      return found.map((match) => `${file}: ${match}`);
    });
    expect(built).toEqual([]);
    // What the rule refuses: a key of no section, a template in the code's place, glued keys.
    expect(builtKeys(`t(\`validation.\${field}Required\`)`)).toHaveLength(1);
    expect(builtKeys(`t(\`errors.\${kind}_limit_reached\`)`)).toHaveLength(1);
    expect(builtKeys("t('validation.' + key); t('errors.' + code)")).toHaveLength(2);
    expect(builtKeys(`t(\`validation.lifecycle.\${problem}\`); t(\`errors.\${error.code}\`)`)).toEqual([]);
  });
});
