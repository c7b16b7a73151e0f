import { PROJECT_TYPES, type ProjectType } from '#shared/domain/booking/reservation-rules.ts';
import { isLocalDate } from '#shared/domain/local-date.ts';
import { amountToCents } from '#shared/domain/money.ts';
import type { MyRequestsQuery } from '#web/src/features/requests/api/list-my-requests.ts';
import { decimalsOf, parseDecimal } from '#web/src/lib/decimal-text.ts';

export const REQUEST_VIEWS = ['stack', 'list'] as const;
type RequestViewMode = (typeof REQUEST_VIEWS)[number];
export const REQUEST_TABS = ['pending', 'refused'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];
export const REQUEST_ORDERS = ['oldest', 'newest'] as const;
type RequestOrder = (typeof REQUEST_ORDERS)[number];

/**
 * What `/app/requests` shows, read from and written to its address (`?status=refused&view=list&
 * from=2026-05-01&priceMin=100`), so a view is shareable and the back button undoes a change.
 * Prices are in currency units as typed (`45.5`), sent to the API in cents. Defaults stay out of
 * the address: the stack of pending requests, oldest first.
 */
export interface RequestFilters {
  view: RequestViewMode;
  status: RequestTab;
  order: RequestOrder;
  from?: string | undefined;
  to?: string | undefined;
  /** 'residency' or a travel id. */
  location?: string | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
  type?: ProjectType | undefined;
}

export const DEFAULT_FILTERS: RequestFilters = { view: 'stack', status: 'pending', order: 'oldest' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** An amount as the address keeps it (`45.5`), or undefined when it is not one. */
export function amountParam(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const amount = parseDecimal(text);
  if (amount === undefined || amount < 0 || decimalsOf(text) > 2) return undefined;
  return String(amount);
}

const dayParam = (value: string | null) => (value && isLocalDate(value) ? value : undefined);

/** The filters of an address; unknown or malformed values read as absent. */
export function readFilters(params: URLSearchParams): RequestFilters {
  const location = params.get('location')?.slice(0, 64);
  return {
    view: oneOf(REQUEST_VIEWS, params.get('view')) ?? DEFAULT_FILTERS.view,
    status: oneOf(REQUEST_TABS, params.get('status')) ?? DEFAULT_FILTERS.status,
    order: oneOf(REQUEST_ORDERS, params.get('order')) ?? DEFAULT_FILTERS.order,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    location: location || undefined,
    priceMin: amountParam(params.get('priceMin')),
    priceMax: amountParam(params.get('priceMax')),
    type: oneOf(PROJECT_TYPES, params.get('type')),
  };
}

/** The address's search of `filters` (`?view=list&type=flash`, or '' for the defaults). */
export function filtersSearch(filters: RequestFilters): string {
  const params = new URLSearchParams();
  const order: (keyof RequestFilters)[] = [
    'status',
    'view',
    'from',
    'to',
    'location',
    'priceMin',
    'priceMax',
    'type',
    'order',
  ];
  for (const name of order) {
    const value = filters[name];
    if (value === undefined || value === '' || value === DEFAULT_FILTERS[name]) continue;
    params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for `filters` (prices in cents). */
export function listQueryOf(filters: RequestFilters): MyRequestsQuery {
  const cents = (text: string | undefined) => {
    const amount = amountParam(text);
    return amount === undefined ? undefined : amountToCents(Number(amount));
  };
  return {
    status: filters.status,
    order: filters.order,
    from: filters.from,
    to: filters.to,
    location: filters.location,
    priceMin: cents(filters.priceMin),
    priceMax: cents(filters.priceMax),
    type: filters.type,
  };
}

/** How many filters narrow the list (dates, location, price, type; not the tab, view or order). */
export function activeFilterCount(filters: RequestFilters): number {
  return [
    filters.from || filters.to,
    filters.location,
    filters.priceMin || filters.priceMax,
    filters.type,
  ].filter(Boolean).length;
}

/** The same tab, view and order without any filter. */
export function withoutFilters(filters: RequestFilters): RequestFilters {
  return { view: filters.view, status: filters.status, order: filters.order };
}
