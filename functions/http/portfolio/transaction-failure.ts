import { ApiError } from '#shared/api/errors.ts';

/**
 * The error of a canceled write transaction whose first item is the flash or work itself: its
 * condition failing means the item is gone (deleted meanwhile: 404); any other cancellation (an
 * image no longer ready, a concurrent transaction) is a conflict the artist may retry.
 */
export function transactionFailure(reasons: readonly { code?: string }[]): ApiError {
  return reasons[0]?.code === 'ConditionalCheckFailed'
    ? new ApiError(404, 'not_found')
    : new ApiError(409, 'conflict');
}
