import { emailTemplateTestRequested } from '#events/definitions/notifications.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { countIn, type RateRule } from '#functions/lib/rate-limit/rate-limit.ts';
import { ApiError } from '#shared/api/errors.ts';
import { emailTemplateRoutes } from '#shared/api/routes/email-templates.ts';
import { assertKnownPlaceholders } from './email-template-view.ts';
import { myAccount } from './my-account.ts';

/** At most 3 test emails per artist and minute. */
const TEST_EMAILS: RateRule = { limit: 3, windowSeconds: 60 };

/**
 * `POST /me/email-templates/{kind}/{locale}/test`: the wording being edited (saved or not) goes to
 * the artist's own address as a client would get it, with sample data: `email-template.test-requested`
 * through the outbox, with a per-minute limit in the same transaction.
 */
export const handler = httpHandler(
  emailTemplateRoutes.sendMyEmailTemplateTest,
  async ({ caller, params, body, correlationId }) => {
    const artist = await myAccount(caller);
    assertKnownPlaceholders(params.kind, body);
    const now = new Date();
    const event = outboxItem(
      emailTemplateTestRequested,
      {
        artistId: artist.artistId,
        pseudo: artist.pseudo,
        displayName: artist.displayName,
        email: artist.email,
        kind: params.kind,
        locale: params.locale,
        subject: body.subject,
        body: body.body,
        timezone: artist.timezone,
        ...(artist.hourFormat && { hourFormat: artist.hourFormat }),
        currency: artist.currency,
        ...(artist.residency && { residency: artist.residency }),
      },
      { correlationId, now },
    );
    const result = await getDb()
      .transaction.write(({ rateWindow, outboxEvent }) => [
        countIn(rateWindow, `template-test:${artist.artistId}`, TEST_EMAILS, now),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(429, 'too_many_test_emails');
    return { sentTo: artist.email };
  },
);
