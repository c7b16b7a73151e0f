import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';
import { withLawOf } from '#shared/domain/consent/consent-settings.ts';
import { defaultConsentForm } from '#shared/domain/consent/default-settings.ts';

/**
 * `PUT /me/consent-form {baseVersion, settings}`: writes version `baseVersion + 1`, only if absent, so
 * an editor that loaded an older version (another tab saved meanwhile) gets 409 `conflict` and nothing
 * changes. The law of the form's jurisdiction is the default's, whatever the body says: a guardian is
 * never allowed where the law forbids tattooing minors. Versions are never rewritten (ADR 0088).
 */
export const handler = httpHandler(consentRoutes.saveMyConsentForm, async ({ body, caller }) => {
  const { artistId } = requireArtist(caller);
  const settings = withLawOf(body.settings, defaultConsentForm(body.settings.form.jurisdiction));
  const version = body.baseVersion + 1;
  const savedAt = new Date().toISOString();
  try {
    await getDb()
      .entities.consentForm.create({
        artistId,
        version,
        settings,
        savedAt,
        enabled: settings.enabled,
        deadlineHours: settings.deadlineHours,
      })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ApiError(409, 'conflict');
    throw error;
  }
  return { version, savedAt, settings };
});
