import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { HOUR_FORMATS } from '#shared/domain/preferences.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/**
 * What a client asked for, when and who they are: the attributes a request and its booking share
 * (the booking keeps its request's snapshot), as ElectroDB attributes spread into both entities.
 */
export const requestSnapshotAttributes = {
  projectType: { type: PROJECT_TYPES, required: true },
  flashId: { type: 'string' },
  placement: { type: 'string', required: true },
  size: { type: 'string', required: true },
  text: { type: 'string' },
  referenceImageIds: { type: 'list', items: { type: 'string' } },
  slotId: { type: 'string', required: true },
  slotStart: { type: 'string', required: true },
  slotEnd: { type: 'string', required: true },
  /** The travel the slot falls in, if any. */
  travelId: { type: 'string' },
  /** Normalized (trimmed, lower case): keys the client item and `gsi2`. */
  clientEmail: { type: 'string', required: true },
  clientFirstName: { type: 'string', required: true },
  clientLastName: { type: 'string', required: true },
  clientAge: { type: 'number', required: true },
  clientInstagram: { type: 'string' },
  clientAlreadyTattooed: { type: 'boolean', required: true },
  locale: { type: LOCALES, required: true },
  /**
   * Set when the artist deleted their account (ADR 0055): the item was moved out of the artist's
   * partition to an anonymous one, and keeps only what its client's history needs to show it.
   */
  formerArtist: {
    type: 'map',
    properties: {
      deletedAt: { type: 'string', required: true },
      timezone: { type: 'string', required: true },
      hourFormat: { type: HOUR_FORMATS },
    },
  },
} as const;
