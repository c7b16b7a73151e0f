import { bugReported } from '#events/definitions/support.ts';
import { outboxItem } from '#events/outbox.ts';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { countIn } from '#functions/lib/rate-limit/rate-limit.ts';
import { ApiError } from '#shared/api/errors.ts';
import { supportRoutes } from '#shared/api/routes/support.ts';
import { SUPPORT_SENDS, supportRateScope } from './rate-limit.ts';

/** Checks that the screenshot, if any, is the artist's own ready `support` upload (true if there is one). */
async function checkScreenshot(artistId: string, imageId: string | undefined): Promise<boolean> {
  if (!imageId) return false;
  const { data: image } = await getDb().entities.image.get({ artistId, imageId }).go();
  const widths = image?.variantWidths ?? [];
  if (image?.kind !== 'support' || image.status !== 'ready' || widths.length === 0) {
    throw new ApiError(400, 'validation_failed', [
      { path: 'screenshotImageId', key: 'validation.support.screenshotInvalid' },
    ]);
  }
  return true;
}

/**
 * `POST /me/bug-reports`: files a report (where, what kind, what happened, a screenshot) with
 * `bug.reported` through the outbox, in one transaction with the per-minute limit. The report's id
 * comes from the form: sending it again answers the same report and files nothing more.
 */
export const handler = httpHandler(
  supportRoutes.createMyBugReport,
  async ({ body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const db = getDb();
    const already = async () => {
      const { data } = await db.entities.bugReport.get({ reportId: body.reportId }).go();
      if (data && data.artistId !== artist.artistId) throw new ApiError(409, 'conflict');
      return Boolean(data);
    };
    if (await already()) return { reportId: body.reportId };

    const hasScreenshot = await checkScreenshot(artist.artistId, body.screenshotImageId);
    const now = new Date();
    const createdAt = now.toISOString();
    const report = {
      reportId: body.reportId,
      createdAt,
      artistId: artist.artistId,
      pseudo: artist.pseudo,
      email: artist.email,
      location: body.location,
      type: body.type,
      description: body.description,
      ...(body.screenshotImageId && { screenshotImageId: body.screenshotImageId }),
    };
    const event = outboxItem(
      bugReported,
      {
        reportId: body.reportId,
        artistId: artist.artistId,
        pseudo: artist.pseudo,
        email: artist.email,
        locale: artist.locale,
        location: body.location,
        type: body.type,
        description: body.description,
        // The screenshot is private (ADR 0072): the email says there is one, the triage shows it.
        ...(hasScreenshot && { hasScreenshot }),
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ bugReport, rateWindow, outboxEvent }) => [
        bugReport.create(report).commit(),
        countIn(rateWindow, supportRateScope(artist.artistId), SUPPORT_SENDS, now),
        outboxEvent.create(event).commit(),
      ])
      .go();
    // Canceled: the same report sent twice at once (it exists now), or past the minute's limit.
    if (result.canceled && !(await already())) throw new ApiError(429, 'too_many_reports');
    return { reportId: body.reportId };
  },
);
