/**
 * zod compiles fast object parsers with `new Function` unless told not to; the Content-Security-Policy
 * (`script-src 'self'`, ADR 0040) forbids eval, and even zod's probe for it reports a violation.
 * This is `z.config({ jitless: true })` without importing zod into the entry chunks: zod keeps its
 * configuration on this global and reads it at the first parse. Imported first by each entry.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
