import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { meter } from '#scripts/local-cloud/metering/meter.ts';
import { LOCAL_ACCOUNT } from './put-events.ts';

export type LambdaHandler = (event: unknown, context: Context) => unknown;
export type HandlerLoader = (modulePath: string) => Promise<LambdaHandler>;

/** The repository root, which handler paths in events/consumers.ts are relative to. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Loads `handler` from a module of the repository, once; a failed load is tried again next time. */
export function createHandlerLoader(root = REPO_ROOT): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (modulePath) => {
    let loading = cache.get(modulePath);
    if (!loading) {
      loading = import(pathToFileURL(resolve(root, modulePath)).href).then(
        (module: { handler?: unknown }) => {
          if (typeof module.handler !== 'function')
            throw new Error(`${modulePath} exports no handler function`);
          return module.handler as LambdaHandler;
        },
      );
      loading.catch(() => cache.delete(modulePath));
      cache.set(modulePath, loading);
    }
    return loading;
  };
}

export function handlerExists(modulePath: string, root = REPO_ROOT) {
  return existsSync(resolve(root, modulePath));
}

export interface InvokeOptions {
  functionName: string;
  region: string;
  timeoutMs: number;
}

/** Calls a handler like the Lambda runtime: with a context, and a timeout that fails the call. */
export async function invokeHandler(handler: LambdaHandler, event: unknown, options: InvokeOptions) {
  const deadline = Date.now() + options.timeoutMs;
  const context = lambdaContext(options, deadline);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${options.functionName} timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  });
  const started = performance.now();
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
    meter.lambda(options.functionName.replace(/^inkslot-/, 'consumer-'), performance.now() - started);
  }
}

function lambdaContext(options: InvokeOptions, deadline: number): Context {
  const requestId = randomUUID();
  const fail = () => {
    throw new Error('callback-style handlers are not supported (nodejs24.x)');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: options.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${options.region}:${LOCAL_ACCOUNT}:function:${options.functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${options.functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: fail,
    fail,
    succeed: fail,
  };
}
