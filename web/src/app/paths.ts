/**
 * Every path of the SPA, written once (ADR 0075): the router's patterns (`app/router.tsx`, the artist
 * page's `app/artist-page/artist-page-routes.tsx`) and every link and navigation, through `pathTo`
 * for a pattern with parameters. The API's paths are the route table's (`shared/api/endpoints/`).
 */
/** The site's own pages, the sign-in pages, the team's area. */
export const sitePaths = {
  landing: '/',
  terms: '/terms',
  privacy: '/privacy',
  notFound: '/404',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  forgotPasswordConfirmation: '/forgot-password/confirmation',
  changePassword: '/change-password',
  changePasswordConfirmation: '/change-password/confirmation',
  superadmin: '/superadmin/:section?',
} as const;

/** The client portal: its sign-in (email, code, the emailed link), then its pages. */
export const portalPaths = {
  root: '/portal',
  login: '/portal/login',
  loginCode: '/portal/login/otp',
  loginLink: '/portal/login/otp/:token',
  /** A client email's button (ADR 0085): `?email=&redirect=#<token>`. */
  loginFromEmail: '/portal/login/email',
  requests: '/portal/requests',
  messages: '/portal/messages/:conversationId?',
  bookings: '/portal/bookings',
  bookingConsent: '/portal/bookings/:bookingId/consent',
  profile: '/portal/profile',
  /** Every opening alert email's page (ADR 0100): confirm or stop it. */
  openingAlert: '/portal/opening-alerts/:artistId/:openingId',
} as const;

/** The artist's workspace. */
export const appPaths = {
  today: '/app',
  onboarding: '/app/onboarding',
  settings: '/app/settings',
  messages: '/app/messages/:conversationId?',
  insights: '/app/insights',
  tutorials: '/app/tutorials',
  tutorial: '/app/tutorials/:id',
  design: '/app/design',
  plan: '/app/settings/plan',
  planConfirmation: '/app/settings/plan/confirmation',
  referral: '/app/settings/referral',
  features: '/app/settings/features',
  account: '/app/settings/account',
  support: '/app/settings/support',
  bugReport: '/app/settings/bug',
  suggestions: '/app/settings/suggestions',
  emailTemplates: '/app/settings/email-templates',
  emailTemplate: '/app/settings/email-templates/:kind',
  preferences: '/app/settings/preferences',
  bookingSettings: '/app/settings/bookings',
  consentSettings: '/app/settings/consent',
  notificationSettings: '/app/settings/notifications',
  profile: '/app/profile',
  availabilities: '/app/availabilities',
  requests: '/app/requests',
  request: '/app/requests/:id',
  bookings: '/app/bookings',
  booking: '/app/bookings/:id',
  flashes: '/app/profile/flashs',
  flash: '/app/profile/flashs/:id',
  works: '/app/profile/done',
  work: '/app/profile/done/:id',
} as const;

/** An artist's public pages, `/{pseudo}/...`. */
export const artistPaths = {
  profile: '/:pseudo',
  flashes: '/:pseudo/flashs',
  flash: '/:pseudo/flashs/:id',
  works: '/:pseudo/done',
  work: '/:pseudo/done/:id',
  form: '/:pseudo/form/:type?',
  formConfirmation: '/:pseudo/form/confirmation',
  formConfirmLink: '/:pseudo/form/confirm/:requestId',
} as const;

type ParamName<S extends string> = S extends `${infer Name}?` ? Name : S;
type Required<P extends string> = P extends `${string}:${infer Segment}/${infer Rest}`
  ? (Segment extends `${string}?` ? never : Segment) | Required<`/${Rest}`>
  : P extends `${string}:${infer Segment}`
    ? Segment extends `${string}?`
      ? never
      : Segment
    : never;
type Optional<P extends string> = P extends `${string}:${infer Segment}/${infer Rest}`
  ? (Segment extends `${infer Name}?` ? Name : never) | Optional<`/${Rest}`>
  : P extends `${string}:${infer Segment}`
    ? Segment extends `${string}?`
      ? ParamName<Segment>
      : never
    : never;
export type PathParams<P extends string> = { [K in Required<P>]: string } & { [K in Optional<P>]?: string };

/**
 * Fills a pattern of `paths` with encoded values (`/app/requests/:id` → `/app/requests/r%2F1`); an
 * optional parameter left out drops its segment (`/app/messages/:conversationId?` → `/app/messages`).
 */
export function pathTo<P extends string>(pattern: P, params: PathParams<P>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = (params as Partial<Record<string, string>>)[name];
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    if (optional) return '';
    throw new Error(`missing path parameter ${name} for ${pattern}`);
  });
}
