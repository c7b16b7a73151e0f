import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files that run long for their size, by what they do rather than how much they say:
 * vitest starts the longest files first from its cache of past durations, and on a clean clone (CI),
 * with no cache, the largest files first. These small files then started last and ran on alone for a
 * minute (the route fuzzing shards are four lines each and 30 to 70 s under load; ADR 0095).
 */
const LONG_FOR_THEIR_SIZE = [
  /\/api-hardening-\d+\.test\.ts$/,
  /\/booking-race\.test\.ts$/,
  /\/live\.test\.ts$/,
  /\/daily-digest\.test\.ts$/,
  /\/lifecycle-consumers\.test\.ts$/,
  /\/data-export\.test\.ts$/,
];

const isLong = (spec: TestSpecification) =>
  LONG_FOR_THEIR_SIZE.some((pattern) => pattern.test(spec.moduleId));

/** vitest's order, with the files above moved first within their project when it has no durations. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cache = this.ctx.cache;
    if (sorted.every((spec) => cache.getTestSpecificationResult(spec))) return sorted;
    // A stable sort: the groups and projects keep vitest's order, and the long files lead each.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => {
        const sameGroup =
          a.spec.project.name === b.spec.project.name &&
          a.spec.project.config.sequence.groupOrder === b.spec.project.config.sequence.groupOrder;
        if (!sameGroup) return a.index - b.index;
        return Number(isLong(b.spec)) - Number(isLong(a.spec)) || a.index - b.index;
      })
      .map(({ spec }) => spec);
  }
}
