import type { TFunction } from 'i18next';
import type { EventPayload } from '../../../events/define-event.ts';
import type { requestCreated } from '../../../events/registry.ts';
import { requestLimitMilestone } from '../../../shared/domain/booking/reservation-rules.ts';
import { translator } from '../../../shared/i18n/email-translator.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { type EmailBlock, renderEmail } from '../../lib/email/render-email.ts';
import { clientMessage, dateValue, type PlanContext } from './client-wording.ts';
import { money, portalLoginLink, slotDate } from './lifecycle-email-parts.ts';
import type { PlannedEmail } from './plan-emails.ts';

type Payload = EventPayload<typeof requestCreated>;

/** The project in words: the flash by its title and price when there is one, else its type. */
function projectText(t: TFunction, payload: Payload, locale: Locale): string {
  const flash = payload.project?.flash;
  if (!flash) return t(`email.projectTypes.${payload.projectType}`);
  return t('email.namedFlash', {
    title: flash.title,
    price: money(flash.priceCents, flash.currency, locale),
  });
}

/**
 * What the artist needs to answer without opening the app: who, the flash, placement, size and the
 * note as rows, then the flash's image (public) as a thumbnail and how many reference photos came.
 */
function projectBlocks(
  t: TFunction,
  payload: Payload,
  appUrl: string,
  locale: Locale,
): (string | EmailBlock)[] {
  const { project, client, referenceImageCount } = payload;
  if (!project) return [];
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const flash = project.flash;
  const facts: [string, string][] = [
    [t('email.newRequest.facts.client'), `${name} <${client.email}>`],
    ...(flash
      ? [
          [
            t('email.newRequest.facts.flash'),
            `${flash.title} (${money(flash.priceCents, flash.currency, locale)})`,
          ] as [string, string],
        ]
      : []),
    [t('email.newRequest.facts.placement'), project.placement],
    [t('email.newRequest.facts.size'), project.size],
    ...(project.text ? [[t('email.newRequest.facts.note'), project.text] as [string, string]] : []),
  ];
  const blocks: (string | EmailBlock)[] = [{ facts }];
  const image = (path: string, alt: string) => ({ src: `${appUrl}${path}`, href: `${appUrl}${path}`, alt });
  if (flash?.imagePath) {
    blocks.push({
      images: [image(flash.imagePath, t('email.newRequest.flashImage', { title: flash.title }))],
    });
  }
  // Reference photos are private (ADR 0072): an email, kept for ever, carries no link to them; it
  // says how many there are, and the request (behind the artist's sign-in) shows them.
  if (referenceImageCount > 0) blocks.push(t('email.newRequest.photos', { count: referenceImageCount }));
  return blocks;
}

/**
 * `request.created`: the client's confirmation, in the client's language, naming the flash and its
 * price (or the project), with a link to the portal's login; and the artist's new-request email, in
 * the artist's language, when their notification settings ask for it: the client, the flash, the
 * placement, size, note and reference photos, and a link straight to the request. Times follow the
 * artist's hour format and name the zone in words. At the Free plan's 8th and 10th request the artist
 * is told (in the new-request email, or alone when they want no new-request emails).
 */
export function requestCreatedEmails(payload: Payload, { appUrl, wording }: PlanContext): PlannedEmail[] {
  const emails: PlannedEmail[] = [];
  const { client, artist, location, slot } = payload;

  const tc = translator(client.locale);
  const portalLink = portalLoginLink(appUrl, client.email);
  const clientVars = {
    firstname: client.firstName,
    displayName: artist.displayName,
    pseudo: payload.pseudo,
    projectType: projectText(tc, payload, client.locale),
    date: dateValue(tc, slot, client.locale),
    ...location,
  };
  const message = clientMessage(tc, 'requestReceived', wording, clientVars);
  emails.push({
    template: 'request-sent',
    to: client.email,
    locale: client.locale,
    content: renderEmail({
      locale: client.locale,
      subject: message.subject,
      paragraphs: [
        ...message.paragraphs,
        ...(location ? [tc('email.requestSent.location', clientVars)] : []),
        tc('email.requestSent.next', clientVars),
      ],
      cta: { label: tc('email.requestSent.cta'), url: portalLink },
    }),
  });

  const ta = translator(artist.locale);
  const usage = artist.requestLimit;
  const milestone = usage && requestLimitMilestone(usage);
  const limitVars = { used: usage?.used, max: usage?.max };
  const limitLines =
    milestone && usage
      ? [
          ta(`email.requestLimit.${milestone}.body`, limitVars),
          ta('email.requestLimit.plan', { link: `${appUrl}/app/settings/plan` }),
        ]
      : [];

  if (artist.notifyBookingRequests) {
    const artistVars = {
      firstname: client.firstName,
      projectType: projectText(ta, payload, artist.locale),
      date: slotDate(slot, artist.locale),
      ...location,
    };
    const link = `${appUrl}/app/requests/${payload.requestId}`;
    emails.push({
      template: 'new-request',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: ta('email.newRequest.subject', artistVars),
        paragraphs: [
          ta('email.newRequest.body', artistVars),
          ...(location ? [ta('email.newRequest.location', artistVars)] : []),
          ...projectBlocks(ta, payload, appUrl, artist.locale),
          ...limitLines,
        ],
        cta: { label: ta('email.newRequest.cta'), url: link },
      }),
    });
  } else if (milestone && limitLines.length > 0) {
    // No new-request emails wanted, but the plan's limit is news the artist must get.
    emails.push({
      template: 'request-limit',
      to: artist.email,
      locale: artist.locale,
      content: renderEmail({
        locale: artist.locale,
        subject: ta(`email.requestLimit.${milestone}.subject`, limitVars),
        paragraphs: limitLines.slice(0, 1),
        cta: { label: ta('email.requestLimit.cta'), url: `${appUrl}/app/settings/plan` },
      }),
    });
  }
  return emails;
}
