import type { EventPayload } from '../../../events/define-event.ts';
import type { travelBookingOpened } from '../../../events/registry.ts';
import { formatLocalPeriod } from '../../../shared/domain/local-period.ts';
// The guest-spot demand's words join the emails' messages.
import '../../../shared/i18n/notice-email-translator.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import { renderEmail } from '../../lib/email/render-email.ts';
import type { PlanContext } from './client-wording.ts';
import { artistPageLink } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof travelBookingOpened>;

/**
 * `travel.booking-opened` (issue 14, item 6): each visitor who asked is told, in their language,
 * that the artist's guest spot in their city is open, with a button to the booking form.
 */
export function travelDemandEmails(payload: Payload, { appUrl }: PlanContext): PlannedEmail[] {
  const { travel } = payload;
  return payload.recipients.map(({ email, locale }) => {
    const t = translator(locale);
    const vars = {
      displayName: payload.displayName,
      city: travel.city,
      shopName: travel.shopName,
      period: formatLocalPeriod(travel.startDate, travel.endDate, locale),
    };
    return {
      template: 'travel-demand',
      to: email,
      locale,
      content: renderEmail({
        locale,
        subject: t('email.travelDemand.subject', vars),
        paragraphs: [t('email.travelDemand.body', vars), t('email.travelDemand.first')],
        cta: { label: t('email.travelDemand.cta'), url: `${artistPageLink(appUrl, payload.pseudo)}/form` },
      }),
    };
  });
}
