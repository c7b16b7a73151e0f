import type * as z from 'zod';
import { artistDeleted } from './definitions/account.ts';
import { artistRestored, artistSuspended } from './definitions/admin.ts';
import { pageViewed } from './definitions/analytics.ts';
import { invoicePaymentFailed, stripeEventReceived, subscriptionChanged } from './definitions/billing.ts';
import {
  artistBusyCalendarChanged,
  artistReservationSettingsUpdated,
  availabilityCreated,
  availabilityDeleted,
  availabilityUpdated,
  busyCalendarReadRequested,
  requestConfirmationRequested,
  requestCreated,
} from './definitions/booking.ts';
import { consentSigned } from './definitions/consent.ts';
import { designAnswered, designShared } from './definitions/designs.ts';
import { imageProcessed, imageRejected } from './definitions/images.ts';
import {
  bookingCancelled,
  bookingHealedPhotoReceived,
  bookingLateArrival,
  bookingNoticeDispatched,
  depositExpiryNoticed,
  paymentUpdated,
  requestAccepted,
  requestCancelled,
  requestMoveAccepted,
  requestRefused,
  requestTimesProposed,
  slotMoved,
} from './definitions/lifecycle.ts';
import {
  clientBlocked,
  clientUnblocked,
  conversationDeleted,
  messageSeen,
  messageSent,
} from './definitions/messages.ts';
import {
  artistNotificationSettingsUpdated,
  emailTemplateTestRequested,
} from './definitions/notifications.ts';
import { artistOnboarded } from './definitions/onboarding.ts';
import {
  openingChanged,
  openingNotDrawn,
  openingWatchAsked,
  openingWatchersNotified,
} from './definitions/openings.ts';
import {
  flashCreated,
  flashDeleted,
  flashUpdated,
  workCreated,
  workDeleted,
  workUpdated,
} from './definitions/portfolio.ts';
import {
  artistFeaturesUpdated,
  artistPreferencesUpdated,
  artistProfileUpdated,
  travelBookingOpened,
  travelCreated,
  travelDeleted,
  travelUpdated,
} from './definitions/profile.ts';
import { projectSessionReminder } from './definitions/projects.ts';
import { depositReceiptIssued, proReceiptIssued } from './definitions/receipts.ts';
import { bugReported, suggestionSubmitted } from './definitions/support.ts';
import { waitlistOfferTaken, waitlistSlotOffered } from './definitions/waitlist.ts';

/**
 * The event registry: every domain event of the product. Each feature defines its events in
 * `events/definitions/<feature>.ts` and lists them here. Publishers, CDK rules, the local bus and
 * consumers all derive from it, and `events/CATALOG.md` is generated from it (`npm run catalog`).
 */
export const EVENT_DEFINITIONS = [
  artistOnboarded,
  artistProfileUpdated,
  artistPreferencesUpdated,
  travelCreated,
  travelUpdated,
  travelDeleted,
  imageProcessed,
  imageRejected,
  flashCreated,
  flashUpdated,
  flashDeleted,
  workCreated,
  workUpdated,
  workDeleted,
  availabilityCreated,
  availabilityUpdated,
  availabilityDeleted,
  artistReservationSettingsUpdated,
  requestConfirmationRequested,
  requestCreated,
  requestAccepted,
  requestRefused,
  requestCancelled,
  requestMoveAccepted,
  requestTimesProposed,
  slotMoved,
  bookingCancelled,
  paymentUpdated,
  bookingLateArrival,
  bookingHealedPhotoReceived,
  depositExpiryNoticed,
  depositReceiptIssued,
  proReceiptIssued,
  bookingNoticeDispatched,
  artistNotificationSettingsUpdated,
  messageSent,
  messageSeen,
  conversationDeleted,
  clientBlocked,
  clientUnblocked,
  stripeEventReceived,
  subscriptionChanged,
  invoicePaymentFailed,
  pageViewed,
  artistFeaturesUpdated,
  emailTemplateTestRequested,
  bugReported,
  suggestionSubmitted,
  artistSuspended,
  artistRestored,
  artistDeleted,
  waitlistSlotOffered,
  waitlistOfferTaken,
  travelBookingOpened,
  artistBusyCalendarChanged,
  busyCalendarReadRequested,
  consentSigned,
  designShared,
  designAnswered,
  openingChanged,
  projectSessionReminder,
  openingNotDrawn,
  openingWatchAsked,
  openingWatchersNotified,
] as const;

type Definition = (typeof EVENT_DEFINITIONS)[number];
export const eventRegistry = Object.fromEntries(EVENT_DEFINITIONS.map((d) => [d.detailType, d])) as {
  [D in Definition as D['detailType']]: D;
};
export type DetailType = keyof typeof eventRegistry;

/**
 * One domain event as a consumer receives it: its detail type and its envelope as the registry
 * parsed it. For a union of detail types, a union discriminated by `detailType`, so narrowing on it
 * narrows the payload (ADR 0076).
 */
export type DomainEvent<D extends DetailType = DetailType> = {
  [K in D]: { detailType: K; envelope: z.output<(typeof eventRegistry)[K]['envelope']> };
}[D];

/** The payload of a detail type, as its zod schema in the registry parses it. */
export type PayloadOf<D extends DetailType> = DomainEvent<D>['envelope']['payload'];

/** The registry's definition of a detail type, if it has one. */
export function eventDefinition(detailType: string) {
  return Object.hasOwn(eventRegistry, detailType) ? eventRegistry[detailType as DetailType] : undefined;
}
