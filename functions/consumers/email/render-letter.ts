import type { TFunction } from 'i18next';
import { bookingCalendarAttachment } from '#functions/lib/email/booking-calendar.ts';
import { type EmailBlock, renderEmail } from '#functions/lib/email/render-email.ts';
import type { SignInGrant } from '#functions/lib/email/sign-in-links.ts';
import { personalizedMessage } from '#shared/domain/email-templates.ts';
// Every email kind's words: the lifecycle's, the reminders', the waitlist's and the guest spots'.
import { translator } from '#shared/i18n/design-email-translator.ts';
import { defaultWording } from './client-wording.ts';
import type { Block, Letter, PlannedEmail, Vars, Words } from './letter.ts';

/** Words in the reader's language: a key translated with its values (words among them first), or the text. */
function say(t: TFunction, item: Words): string {
  return 'text' in item ? item.text : item.vars ? t(item.key, values(t, item.vars)) : t(item.key);
}

function values(t: TFunction, vars: Vars): Record<string, string | number | null | undefined> {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' ? say(t, value) : value,
    ]),
  );
}

/** The opening a `wording` block writes: the artist's wording, else the default, placeholders filled. */
function opening(t: TFunction, block: Extract<Block, { wording: unknown }>['wording']) {
  const { kind, custom, values: given } = block;
  const template = custom ?? defaultWording(t, kind);
  return personalizedMessage(template, {
    ...custom?.extras,
    ...(values(t, given) as Record<string, string>),
  });
}

/**
 * The letter's sign-in link (ADR 0085) leading to another portal page: a button of a block (a proposed
 * time) signs in with the same single-use secret as the letter's main button, and opens its own page.
 */
function signingInTo(signInUrl: string, target: string): string {
  const url = new URL(signInUrl);
  url.searchParams.set('redirect', target);
  return url.toString();
}

/**
 * The one renderer of every email kind: a letter's words in its recipient's language, its blocks in
 * order in the product's layout (render-email.ts), its button, and its booking's `.ics` if any.
 * `signIn`: the sign-in link its button carries instead of `cta.url` (ADR 0085).
 */
export function renderLetter(letter: Letter, signIn?: { url: string; grant: SignInGrant }): PlannedEmail {
  const t = translator(letter.locale);
  let subject = letter.subject && say(t, letter.subject);
  const paragraphs: (string | EmailBlock)[] = [];
  for (const block of letter.blocks) {
    if (!block) continue;
    if ('wording' in block) {
      const message = opening(t, block.wording);
      subject ??= message.subject;
      paragraphs.push(...message.paragraphs);
    } else if ('facts' in block) {
      paragraphs.push({ facts: block.facts.map(([label, value]) => [say(t, label), value]) });
    } else if ('buttons' in block) {
      paragraphs.push({
        buttons: block.buttons.map((button) => ({
          label: say(t, button.label),
          url: signIn && button.signIn ? signingInTo(signIn.url, button.signIn) : button.url,
        })),
      });
    } else if ('images' in block) {
      paragraphs.push({ images: block.images.map((image) => ({ ...image, alt: say(t, image.alt) })) });
    } else paragraphs.push(say(t, block));
  }
  if (subject === undefined) throw new Error(`the letter ${letter.template} has no subject`);
  const content = renderEmail({
    locale: letter.locale,
    subject,
    paragraphs,
    ...(letter.cta && {
      cta: {
        label: say(t, letter.cta.label),
        // A button out of the portal (the booking form) keeps its own link; the sign-in is a block's.
        url: signIn && letter.cta.signIn ? signIn.url : letter.cta.url,
      },
    }),
  });
  const { calendar } = letter;
  return {
    template: letter.template,
    to: letter.to,
    locale: letter.locale,
    ...(signIn && { signIn: signIn.grant }),
    ...(letter.stored && { stored: letter.stored }),
    content: calendar
      ? {
          ...content,
          attachments: [
            bookingCalendarAttachment(
              { ...calendar, projectType: say(t, calendar.projectType) },
              t,
              letter.locale,
            ),
          ],
        }
      : content,
  };
}
