import { LOCALES } from '#shared/i18n/locales.ts';
import { errors } from '#shared/i18n/messages/errors.ts';

/**
 * The body of a WAF rate refusal (ADR 0069): the API's error shape, with the API's own message in the
 * three languages at once (WAF cannot read `Accept-Language`), which the SPA shows as any API error.
 * The CloudFront and user pool web ACLs answer it; the local gateway too, playing the pool's rule.
 */
export const WAF_REFUSAL = JSON.stringify({
  error: {
    code: 'too_many_requests',
    message: LOCALES.map((locale) => errors[locale].too_many_requests).join(' · '),
  },
});
