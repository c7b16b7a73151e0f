import * as z from 'zod';
import { DESIGN_LIMITS, VERSION_STATUSES } from '#shared/domain/designs/design-rules.ts';
import { CURRENCIES } from '#shared/domain/money.ts';
import { publicImage } from './images.ts';
import { idParam, localDateParam } from './params.ts';

/** Design approval (issue 30, item 2; ADR 0090): the artist's policy, a design's versions, the answers. */

const count = (max: number, min = 0) =>
  z
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(min, { error: 'validation.invalidValue' })
    .max(max, { error: 'validation.invalidValue' });

/** `PUT /me/design-policy`: revisions included, an extra revision's price (0: free), days to answer. */
export const designPolicyInput = z.object({
  revisionsIncluded: count(DESIGN_LIMITS.maxRevisionsIncluded),
  revisionPriceCents: count(DESIGN_LIMITS.maxRevisionPriceCents),
  answerDays: count(DESIGN_LIMITS.maxAnswerDays, 1),
});
export type DesignPolicyInput = z.infer<typeof designPolicyInput>;

/** The policy as the settings show it, with the currency and whether online payments are set up. */
export const designPolicySettings = designPolicyInput.extend({
  currency: z.enum(CURRENCIES),
  paymentsReady: z.boolean(),
});
export type DesignPolicySettings = z.infer<typeof designPolicySettings>;

export const designParams = z.object({ requestId: idParam });
export const designVersionParams = z.object({
  requestId: idParam,
  version: z.coerce.number().int().min(1).max(DESIGN_LIMITS.maxVersions),
});

/**
 * `POST /me/designs/{requestId}`: the version being shared (the next number, so a retry shares it
 * once), 1-4 of the artist's ready `sketch` images, a note and the day the client answers by.
 */
export const shareDesignBody = z.object({
  version: z.number().int().min(1).max(DESIGN_LIMITS.maxVersions),
  imageIds: z
    .array(idParam)
    .min(1, { error: 'validation.invalidValue' })
    .max(DESIGN_LIMITS.maxImages, { error: 'validation.invalidValue' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidValue' }),
  note: z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(DESIGN_LIMITS.maxNote, { error: 'validation.invalidValue' })
    .default(''),
  answerBy: localDateParam,
});
export type ShareDesignBody = z.input<typeof shareDesignBody>;

/**
 * `POST /portal/designs/{requestId}/versions/{version}/changes`: what to change (required), and the
 * price the client was shown for this revision (0 when free): a different price answers 409
 * `revision_price_changed` and records nothing.
 */
export const designChangesBody = z.object({
  comment: z
    .string({ error: 'validation.designs.commentRequired' })
    .trim()
    .min(1, { error: 'validation.designs.commentRequired' })
    .max(DESIGN_LIMITS.maxComment, { error: 'validation.invalidValue' }),
  acceptedPriceCents: count(DESIGN_LIMITS.maxRevisionPriceCents),
});
export type DesignChangesBody = z.infer<typeof designChangesBody>;

/** One version as both sides see it: its images (signed URLs), note, answer-by day and answer. */
const designVersionView = z.object({
  version: z.number().int(),
  status: z.enum(VERSION_STATUSES),
  images: z.array(publicImage),
  note: z.string().optional(),
  /** The answer-by day (the artist's), and the instant it ends. */
  answerByDate: z.string(),
  answerBy: z.string(),
  sharedAt: z.string(),
  answeredAt: z.string().optional(),
  comment: z.string().optional(),
  /** The change asked on this version was revision `number`, at `priceCents` (0: included), paid or not. */
  revision: z
    .object({ number: z.number().int(), priceCents: z.number().int(), paidAt: z.string().optional() })
    .optional(),
});
export type DesignVersionView = z.infer<typeof designVersionView>;

const DESIGN_STATES = ['none', 'awaiting', 'payment-due', 'changes-asked', 'approved', 'expired'] as const;

/** A design: its state (the newest version's), its versions newest first, and the revisions' count. */
export const designView = z.object({
  requestId: z.string(),
  state: z.enum(DESIGN_STATES),
  versions: z.array(designVersionView),
  /** The approved version's number: the design pinned on the booking. */
  approvedVersion: z.number().int().optional(),
  currency: z.enum(CURRENCIES),
  revisionsIncluded: z.number().int(),
  revisionsUsed: z.number().int(),
  /** What the next change asked would be, and cost (0: included or free). */
  nextRevision: z.object({ number: z.number().int(), priceCents: z.number().int() }),
  /** The artist only: whether a new version may be shared now, and the policy's proposed answer-by day. */
  canShare: z.boolean().optional(),
  proposedAnswerBy: z.string().optional(),
});
export type DesignView = z.infer<typeof designView>;

/** `GET /portal/designs`: every design shared with the client, across artists, newest first. */
export const portalDesigns = z.object({ designs: z.array(designView) });
export type PortalDesigns = z.infer<typeof portalDesigns>;
