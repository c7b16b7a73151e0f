/**
 * The parts of API Gateway WebSocket events the live handlers read (`aws-lambda`'s types cover the
 * HTTP API's; these are the WebSocket API's `$connect` authorizer, `$connect`, `$disconnect` and
 * `$default` events, as the local gateway builds them too).
 */
export interface SocketAuthorizerEvent {
  type: 'REQUEST';
  methodArn: string;
  queryStringParameters?: Record<string, string | undefined> | null;
  requestContext: { connectionId?: string; routeKey?: string };
}

export interface SocketEvent {
  requestContext: {
    connectionId: string;
    routeKey: string;
    eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE';
    authorizer?: { party?: string } | null;
  };
  body?: string | null;
}

/** An IAM policy allowing or denying the connection, with the party for the `$connect` route. */
export function socketPolicy(effect: 'Allow' | 'Deny', methodArn: string, party?: string) {
  return {
    principalId: party ?? 'anonymous',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }],
    },
    ...(party && { context: { party } }),
  };
}
