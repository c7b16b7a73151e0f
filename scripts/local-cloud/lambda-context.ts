import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_REGION } from './aws-credentials.ts';

/** A Lambda `context` for a handler the local cloud calls in-process. */
export function lambdaContext(
  functionName: string,
  options: { requestId?: string; timeoutMs?: number } = {},
): Context {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const noop = () => undefined;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}
