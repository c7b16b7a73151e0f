import {
  AlreadyExistsException,
  CreateEmailTemplateCommand,
  NotFoundException,
  SESv2Client,
  SendBulkEmailCommand,
} from '@aws-sdk/client-sesv2';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/lib/metrics.ts';
import { markAllSent, type Reservation, releaseEmail } from './recipient-guard.ts';

/**
 * An email layout stored in SES (a template, SES's Handlebars): its parts rendered once, by language,
 * with the recipient's own text as replacement data. Its name says its content (a hash), so a
 * changed layout is a new template and no send ever meets a half-updated one.
 */
export interface StoredTemplate {
  name: string;
  subject: string;
  html: string;
  text: string;
}

/** SES v2's most destinations in one SendBulkEmail. */
const BULK_DESTINATIONS = 50;

let ses: SESv2Client | undefined;

/**
 * Sends emails of one stored template in ONE SendBulkEmail (issue 33, ADR 0102), each reserved
 * already (reserveEmails): the template is created the first time SES says it has none. Per send,
 * SES's message id, or the error: a send SES refused has its reservation given back. The sends
 * keyed `once` that SES accepted are marked sent in one write as soon as it answers. At most
 * BULK_DESTINATIONS sends.
 */
export async function sendReservedBulk(
  template: StoredTemplate,
  sends: readonly { reservation: Reservation; data: object }[],
): Promise<(string | Error)[]> {
  if (sends.length === 0) return [];
  if (sends.length > BULK_DESTINATIONS) throw new Error(`${sends.length} sends in one bulk send`);
  let results: { MessageId?: string; Status?: string; Error?: string }[];
  try {
    results = await sendBulk(template, sends);
  } catch (error) {
    await giveBack(sends.map((send) => send.reservation));
    return sends.map(() => error as Error);
  }
  const answers = sends.map((_, index): string | Error => {
    const result = results[index];
    return result?.Status === 'SUCCESS' && result.MessageId
      ? result.MessageId
      : new Error(`SES refused the email: ${result?.Status ?? 'no answer'} ${result?.Error ?? ''}`.trim());
  });
  const accepted = sends.filter((_, index) => typeof answers[index] === 'string');
  countMetric(BUSINESS_METRICS.emailsSent, accepted.length);
  await giveBack(sends.filter((_, index) => answers[index] instanceof Error).map((send) => send.reservation));
  // Sent: their claims are never taken over (ADR 0102). If this write fails, the emails went all the
  // same: a later run may send them again, which is logged.
  const onces = accepted.flatMap(({ reservation }) => (reservation.once ? [reservation.once] : []));
  await markAllSent(onces).catch((error: Error) =>
    logger.error('emails sent but not marked sent', { keys: onces.length, error }),
  );
  return answers;
}

async function sendBulk(
  template: StoredTemplate,
  sends: readonly { reservation: Reservation; data: object }[],
) {
  ses ??= new SESv2Client({});
  const command = new SendBulkEmailCommand({
    FromEmailAddress: env.mailFrom,
    ...(env.sesConfigurationSet && { ConfigurationSetName: env.sesConfigurationSet }),
    DefaultContent: { Template: { TemplateName: template.name, TemplateData: '{}' } },
    BulkEmailEntries: sends.map(({ reservation, data }) => ({
      Destination: { ToAddresses: [reservation.to] },
      ReplacementEmailContent: { ReplacementTemplate: { ReplacementTemplateData: JSON.stringify(data) } },
    })),
  });
  try {
    return (await ses.send(command)).BulkEmailEntryResults ?? [];
  } catch (error) {
    if (!(error instanceof NotFoundException)) throw error;
    // The template's first send (a new layout, a new region): stored now, once, then sent.
    await ses
      .send(
        new CreateEmailTemplateCommand({
          TemplateName: template.name,
          TemplateContent: { Subject: template.subject, Html: template.html, Text: template.text },
        }),
      )
      .catch((create: Error) => {
        // Another run stored it first: the same content, by its name.
        if (!(create instanceof AlreadyExistsException)) throw create;
      });
    return (await ses.send(command)).BulkEmailEntryResults ?? [];
  }
}

/** Gives back the reservations of sends that did not go, so a retry may send them. */
async function giveBack(reservations: readonly Reservation[]): Promise<void> {
  for (const reservation of reservations)
    await releaseEmail(reservation).catch((release: Error) =>
      logger.warn('email reservation not given back', { error: release }),
    );
}
