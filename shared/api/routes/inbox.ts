import { mySlotsQuery, slotList } from '../contracts/booking-requests.ts';
import {
  acceptedRequest,
  acceptRequestInput,
  moveInput,
  refuseRequestInput,
  requestList,
  requestListQuery,
  requestParams,
  requestView,
} from '../contracts/requests.ts';
import { defineRoute } from '../route-types.ts';

/**
 * The artist's requests (`/app/requests`): list with filters, detail, accept, refuse, move; and the
 * artist's own bookable slots to move a request or a booking to (the request delay and the open
 * toggles do not apply to the artist). One function: `inbox`.
 */
export const inboxRoutes = {
  listMyRequests: defineRoute({
    method: 'GET',
    path: '/me/requests',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/list-my-requests.ts',
    contract: { query: requestListQuery, response: requestList },
  }),
  getMyRequest: defineRoute({
    method: 'GET',
    path: '/me/requests/{requestId}',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/get-my-request.ts',
    contract: { params: requestParams, response: requestView },
  }),
  acceptMyRequest: defineRoute({
    method: 'POST',
    path: '/me/requests/{requestId}/accept',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/accept-my-request.ts',
    contract: { params: requestParams, body: acceptRequestInput, response: acceptedRequest },
    status: 201,
  }),
  refuseMyRequest: defineRoute({
    method: 'POST',
    path: '/me/requests/{requestId}/refuse',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/refuse-my-request.ts',
    contract: { params: requestParams, body: refuseRequestInput, response: requestView },
  }),
  moveMyRequest: defineRoute({
    method: 'POST',
    path: '/me/requests/{requestId}/move',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/move-my-request.ts',
    contract: { params: requestParams, body: moveInput, response: requestView },
  }),
  getMySlots: defineRoute({
    method: 'GET',
    path: '/me/slots',
    auth: 'artist',
    group: 'inbox',
    handler: 'functions/http/inbox/get-my-slots.ts',
    contract: { query: mySlotsQuery, response: slotList },
  }),
} as const;
