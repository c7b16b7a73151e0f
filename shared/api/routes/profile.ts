import * as z from 'zod';
import { myArtist } from '#shared/api/contracts/artists.ts';
import {
  pageHtml,
  pageParams,
  shareCardParams,
  shareCardPng,
  sitemapXml,
} from '#shared/api/contracts/pages.ts';
import {
  featuresUpdate,
  myProfile,
  preferencesUpdate,
  profileUpdate,
} from '#shared/api/contracts/profile.ts';
import {
  myTravelDemand,
  proofOfWorkChallenge,
  travel,
  travelDemandAnswer,
  travelDemandInput,
  travelDemandParams,
  travelInput,
  travelList,
  travelParams,
} from '#shared/api/contracts/travels.ts';
import * as endpoints from '#shared/api/endpoints/profile.ts';
import { PROOF_OF_WORK, RATE_LIMITS } from '#shared/api/rate-limits.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's profile, preferences and travels; the public page's HTML with its link preview; the sitemap. */
export const profileRoutes = defineRoutes(endpoints, {
  getMyProfile: {
    handler: 'functions/http/profile/get-my-profile.ts',
    contract: { response: myProfile },
  },
  updateMyProfile: {
    handler: 'functions/http/profile/update-my-profile.ts',
    contract: { body: profileUpdate, response: myProfile },
  },
  updateMyPreferences: {
    handler: 'functions/http/profile/update-my-preferences.ts',
    contract: { body: preferencesUpdate, response: myArtist },
  },
  updateMyFeatures: {
    handler: 'functions/http/profile/update-my-features.ts',
    contract: { body: featuresUpdate, response: myArtist },
  },
  /**
   * After the artist changed their sign-in email in Cognito (verified with a code sent to the new
   * address), the account's email follows: read from the caller's token, never from a body.
   */
  syncMyEmail: {
    handler: 'functions/http/profile/sync-my-email.ts',
    contract: { response: myArtist },
  },
  listMyTravels: {
    handler: 'functions/http/profile/list-my-travels.ts',
    contract: { response: travelList },
  },
  createMyTravel: {
    handler: 'functions/http/profile/create-my-travel.ts',
    contract: { body: travelInput, response: travel },
    status: 201,
  },
  updateMyTravel: {
    handler: 'functions/http/profile/update-my-travel.ts',
    contract: { params: travelParams, body: travelInput, response: travel },
  },
  deleteMyTravel: {
    handler: 'functions/http/profile/delete-my-travel.ts',
    contract: { params: travelParams, response: z.object({ travelId: z.string() }) },
  },
  /** Guest-spot demand per city (issue 14, item 6): who asked to be told where. */
  getMyTravelDemand: {
    handler: 'functions/http/profile/get-my-travel-demand.ts',
    contract: { response: myTravelDemand },
  },
  /** An ALTCHA challenge for the forms that ask one (ADR 0068): never cached, never the same twice. */
  getProofOfWorkChallenge: {
    handler: 'functions/http/slots/get-proof-of-work-challenge.ts',
    contract: { response: proofOfWorkChallenge },
    rateLimits: RATE_LIMITS.proofOfWorkChallenge,
  },
  /** A visitor asks to be told when booking opens in a travel's city (the slots engine says if it is). */
  askTravelDemand: {
    handler: 'functions/http/slots/ask-travel-demand.ts',
    contract: { params: travelDemandParams, body: travelDemandInput, response: travelDemandAnswer },
    rateLimits: RATE_LIMITS.travelDemand,
    proofOfWork: PROOF_OF_WORK.travelDemand,
  },
  getArtistPage: {
    handler: 'functions/http/pages/get-artist-page.ts',
    contract: { params: pageParams, response: pageHtml },
  },
  getSitemap: {
    handler: 'functions/http/pages/get-sitemap.ts',
    contract: { response: sitemapXml },
  },
  getShareCard: {
    handler: 'functions/http/og/get-share-card.ts',
    contract: { params: shareCardParams, response: shareCardPng },
  },
});
