import { mySlotsQuery, slotList } from '#shared/api/contracts/booking-requests.ts';
import { moveInput } from '#shared/api/contracts/move.ts';
import {
  acceptedRequest,
  acceptRequestInput,
  askClientInput,
  proposeTimesInput,
  refuseRequestInput,
  requestList,
  requestListQuery,
  requestParams,
  requestView,
} from '#shared/api/contracts/requests.ts';
import * as endpoints from '#shared/api/endpoints/inbox.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * The artist's requests (`/app/requests`): list with filters, detail, accept, refuse, move; and the
 * artist's own bookable slots to move a request or a booking to (the request delay and the open
 * toggles do not apply to the artist). One function: `inbox`.
 */
export const inboxRoutes = defineRoutes(endpoints, {
  listMyRequests: {
    handler: 'functions/http/inbox/list-my-requests.ts',
    contract: { query: requestListQuery, response: requestList },
  },
  getMyRequest: {
    handler: 'functions/http/inbox/get-my-request.ts',
    contract: { params: requestParams, response: requestView },
  },
  acceptMyRequest: {
    handler: 'functions/http/inbox/accept-my-request.ts',
    contract: { params: requestParams, body: acceptRequestInput, response: acceptedRequest },
    status: 201,
  },
  refuseMyRequest: {
    handler: 'functions/http/inbox/refuse-my-request.ts',
    contract: { params: requestParams, body: refuseRequestInput, response: requestView },
  },
  moveMyRequest: {
    handler: 'functions/http/inbox/move-my-request.ts',
    contract: { params: requestParams, body: moveInput, response: requestView },
  },
  proposeMyRequestTimes: {
    handler: 'functions/http/inbox/propose-my-request-times.ts',
    contract: { params: requestParams, body: proposeTimesInput, response: requestView },
  },
  askMyRequestClient: {
    handler: 'functions/http/inbox/ask-my-request-client.ts',
    contract: { params: requestParams, body: askClientInput, response: requestView },
  },
  getMySlots: {
    handler: 'functions/http/inbox/get-my-slots.ts',
    contract: { query: mySlotsQuery, response: slotList },
  },
});
