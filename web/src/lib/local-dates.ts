/** The travels' periods as the reader's language writes them: shared with the emails. */
export { formatLocalPeriod } from '#shared/domain/local-period.ts';
