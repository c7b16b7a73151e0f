import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { EMAIL_TEMPLATE_KINDS } from '#shared/domain/email-templates.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/**
 * An artist's wording of one client email in one language (issue 13, item 5): its subject and
 * message. Absent: the default wording. In the artist's partition, one item per email and language.
 */
export const EmailTemplateEntity = new Entity({
  model: { entity: 'emailTemplate', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    kind: { type: EMAIL_TEMPLATE_KINDS, required: true, readOnly: true },
    locale: { type: LOCALES, required: true, readOnly: true },
    subject: { type: 'string', required: true },
    body: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['kind', 'locale'] },
    },
  },
});
