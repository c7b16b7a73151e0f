/**
 * The live connection's WebSocket API (issue 11, ADR 0041): its handlers by route, as CDK deploys
 * them (infra/constructs/live-socket-api.ts) and the local gateway serves them on `/ws`.
 */
export const LIVE_SOCKET_HANDLERS = {
  authorizer: 'functions/live/authorize-connect.ts',
  connect: 'functions/live/connect.ts',
  disconnect: 'functions/live/disconnect.ts',
  default: 'functions/live/keep-alive.ts',
} as const;

/** The WebSocket API's stage: `wss://<id>.execute-api.<region>.amazonaws.com/live`. */
export const LIVE_STAGE_NAME = 'live';
/** The query parameter carrying the single-use ticket (the authorizer's identity source). */
export const LIVE_TICKET_PARAMETER = 'ticket';
