import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '#functions/lib/env.ts';

let client: ApiGatewayManagementApiClient | undefined;

/** API Gateway's management API of the live WebSocket stage (locally the gateway's `/@connections`). */
export function liveManagement(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.liveEndpoint });
  return client;
}
