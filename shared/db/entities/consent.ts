import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * A booking's signed consent (ADR 0088): one per booking (created only if absent: a second signing is
 * refused and changes nothing), kept as it was signed. It holds the form as the client read it, their
 * answers, when, from where (IP and user agent from API Gateway's request context), and the signed PDF's
 * key in the consent bucket with its SHA-256 (the object is locked until `retainUntil`, ADR 0089).
 */
export const ConsentEntity = new Entity({
  model: { entity: 'consent', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    bookingId: { type: 'string', required: true, readOnly: true },
    clientEmail: { type: 'string', required: true, readOnly: true },
    formVersion: { type: 'number', required: true, readOnly: true },
    /** The shown form (`ShownForm`): one language, every text as displayed. */
    form: { type: 'any', required: true, readOnly: true },
    formSha256: { type: 'string', required: true, readOnly: true },
    fullName: { type: 'string', required: true, readOnly: true },
    dateOfBirth: { type: 'string', required: true, readOnly: true },
    /** `ConsentAnswer[]` in the form's order. */
    answers: { type: 'any', required: true, readOnly: true },
    photoUse: { type: 'boolean', required: true, readOnly: true },
    flagged: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** The signature as sent (points or typed name): the PDF draws it, nothing renders it elsewhere. */
    signature: { type: 'any', required: true, readOnly: true },
    guardian: { type: 'any', readOnly: true },
    /** The ID photo the client added (an `idPhoto` image of this booking; never in the PDF). */
    idPhotoImageId: { type: 'string', readOnly: true },
    signedAt: { type: 'string', required: true, readOnly: true },
    ip: { type: 'string', required: true, readOnly: true },
    userAgent: { type: 'string', required: true, readOnly: true },
    pdfKey: { type: 'string', required: true, readOnly: true },
    pdfSha256: { type: 'string', required: true, readOnly: true },
    retainUntil: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byBooking: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['bookingId'] },
    },
  },
});

/** One consent item as ElectroDB reads and writes it. */
export type ConsentItem = EntityItem<typeof ConsentEntity>;
