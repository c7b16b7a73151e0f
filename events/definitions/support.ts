import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { BUG_LOCATIONS, BUG_TYPES } from '#shared/domain/support.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/** Who wrote to the team: enough to answer them and to find their account. */
const reporter = {
  artistId: z.string().min(1),
  pseudo: z.string().min(1),
  email: z.string().min(1),
  locale: z.enum(LOCALES),
};

export const bugReported = defineEvent({
  detailType: 'bug.reported',
  version: 1,
  description:
    'An artist reported a bug (where, what kind, what happened, maybe a screenshot): the team gets an email; the superadmin area lists it.',
  payload: z.object({
    reportId: z.string().min(1),
    ...reporter,
    location: z.enum(BUG_LOCATIONS),
    type: z.enum(BUG_TYPES),
    description: z.string().min(1),
    /** A screenshot came with the report (private: the superadmin's triage shows it, ADR 0072). */
    hasScreenshot: z.boolean().optional(),
    /** Formerly the screenshot's public path; no longer sent since screenshots are private (ADR 0072). */
    screenshotPath: z.string().optional(),
  }),
});

export const suggestionSubmitted = defineEvent({
  detailType: 'suggestion.submitted',
  version: 1,
  description:
    'An artist suggested a feature: the team gets an email; it waits in the suggestion lists for votes and triage.',
  payload: z.object({
    suggestionId: z.string().min(1),
    ...reporter,
    title: z.string().min(1),
    description: z.string().min(1),
  }),
});
