import * as z from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import { clientFields } from '#shared/validation/booking-fields.ts';
import { emailField, verificationCodeField } from '#shared/validation/fields.ts';

/** `POST /portal/login`: the address to send the code and link to. */
export const portalLoginInput = z.object({ email: emailField });
export type PortalLoginInput = z.infer<typeof portalLoginInput>;

/** The same answer for every address, known or not (no enumeration). */
export const portalLoginAccepted = z.object({
  /** The SPA offers to resend after this many seconds. */
  resendAfterSeconds: z.number().int(),
});
export type PortalLoginAccepted = z.infer<typeof portalLoginAccepted>;

/** `POST /portal/login/otp`: the emailed 6-digit code, with the address it was sent to. */
export const portalCodeInput = z.object({ email: emailField, code: verificationCodeField });
export type PortalCodeInput = z.infer<typeof portalCodeInput>;

/** The magic link's token: 256 bits in base64url (43 characters). */
export const portalLinkToken = z
  .string({ error: 'validation.invalidValue' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalidValue' });

/**
 * `POST /portal/login/link`: the token of `/portal/login/otp/{token}`, in the body (never in an API
 * path, which the access logs keep), sent only when the client presses the page's button.
 */
export const portalLinkInput = z.object({ token: portalLinkToken });

/**
 * A signed-in answer (login, `POST /auth/refresh-token`): the access token; the refresh token travels
 * only in the httpOnly cookie.
 */
export const portalAccessToken = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type PortalAccessToken = z.infer<typeof portalAccessToken>;

/** An email's sign-in token (ADR 0085): the link's id and its 256-bit secret, in base64url. */
export const emailSignInTokenField = z
  .string({ error: 'validation.invalidValue' })
  .regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, { error: 'validation.invalidValue' });

/**
 * `POST /portal/login/email`: the token of an email button's fragment (never in a URL the servers
 * see) and the address the email went to, sent only when the client presses the page's button.
 */
export const emailSignInInput = z.object({ token: emailSignInTokenField, email: emailField });

/** Signed in from an email: the access token, and the portal page the button named. */
export const emailSignedIn = portalAccessToken.extend({ path: z.string() });
export type EmailSignedIn = z.infer<typeof emailSignedIn>;

export const portalLoggedOut = z.object({});

/** The public keys of the portal's tokens, as API Gateway's JWT authorizer reads them. */
export const portalJwks = z.object({
  keys: z.array(
    z.object({
      kty: z.literal('RSA'),
      kid: z.string(),
      use: z.literal('sig'),
      alg: z.literal('RS256'),
      n: z.string(),
      e: z.string(),
    }),
  ),
});

/** The discovery document API Gateway reads at `<issuer>/.well-known/openid-configuration`. */
export const portalOpenIdConfiguration = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
});

/** What a client may change of their own information (the email is their identity). */
export const clientProfileInput = clientFields.omit({ email: true }).extend({
  locale: z.enum(LOCALES, { error: 'validation.invalidValue' }),
});
export type ClientProfileInput = z.input<typeof clientProfileInput>;

/** `GET /portal/me`: the client's own information (spec: first name, last name, age, email, ...). */
export const clientProfile = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number(),
  instagram: z.string().optional(),
  alreadyTattooed: z.boolean(),
  locale: z.enum(LOCALES),
  updatedAt: z.string(),
});
export type ClientProfile = z.infer<typeof clientProfile>;
