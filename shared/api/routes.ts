import * as z from 'zod';
import { mergeRoutes } from './route-types.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { billingRoutes } from './routes/billing.ts';
import { bookingRequestRoutes } from './routes/booking-requests.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { consentRoutes } from './routes/consent.ts';
import { consentIdPhotoRoutes } from './routes/consent-id-photo.ts';
import { designRoutes } from './routes/designs.ts';
import { emailTemplateRoutes } from './routes/email-templates.ts';
import { healedPhotoRoutes } from './routes/healed-photos.ts';
import { imageRoutes } from './routes/images.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { insightRoutes } from './routes/insights.ts';
import { liveRoutes } from './routes/live.ts';
import { messageRoutes } from './routes/messages.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { openingAlertRoutes } from './routes/opening-alerts.ts';
import { portalRoutes } from './routes/portal.ts';
import { portalAuthRoutes } from './routes/portal-auth.ts';
import { portfolioRoutes } from './routes/portfolio.ts';
import { profileRoutes } from './routes/profile.ts';
import { pushRoutes } from './routes/push.ts';
import { referralRoutes } from './routes/referrals.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { supportRoutes } from './routes/support.ts';

/**
 * The route table: the one source of truth for the HTTP API. CDK builds the API Gateway routes,
 * authorizers and functions from it, the local gateway serves it, and the SPA calls it with the same
 * contracts. Each feature declares its routes in `shared/api/routes/<feature>.ts`; they are merged
 * here, and the guard test (`routes.test.ts`) refuses a method and path declared twice.
 */
export const routes = mergeRoutes(
  onboardingRoutes,
  imageRoutes,
  portfolioRoutes,
  profileRoutes,
  availabilityRoutes,
  reservationRoutes,
  bookingRequestRoutes,
  inboxRoutes,
  bookingRoutes,
  portalAuthRoutes,
  portalRoutes,
  notificationRoutes,
  messageRoutes,
  liveRoutes,
  billingRoutes,
  insightRoutes,
  referralRoutes,
  emailTemplateRoutes,
  supportRoutes,
  adminRoutes,
  accountRoutes,
  consentRoutes,
  designRoutes,
  consentIdPhotoRoutes,
  healedPhotoRoutes,
  pushRoutes,
  openingAlertRoutes,
);

export type RouteId = keyof typeof routes;
export const ROUTE_IDS = Object.keys(routes) as RouteId[];

/** Contract of the answer of `/api/health` (served by the gateway itself, not a Lambda). */
export const health = z.object({ status: z.literal('ok'), services: z.record(z.string(), z.string()) });
