import type { EventPayload } from '#events/define-event.ts';
import { requestCreated } from '#events/definitions/booking.ts';
import { money, portalLoginLink, slotDate } from '#functions/lib/email/values.ts';
import { requestLimitMilestone } from '#shared/domain/booking/reservation-rules.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type Block, defineEmail, type Letter, type Words, words } from './letter.ts';
import { dateWords, portalButton, projectTypeWords } from './letter-parts.ts';

type Payload = EventPayload<typeof requestCreated>;

/** The project in words: the flash by its title and price when there is one, else its type. */
function projectWords(payload: Payload, locale: Locale): Words {
  const flash = payload.project?.flash;
  if (!flash) return projectTypeWords(payload.projectType);
  return words('email.namedFlash', {
    title: flash.title,
    price: money(flash.priceCents, flash.currency, locale),
  });
}

/**
 * What the artist needs to answer without opening the app: who, the flash, placement, size and the
 * note as rows, then the flash's image (public) as a thumbnail and how many reference photos came.
 */
function projectBlocks(payload: Payload, appUrl: string, locale: Locale): Block[] {
  const { project, client, referenceImageCount } = payload;
  if (!project) return [];
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const flash = project.flash;
  const facts: [Words, string][] = [
    [words('email.newRequest.facts.client'), `${name} <${client.email}>`],
    ...(flash
      ? [
          [
            words('email.newRequest.facts.flash'),
            `${flash.title} (${money(flash.priceCents, flash.currency, locale)})`,
          ] as [Words, string],
        ]
      : []),
    [words('email.newRequest.facts.placement'), project.placement],
    [words('email.newRequest.facts.size'), project.size],
    ...(project.text ? [[words('email.newRequest.facts.note'), project.text] as [Words, string]] : []),
  ];
  const blocks: Block[] = [{ facts }];
  if (flash?.imagePath) {
    const url = `${appUrl}${flash.imagePath}`;
    blocks.push({
      images: [{ src: url, href: url, alt: words('email.newRequest.flashImage', { title: flash.title }) }],
    });
  }
  // Reference photos are private (ADR 0072): an email, kept for ever, carries no link to them; it
  // says how many there are, and the request (behind the artist's sign-in) shows them.
  if (referenceImageCount > 0) blocks.push(words('email.newRequest.photos', { count: referenceImageCount }));
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
export const requestCreatedEmail = defineEmail(
  requestCreated,
  (payload, { appUrl, wording }) => {
    const { client, artist, location, slot } = payload;
    const clientVars = {
      firstname: client.firstName,
      displayName: artist.displayName,
      pseudo: payload.pseudo,
      projectType: projectWords(payload, client.locale),
      date: dateWords(slot, client.locale),
      ...location,
    };
    const letters: Letter[] = [
      {
        template: 'request-sent',
        to: client.email,
        locale: client.locale,
        blocks: [
          // Drawn in the artist's draw opening (ADR 0096): said first, the request's usual words after.
          payload.drawn && words('email.openings.drawn', clientVars),
          { wording: { kind: 'requestReceived', custom: wording, values: clientVars } },
          location && words('email.requestSent.location', clientVars),
          words('email.requestSent.next', clientVars),
        ],
        cta: portalButton(
          words('email.requestSent.cta'),
          portalLoginLink(appUrl, client.email),
          '/portal/requests',
        ),
      },
    ];

    const usage = artist.requestLimit;
    const milestone = usage && requestLimitMilestone(usage);
    const limitVars = { used: usage?.used, max: usage?.max };
    const planUrl = `${appUrl}/app/settings/plan`;
    const limitBody = milestone && words(`email.requestLimit.${milestone}.body`, limitVars);

    if (artist.notifyBookingRequests) {
      const artistVars = {
        firstname: client.firstName,
        projectType: projectWords(payload, artist.locale),
        date: slotDate(slot, artist.locale),
        ...location,
      };
      letters.push({
        template: 'new-request',
        to: artist.email,
        locale: artist.locale,
        subject: words('email.newRequest.subject', artistVars),
        blocks: [
          words('email.newRequest.body', artistVars),
          location && words('email.newRequest.location', artistVars),
          ...projectBlocks(payload, appUrl, artist.locale),
          limitBody,
          limitBody && words('email.requestLimit.plan', { link: planUrl }),
        ],
        cta: { label: words('email.newRequest.cta'), url: `${appUrl}/app/requests/${payload.requestId}` },
      });
    } else if (milestone && limitBody) {
      // No new-request emails wanted, but the plan's limit is news the artist must get.
      letters.push({
        template: 'request-limit',
        to: artist.email,
        locale: artist.locale,
        subject: words(`email.requestLimit.${milestone}.subject`, limitVars),
        blocks: [limitBody],
        cta: { label: words('email.requestLimit.cta'), url: planUrl },
      });
    }
    return letters;
  },
  () => 'requestReceived',
);
