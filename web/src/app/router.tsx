import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router-dom';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { reloadOnAssetError } from '#web/src/lib/asset-reload.ts';
import { appPaths, artistPaths, portalPaths, sitePaths } from './paths.ts';
import { InternalError } from './routes/internal-error.tsx';
import { RootLayout } from './routes/root.tsx';

/** A lazy route module; a failed chunk download reloads the page (once per 10 s per path). */
const lazy = reloadOnAssetError;

/** A prerendered site page: the component in development, a full load of its document in production. */
function sitePage(
  load: () => Promise<{ Component: () => React.JSX.Element }>,
): Pick<RouteObject, 'lazy' | 'loader'> {
  if (import.meta.env.DEV) return { lazy: lazy(load) };
  return {
    loader: ({ request }) => {
      window.location.assign(request.url);
      // The document replaces the app: this navigation never settles.
      return new Promise<never>(() => undefined);
    },
  };
}

/**
 * Every route of the SPA, grouped by layout (spec section 2). Pages load lazily: the landing page
 * and artist profiles download neither Amplify nor the forms.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    errorElement: <InternalError />,
    HydrateFallback: PageLoader,
    children: [
      // The site's own pages (`shared/domain/site-pages.ts`) are prerendered documents (ADR 0034): a
      // production build hands a navigation to them over to the browser, which loads the document; the
      // development server has no prerender, so it shows the same components as routes.
      { index: true, ...sitePage(() => import('./routes/landing.tsx')) },
      { path: sitePaths.terms, ...sitePage(() => import('./routes/terms.tsx')) },
      { path: sitePaths.privacy, ...sitePage(() => import('./routes/privacy.tsx')) },
      {
        lazy: lazy(() => import('./routes/auth/layout.tsx')),
        children: [
          { path: sitePaths.login, lazy: lazy(() => import('./routes/auth/login.tsx')) },
          { path: sitePaths.signup, lazy: lazy(() => import('./routes/auth/signup.tsx')) },
          { path: sitePaths.verifyEmail, lazy: lazy(() => import('./routes/auth/verify-email.tsx')) },
          { path: sitePaths.forgotPassword, lazy: lazy(() => import('./routes/auth/forgot-password.tsx')) },
          {
            path: sitePaths.forgotPasswordConfirmation,
            lazy: lazy(() => import('./routes/auth/forgot-password-confirmation.tsx')),
          },
          { path: sitePaths.changePassword, lazy: lazy(() => import('./routes/auth/change-password.tsx')) },
          {
            path: sitePaths.changePasswordConfirmation,
            lazy: lazy(() => import('./routes/auth/change-password-confirmation.tsx')),
          },
          // The portal's sign-in: the email, then the code (spec: authentication layout).
          { path: portalPaths.login, lazy: lazy(() => import('./routes/portal/login.tsx')) },
          { path: portalPaths.loginCode, lazy: lazy(() => import('./routes/portal/login-otp.tsx')) },
        ],
      },
      // The emailed magic link: no layout (spec); it signs in on a button press, never on load.
      { path: portalPaths.loginLink, lazy: lazy(() => import('./routes/portal/login-link.tsx')) },
      // A client email's button (ADR 0085): the same, then the page the email named.
      { path: portalPaths.loginFromEmail, lazy: lazy(() => import('./routes/portal/login-email.tsx')) },
      {
        path: portalPaths.root,
        lazy: lazy(() => import('./routes/portal/layout.tsx')),
        children: [
          { index: true, loader: () => redirect(portalPaths.requests) },
          // The portal's own pages (profile, bookings, messages, requests) go here, behind its guard.
          {
            id: 'portal-guard',
            lazy: lazy(() => import('./routes/portal/guard.ts')),
            children: [
              { path: portalPaths.requests, lazy: lazy(() => import('./routes/portal/requests.tsx')) },
              {
                path: portalPaths.messages,
                lazy: lazy(() => import('./routes/portal/messages.tsx')),
              },
              { path: portalPaths.bookings, lazy: lazy(() => import('./routes/portal/bookings.tsx')) },
              {
                path: portalPaths.bookingConsent,
                lazy: lazy(() => import('./routes/portal/booking-consent.tsx')),
              },
              { path: portalPaths.profile, lazy: lazy(() => import('./routes/portal/profile.tsx')) },
              {
                path: portalPaths.openingAlert,
                lazy: lazy(() => import('./routes/portal/opening-alert.tsx')),
              },
            ],
          },
        ],
      },
      {
        id: 'artist-area',
        path: appPaths.today,
        lazy: lazy(() => import('./routes/app/area.ts')),
        children: [
          { path: appPaths.onboarding, lazy: lazy(() => import('./routes/app/onboarding.tsx')) },
          {
            lazy: lazy(() => import('./routes/app/layout.tsx')),
            children: [
              { index: true, lazy: lazy(() => import('./routes/app/home.tsx')) },
              { path: appPaths.settings, lazy: lazy(() => import('./routes/app/settings.tsx')) },
              { path: appPaths.messages, lazy: lazy(() => import('./routes/app/messages.tsx')) },
              { path: appPaths.insights, lazy: lazy(() => import('./routes/app/insights.tsx')) },
              { path: appPaths.tutorials, lazy: lazy(() => import('./routes/app/tutorials.tsx')) },
              { path: appPaths.tutorial, lazy: lazy(() => import('./routes/app/tutorial.tsx')) },
              // The component catalogue exists in development builds only (the bundler drops it).
              ...(import.meta.env.DEV
                ? [{ path: appPaths.design, lazy: lazy(() => import('./routes/app/design.tsx')) }]
                : []),
              { path: appPaths.plan, lazy: lazy(() => import('./routes/app/plan.tsx')) },
              { path: appPaths.referral, lazy: lazy(() => import('./routes/app/referral.tsx')) },
              { path: appPaths.features, lazy: lazy(() => import('./routes/app/features.tsx')) },
              { path: appPaths.account, lazy: lazy(() => import('./routes/app/account.tsx')) },
              { path: appPaths.support, lazy: lazy(() => import('./routes/app/support.tsx')) },
              { path: appPaths.bugReport, lazy: lazy(() => import('./routes/app/bug-report.tsx')) },
              { path: appPaths.suggestions, lazy: lazy(() => import('./routes/app/suggestions.tsx')) },
              {
                path: appPaths.emailTemplates,
                lazy: lazy(() => import('./routes/app/email-templates.tsx')),
              },
              {
                path: appPaths.emailTemplate,
                lazy: lazy(() => import('./routes/app/email-template.tsx')),
              },
              {
                path: appPaths.planConfirmation,
                lazy: lazy(() => import('./routes/app/plan-confirmation.tsx')),
              },
              { path: appPaths.profile, lazy: lazy(() => import('./routes/app/profile.tsx')) },
              { path: appPaths.preferences, lazy: lazy(() => import('./routes/app/preferences.tsx')) },
              { path: appPaths.availabilities, lazy: lazy(() => import('./routes/app/availabilities.tsx')) },
              { path: appPaths.requests, lazy: lazy(() => import('./routes/app/requests.tsx')) },
              { path: appPaths.request, lazy: lazy(() => import('./routes/app/request.tsx')) },
              { path: appPaths.bookings, lazy: lazy(() => import('./routes/app/bookings.tsx')) },
              { path: appPaths.booking, lazy: lazy(() => import('./routes/app/booking.tsx')) },
              {
                path: appPaths.bookingSettings,
                lazy: lazy(() => import('./routes/app/booking-settings.tsx')),
              },
              {
                path: appPaths.consentSettings,
                lazy: lazy(() => import('./routes/app/consent-settings.tsx')),
              },
              {
                path: appPaths.notificationSettings,
                lazy: lazy(() => import('./routes/app/notification-settings.tsx')),
              },
              // Pages that need an active plan (spec section 6): realisations and flashes.
              {
                id: 'subscription',
                lazy: lazy(() => import('./routes/app/subscription.ts')),
                children: [
                  { path: appPaths.flashes, lazy: lazy(() => import('./routes/app/profile-flashes.tsx')) },
                  { path: appPaths.flash, lazy: lazy(() => import('./routes/app/profile-flash.tsx')) },
                  { path: appPaths.works, lazy: lazy(() => import('./routes/app/profile-works.tsx')) },
                  { path: appPaths.work, lazy: lazy(() => import('./routes/app/profile-work.tsx')) },
                ],
              },
              // An unknown /app/* path keeps the shell and leads back to Today.
              { path: '*', lazy: lazy(() => import('./routes/app/not-found.tsx')) },
            ],
          },
        ],
      },
      // The team's area: its own guard (signed in, group `superadmin`); the API checks every call too.
      { path: sitePaths.superadmin, lazy: lazy(() => import('./routes/superadmin.tsx')) },
      { path: sitePaths.notFound, lazy: lazy(() => import('./routes/not-found.tsx')) },
      {
        lazy: lazy(() => import('./routes/public/layout.tsx')),
        children: [
          { path: artistPaths.profile, lazy: lazy(() => import('./routes/public/artist-profile.tsx')) },
          { path: artistPaths.flashes, lazy: lazy(() => import('./routes/public/artist-flashes.tsx')) },
          { path: artistPaths.flash, lazy: lazy(() => import('./routes/public/artist-flash.tsx')) },
          { path: artistPaths.works, lazy: lazy(() => import('./routes/public/artist-works.tsx')) },
          { path: artistPaths.work, lazy: lazy(() => import('./routes/public/artist-work.tsx')) },
          // The booking form: /{pseudo}/form and /{pseudo}/form/{type} are one route (the form stays mounted).
          {
            path: artistPaths.formConfirmation,
            lazy: lazy(() => import('./routes/public/booking-confirmation.tsx')),
          },
          // The confirmation email's link (ADR 0067): confirms on a button press only.
          {
            path: artistPaths.formConfirmLink,
            lazy: lazy(() => import('./routes/public/booking-confirm-link.tsx')),
          },
          { path: artistPaths.form, lazy: lazy(() => import('./routes/public/booking-form.tsx')) },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/**
 * Starts downloading the route modules of `pathname` (and the chunks they import) before the app has
 * its configuration and messages, which it waits for before the router first renders: the page's
 * code then loads alongside them instead of after. Loaders are not run here; the router calls the
 * same lazy imports later and gets the modules the browser already has.
 */
export function preloadRouteModules(pathname: string, table: RouteObject[] = routes): Promise<unknown> {
  const matches = matchRoutes(table, pathname) ?? [];
  return Promise.allSettled(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
