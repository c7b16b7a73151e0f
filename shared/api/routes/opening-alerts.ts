import * as z from 'zod';
import {
  openingAlert,
  openingAlertParams,
  openingWatchAnswer,
  openingWatchInput,
} from '#shared/api/contracts/opening-alerts.ts';
import * as endpoints from '#shared/api/endpoints/opening-alerts.ts';
import { PROOF_OF_WORK, RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { defineRoutes } from '#shared/api/route-types.ts';
import { pseudoField } from '#shared/validation/fields.ts';

/** The page name alone (not the artists' contracts: the portal's group does not carry them). */
const pseudoParams = z.object({ pseudo: pseudoField });

/** "Email me when it opens" (ADR 0100): the visitor's ask, the address owner's confirm and stop. */
export const openingAlertRoutes = defineRoutes(endpoints, {
  watchOpening: {
    handler: 'functions/http/slots/watch-opening.ts',
    contract: { params: pseudoParams, body: openingWatchInput, response: openingWatchAnswer },
    rateLimits: RATE_LIMITS.openingWatch,
    proofOfWork: PROOF_OF_WORK.openingWatch,
  },
  getOpeningAlert: {
    handler: 'functions/http/portal-bookings/get-opening-alert.ts',
    contract: { params: openingAlertParams, response: openingAlert },
  },
  confirmOpeningAlert: {
    handler: 'functions/http/portal-bookings/confirm-opening-alert.ts',
    contract: { params: openingAlertParams, response: openingAlert },
  },
  stopOpeningAlert: {
    handler: 'functions/http/portal-bookings/stop-opening-alert.ts',
    contract: { params: openingAlertParams, response: openingAlert },
  },
});
