import * as z from 'zod';
import {
  BUG_DESCRIPTION_MAX,
  BUG_LOCATIONS,
  BUG_TYPES,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_STATUSES,
  SUGGESTION_TITLE_MAX,
} from '#shared/domain/support.ts';
import { idParam } from './params.ts';

/** `POST /me/bug-reports`: where, what kind, what happened, and a screenshot if the artist has one. */
export const bugReportInput = z.object({
  /** Made by the form once: sending it twice files one report. */
  reportId: idParam,
  location: z.enum(BUG_LOCATIONS, { error: 'validation.support.locationRequired' }),
  type: z.enum(BUG_TYPES, { error: 'validation.support.typeRequired' }),
  description: z
    .string({ error: 'validation.support.descriptionRequired' })
    .trim()
    .min(10, { error: 'validation.support.descriptionTooShort' })
    .max(BUG_DESCRIPTION_MAX, { error: 'validation.support.descriptionTooLong' }),
  /** An image the artist uploaded (`kind: support`), ready. */
  screenshotImageId: idParam.optional(),
});
export type BugReportInput = z.input<typeof bugReportInput>;

export const bugReportCreated = z.object({ reportId: z.string() });

/** `POST /me/suggestions`. */
export const suggestionInput = z.object({
  /** Made by the form once: sending it twice makes one suggestion. */
  suggestionId: idParam,
  title: z
    .string({ error: 'validation.support.titleRequired' })
    .trim()
    .min(3, { error: 'validation.support.titleRequired' })
    .max(SUGGESTION_TITLE_MAX, { error: 'validation.support.titleTooLong' }),
  description: z
    .string({ error: 'validation.support.descriptionRequired' })
    .trim()
    .min(10, { error: 'validation.support.descriptionTooShort' })
    .max(SUGGESTION_DESCRIPTION_MAX, { error: 'validation.support.descriptionTooLong' }),
});
export type SuggestionInput = z.input<typeof suggestionInput>;

/** A suggestion as artists see it: never its author, but whether it is theirs and they voted. */
export const suggestionView = z.object({
  suggestionId: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  votes: z.number().int(),
  votedByMe: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type SuggestionView = z.infer<typeof suggestionView>;
export const suggestionList = z.object({ items: z.array(suggestionView) });
export type SuggestionList = z.infer<typeof suggestionList>;

export const suggestionParams = z.object({ suggestionId: idParam });
