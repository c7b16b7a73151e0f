import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { BUG_LOCATIONS, BUG_STATUSES, BUG_TYPES, SUGGESTION_STATUSES } from '#shared/domain/support.ts';

/**
 * A bug report (issue 13, item 7), by its id (the form's: a resend finds it). All reports share one
 * index partition (`board`), newest last, for the superadmin's triage list: a few a day at most.
 */
export const BugReportEntity = new Entity({
  model: { entity: 'bugReport', version: '1', service: SERVICE },
  attributes: {
    board: { type: ['bugs'] as const, required: true, readOnly: true, default: 'bugs' },
    reportId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    pseudo: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    location: { type: BUG_LOCATIONS, required: true, readOnly: true },
    type: { type: BUG_TYPES, required: true, readOnly: true },
    description: { type: 'string', required: true, readOnly: true },
    screenshotImageId: { type: 'string', readOnly: true },
    status: { type: BUG_STATUSES, required: true, default: 'new' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['reportId'] },
      sk: { field: 'sk', composite: [] },
    },
    byBoard: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['board'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'reportId'] },
    },
  },
});

/** A feature suggestion with its vote count, by its id; all in one index partition (`board`) for the lists. */
export const SuggestionEntity = new Entity({
  model: { entity: 'suggestion', version: '1', service: SERVICE },
  attributes: {
    board: { type: ['suggestions'] as const, required: true, readOnly: true, default: 'suggestions' },
    suggestionId: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    status: { type: SUGGESTION_STATUSES, required: true, default: 'waiting' },
    votes: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['suggestionId'] },
      sk: { field: 'sk', composite: [] },
    },
    byBoard: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['board'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'suggestionId'] },
    },
  },
});

/** One artist's vote for one suggestion: created once (a second vote is no vote). */
export const SuggestionVoteEntity = new Entity({
  model: { entity: 'suggestionVote', version: '1', service: SERVICE },
  attributes: {
    suggestionId: { type: 'string', required: true, readOnly: true },
    artistId: { type: 'string', required: true, readOnly: true },
    votedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySuggestion: {
      pk: { field: 'pk', composite: ['suggestionId'] },
      sk: { field: 'sk', composite: ['artistId'] },
    },
    // An artist's votes, to mark the suggestions they voted for.
    byArtist: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['artistId'] },
      sk: { field: 'gsi1sk', composite: ['suggestionId'] },
    },
  },
});
