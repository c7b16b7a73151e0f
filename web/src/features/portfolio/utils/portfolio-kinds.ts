import type { PortfolioKind } from '#web/src/features/portfolio/hooks/use-portfolio-feedback.ts';
import { MY_FLASHES_PATH, MY_WORKS_PATH, myFlashPath, myWorkPath } from './portfolio-paths.ts';

/**
 * What differs between the artist's flashes and realisations in the artist area: the message keys
 * (written out so they can be found, and checked, by name) and the pages.
 */
export const PORTFOLIO_KINDS = {
  flash: {
    keys: {
      add: 'web.portfolio.flashes.add',
      empty: 'web.portfolio.flashes.empty',
      edit: 'web.portfolio.flashes.edit',
      back: 'web.portfolio.flashes.back',
      notFound: 'web.portfolio.flashes.notFound',
      editPageTitle: 'web.portfolio.flashes.editPageTitle',
      editTitle: 'web.portfolio.flashes.editTitle',
    },
    listPath: MY_FLASHES_PATH,
    itemPath: myFlashPath,
  },
  work: {
    keys: {
      add: 'web.portfolio.works.add',
      empty: 'web.portfolio.works.empty',
      edit: 'web.portfolio.works.edit',
      back: 'web.portfolio.works.back',
      notFound: 'web.portfolio.works.notFound',
      editPageTitle: 'web.portfolio.works.editPageTitle',
      editTitle: 'web.portfolio.works.editTitle',
    },
    listPath: MY_WORKS_PATH,
    itemPath: myWorkPath,
  },
} as const satisfies Record<
  PortfolioKind,
  { keys: Record<string, string>; listPath: string; itemPath: (id: string) => string }
>;
