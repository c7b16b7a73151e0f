import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';

/** Which public page of an artist a visitor opened: their page, or the booking form. */
const VIEWED_PAGES = ['profile', 'form'] as const;

export const pageViewed = defineEvent({
  detailType: 'page.viewed',
  version: 1,
  description:
    "A visitor's browser opened an artist's public page or booking form (one beacon per page and browser session): the top of the analytics funnel from page view to booking. Only the archive takes it.",
  payload: z.object({
    artistId: z.string().min(1),
    pseudo: z.string().min(1),
    page: z.enum(VIEWED_PAGES),
    /** The visitor's language, as the page was shown. */
    locale: z.string().max(8).optional(),
  }),
});
