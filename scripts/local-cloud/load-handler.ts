import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { REPO_ROOT } from './repo-root.ts';

// biome-ignore lint/suspicious/noExplicitAny: handlers take their own event types
export type AnyHandler = (event: any, context: Context) => Promise<unknown>;

/**
 * Imports a handler module by its path relative to the repository root (the same module Lambda
 * runs) and returns its `handler` export.
 */
export async function loadHandler(modulePath: string): Promise<AnyHandler> {
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, modulePath)).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function')
    throw new Error(`${modulePath} does not export a handler function`);
  return module.handler as AnyHandler;
}
