import { createBrowserRouter, matchRoutes, type RouteObject, redirect } from 'react-router-dom';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { reloadOnAssetError } from '../lib/asset-reload.ts';
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
      { path: 'terms', ...sitePage(() => import('./routes/terms.tsx')) },
      { path: 'privacy', ...sitePage(() => import('./routes/privacy.tsx')) },
      {
        lazy: lazy(() => import('./routes/auth/layout.tsx')),
        children: [
          { path: 'login', lazy: lazy(() => import('./routes/auth/login.tsx')) },
          { path: 'signup', lazy: lazy(() => import('./routes/auth/signup.tsx')) },
          { path: 'verify-email', lazy: lazy(() => import('./routes/auth/verify-email.tsx')) },
          { path: 'forgot-password', lazy: lazy(() => import('./routes/auth/forgot-password.tsx')) },
          {
            path: 'forgot-password/confirmation',
            lazy: lazy(() => import('./routes/auth/forgot-password-confirmation.tsx')),
          },
          { path: 'change-password', lazy: lazy(() => import('./routes/auth/change-password.tsx')) },
          {
            path: 'change-password/confirmation',
            lazy: lazy(() => import('./routes/auth/change-password-confirmation.tsx')),
          },
          // The portal's sign-in: the email, then the code (spec: authentication layout).
          { path: 'portal/login', lazy: lazy(() => import('./routes/portal/login.tsx')) },
          { path: 'portal/login/otp', lazy: lazy(() => import('./routes/portal/login-otp.tsx')) },
        ],
      },
      // The emailed magic link: no layout (spec); it signs in on a button press, never on load.
      { path: 'portal/login/otp/:token', lazy: lazy(() => import('./routes/portal/login-link.tsx')) },
      {
        path: 'portal',
        lazy: lazy(() => import('./routes/portal/layout.tsx')),
        children: [
          { index: true, loader: () => redirect('/portal/requests') },
          // The portal's own pages (profile, bookings, messages, requests) go here, behind its guard.
          {
            id: 'portal-guard',
            lazy: lazy(() => import('./routes/portal/guard.ts')),
            children: [
              { path: 'requests', lazy: lazy(() => import('./routes/portal/requests.tsx')) },
              {
                path: 'messages/:conversationId?',
                lazy: lazy(() => import('./routes/portal/messages.tsx')),
              },
              { path: 'bookings', lazy: lazy(() => import('./routes/portal/bookings.tsx')) },
              { path: 'profile', lazy: lazy(() => import('./routes/portal/profile.tsx')) },
            ],
          },
        ],
      },
      {
        id: 'artist-area',
        path: 'app',
        lazy: lazy(() => import('./routes/app/area.ts')),
        children: [
          { path: 'onboarding', lazy: lazy(() => import('./routes/app/onboarding.tsx')) },
          {
            lazy: lazy(() => import('./routes/app/layout.tsx')),
            children: [
              { index: true, lazy: lazy(() => import('./routes/app/home.tsx')) },
              { path: 'settings', lazy: lazy(() => import('./routes/app/settings.tsx')) },
              { path: 'messages/:conversationId?', lazy: lazy(() => import('./routes/app/messages.tsx')) },
              { path: 'insights', lazy: lazy(() => import('./routes/app/insights.tsx')) },
              { path: 'tutorials', lazy: lazy(() => import('./routes/app/tutorials.tsx')) },
              { path: 'tutorials/:id', lazy: lazy(() => import('./routes/app/tutorial.tsx')) },
              // The component catalogue exists in development builds only (the bundler drops it).
              ...(import.meta.env.DEV
                ? [{ path: 'design', lazy: lazy(() => import('./routes/app/design.tsx')) }]
                : []),
              { path: 'settings/plan', lazy: lazy(() => import('./routes/app/plan.tsx')) },
              { path: 'settings/referral', lazy: lazy(() => import('./routes/app/referral.tsx')) },
              { path: 'settings/features', lazy: lazy(() => import('./routes/app/features.tsx')) },
              { path: 'settings/account', lazy: lazy(() => import('./routes/app/account.tsx')) },
              { path: 'settings/support', lazy: lazy(() => import('./routes/app/support.tsx')) },
              { path: 'settings/bug', lazy: lazy(() => import('./routes/app/bug-report.tsx')) },
              { path: 'settings/suggestions', lazy: lazy(() => import('./routes/app/suggestions.tsx')) },
              {
                path: 'settings/email-templates',
                lazy: lazy(() => import('./routes/app/email-templates.tsx')),
              },
              {
                path: 'settings/email-templates/:kind',
                lazy: lazy(() => import('./routes/app/email-template.tsx')),
              },
              {
                path: 'settings/plan/confirmation',
                lazy: lazy(() => import('./routes/app/plan-confirmation.tsx')),
              },
              { path: 'profile', lazy: lazy(() => import('./routes/app/profile.tsx')) },
              { path: 'settings/preferences', lazy: lazy(() => import('./routes/app/preferences.tsx')) },
              { path: 'availabilities', lazy: lazy(() => import('./routes/app/availabilities.tsx')) },
              { path: 'requests', lazy: lazy(() => import('./routes/app/requests.tsx')) },
              { path: 'requests/:id', lazy: lazy(() => import('./routes/app/request.tsx')) },
              { path: 'bookings', lazy: lazy(() => import('./routes/app/bookings.tsx')) },
              { path: 'bookings/:id', lazy: lazy(() => import('./routes/app/booking.tsx')) },
              { path: 'settings/bookings', lazy: lazy(() => import('./routes/app/booking-settings.tsx')) },
              {
                path: 'settings/notifications',
                lazy: lazy(() => import('./routes/app/notification-settings.tsx')),
              },
              // Pages that need an active plan (spec section 6): realisations and flashes.
              {
                id: 'subscription',
                lazy: lazy(() => import('./routes/app/subscription.ts')),
                children: [
                  { path: 'profile/flashs', lazy: lazy(() => import('./routes/app/profile-flashes.tsx')) },
                  { path: 'profile/flashs/:id', lazy: lazy(() => import('./routes/app/profile-flash.tsx')) },
                  { path: 'profile/done', lazy: lazy(() => import('./routes/app/profile-works.tsx')) },
                  { path: 'profile/done/:id', lazy: lazy(() => import('./routes/app/profile-work.tsx')) },
                ],
              },
              // An unknown /app/* path keeps the shell and leads back to Today.
              { path: '*', lazy: lazy(() => import('./routes/app/not-found.tsx')) },
            ],
          },
        ],
      },
      // The team's area: its own guard (signed in, group `superadmin`); the API checks every call too.
      { path: 'superadmin/:section?', lazy: lazy(() => import('./routes/superadmin.tsx')) },
      { path: '404', lazy: lazy(() => import('./routes/not-found.tsx')) },
      {
        lazy: lazy(() => import('./routes/public/layout.tsx')),
        children: [
          { path: ':pseudo', lazy: lazy(() => import('./routes/public/artist-profile.tsx')) },
          { path: ':pseudo/flashs', lazy: lazy(() => import('./routes/public/artist-flashes.tsx')) },
          { path: ':pseudo/flashs/:id', lazy: lazy(() => import('./routes/public/artist-flash.tsx')) },
          { path: ':pseudo/done', lazy: lazy(() => import('./routes/public/artist-works.tsx')) },
          { path: ':pseudo/done/:id', lazy: lazy(() => import('./routes/public/artist-work.tsx')) },
          // The booking form: /{pseudo}/form and /{pseudo}/form/{type} are one route (the form stays mounted).
          {
            path: ':pseudo/form/confirmation',
            lazy: lazy(() => import('./routes/public/booking-confirmation.tsx')),
          },
          // The confirmation email's link (ADR 0067): confirms on a button press only.
          {
            path: ':pseudo/form/confirm/:requestId',
            lazy: lazy(() => import('./routes/public/booking-confirm-link.tsx')),
          },
          { path: ':pseudo/form/:type?', lazy: lazy(() => import('./routes/public/booking-form.tsx')) },
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
