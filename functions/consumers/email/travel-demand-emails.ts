import { travelBookingOpened } from '#events/definitions/profile.ts';
import { artistPageLink } from '#functions/lib/email/values.ts';
import { formatLocalPeriod } from '#shared/domain/local-period.ts';
import { defineEmail, words } from './letter.ts';

/**
 * `travel.booking-opened` (issue 14, item 6): each visitor who asked is told, in their language,
 * that the artist's guest spot in their city is open, with a button to the booking form.
 */
export const travelDemandEmail = defineEmail(travelBookingOpened, (payload, { appUrl }) => {
  const { travel } = payload;
  return payload.recipients.map(({ email, locale }) => {
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
      subject: words('email.travelDemand.subject', vars),
      blocks: [words('email.travelDemand.body', vars), words('email.travelDemand.first')],
      cta: { label: words('email.travelDemand.cta'), url: `${artistPageLink(appUrl, payload.pseudo)}/form` },
    };
  });
});
