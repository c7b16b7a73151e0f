import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { type AnyHandler, loadHandler } from '#scripts/local-cloud/load-handler.ts';
import { meter } from '#scripts/local-cloud/metering/meter.ts';

/**
 * Runs a route group's Lambda in this process: the module `functions/http/<group>/index.ts` (the one
 * CDK deploys), imported once, called with the event and a Lambda context.
 */
export function createGroupInvoker() {
  const handlers = new Map<string, Promise<AnyHandler>>();
  return async (group: string, event: unknown, requestId: string): Promise<unknown> => {
    if (!/^[a-z0-9-]+$/.test(group)) throw new Error(`bad route group name ${group}`);
    let handler = handlers.get(group);
    if (!handler) {
      handler = loadHandler(`functions/http/${group}/index.ts`);
      handlers.set(group, handler);
      handler.catch(() => handlers.delete(group));
    }
    const run = await handler;
    const started = performance.now();
    try {
      return await run(event, lambdaContext(`inkslot-local-http-${group}`, { requestId }));
    } finally {
      meter.lambda(`http-${group}`, performance.now() - started);
    }
  };
}
