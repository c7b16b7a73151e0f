import type { EventPayload } from '../../../events/define-event.ts';
import type { artistOnboarded } from '../../../events/registry.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { translator } from '../../../shared/i18n/server-i18n.ts';
import { type RenderedEmail, renderEmail } from '../../lib/email/render-email.ts';
import type { DomainEvent } from '../../lib/parse-bus-event.ts';
import { requestCreatedEmails } from './request-created-emails.ts';

/** One email an event calls for: to whom, in which language, and its content. */
export interface PlannedEmail {
  /** Names the email within its event, for idempotency: one send per event, template and recipient. */
  template: string;
  to: string;
  locale: Locale;
  content: RenderedEmail;
}

type Planner = (payload: never, context: { appUrl: string }) => PlannedEmail[];

function welcome(
  payload: EventPayload<typeof artistOnboarded>,
  { appUrl }: { appUrl: string },
): PlannedEmail[] {
  const t = translator(payload.locale);
  const link = `${appUrl}/${payload.pseudo}`;
  const vars = { displayName: payload.displayName, link };
  return [
    {
      template: 'welcome',
      to: payload.email,
      locale: payload.locale,
      content: renderEmail({
        locale: payload.locale,
        subject: t('email.welcome.subject', vars),
        paragraphs: [t('email.welcome.body', vars)],
        cta: { label: t('email.welcome.cta'), url: link },
      }),
    },
  ];
}

/** Which emails each detail type sends. A detail type routed to this consumer but absent here is a bug. */
const planners: Record<string, Planner> = {
  'artist.onboarded': welcome as Planner,
  'request.created': requestCreatedEmails as Planner,
};

export function planEmails(event: DomainEvent, context: { appUrl: string }): PlannedEmail[] {
  const planner = planners[event.detailType];
  if (!planner) throw new Error(`no email planner for ${event.detailType}`);
  return planner(event.envelope.payload as never, context);
}

export const plannedDetailTypes = Object.keys(planners);
