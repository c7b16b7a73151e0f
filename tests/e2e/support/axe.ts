import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on `page` for `tags`, keeping the detail of its violations only: the checks read nothing else,
 * and axe then skips building a selector for every node that passed, the tail of each analysis on
 * a long page. The options go first: AxeBuilder's `options()` replaces what `withTags()` set.
 */
export function axeFor(page: Page, tags: string[]) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags);
}
