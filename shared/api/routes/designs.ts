import { billingRedirect } from '#shared/api/contracts/billing.ts';
import {
  designChangesBody,
  designParams,
  designPolicyInput,
  designPolicySettings,
  designVersionParams,
  designView,
  portalDesigns,
  shareDesignBody,
} from '#shared/api/contracts/designs.ts';
import * as endpoints from '#shared/api/endpoints/designs.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * Design approval (issue 30, item 2; ADR 0090). Every artist route is keyed by the caller's id (another
 * artist's request: 404); every client route finds the design by the portal session's email (another
 * client's: 404).
 */
export const designRoutes = defineRoutes(endpoints, {
  getMyDesignPolicy: {
    handler: 'functions/http/bookings/get-my-design-policy.ts',
    contract: { response: designPolicySettings },
  },
  setMyDesignPolicy: {
    handler: 'functions/http/bookings/set-my-design-policy.ts',
    contract: { body: designPolicyInput, response: designPolicySettings },
  },
  getMyDesign: {
    handler: 'functions/http/bookings/get-my-design.ts',
    contract: { params: designParams, response: designView },
  },
  shareMyDesign: {
    handler: 'functions/http/bookings/share-my-design.ts',
    contract: { params: designParams, body: shareDesignBody, response: designView },
    status: 201,
  },
  listPortalDesigns: {
    handler: 'functions/http/portal-bookings/list-portal-designs.ts',
    contract: { response: portalDesigns },
  },
  approvePortalDesign: {
    handler: 'functions/http/portal-bookings/approve-portal-design.ts',
    contract: { params: designVersionParams, response: designView },
  },
  askPortalDesignChanges: {
    handler: 'functions/http/portal-bookings/ask-portal-design-changes.ts',
    contract: { params: designVersionParams, body: designChangesBody, response: designView },
  },
  createPortalRevisionCheckout: {
    handler: 'functions/http/billing/create-portal-revision-checkout.ts',
    contract: { params: designVersionParams, response: billingRedirect },
  },
});
