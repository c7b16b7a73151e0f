import type { z } from 'zod';
import type { requestListQuery } from '#shared/api/contracts/requests.ts';
import type { ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';

/** What the inbox filters read of a request. */
export interface FilterableRequest {
  requestId: string;
  projectType: ProjectType;
  slotId: string;
  travelId?: string | undefined;
  createdAt: string;
}

/** The filters of `GET /me/requests` once parsed (status and order have their defaults). */
export type RequestFilters = Omit<z.output<typeof requestListQuery>, 'status'>;

/**
 * The requests the filters keep, in the asked order (contract: shared/api/contracts/requests.ts).
 * Dates are the slot's local day (from its id), inclusive; `location` is 'residency' (no travel) or
 * a travel id; a price filter keeps only requests with a price (`priceOf`: a flash's listed price);
 * 'oldest' first is the stack's order (first come, first served), by when the request was sent.
 */
export function filterRequests<R extends FilterableRequest>(
  requests: readonly R[],
  filters: RequestFilters,
  priceOf: (request: R) => number | undefined,
): R[] {
  const pricing = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const kept = requests.filter((request) => {
    const day = parseSlotId(request.slotId)?.localDate ?? '';
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    if (
      filters.location === 'residency'
        ? request.travelId
        : filters.location && request.travelId !== filters.location
    )
      return false;
    if (filters.type && request.projectType !== filters.type) return false;
    if (pricing) {
      const price = priceOf(request);
      if (price === undefined) return false;
      if (filters.priceMin !== undefined && price < filters.priceMin) return false;
      if (filters.priceMax !== undefined && price > filters.priceMax) return false;
    }
    return true;
  });
  const direction = filters.order === 'newest' ? -1 : 1;
  return kept.sort(
    (a, b) => direction * (a.createdAt.localeCompare(b.createdAt) || a.requestId.localeCompare(b.requestId)),
  );
}
