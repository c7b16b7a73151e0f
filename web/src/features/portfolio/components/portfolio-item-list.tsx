import './portfolio.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioKind } from '#web/src/features/portfolio/hooks/use-portfolio-feedback.ts';
import type { FormImage } from '#web/src/features/portfolio/utils/portfolio-form-values.ts';
import { PORTFOLIO_KINDS } from '#web/src/features/portfolio/utils/portfolio-kinds.ts';
import { PortfolioCard } from './portfolio-card.tsx';

interface PortfolioItemListProps<T extends { title: string; images: readonly FormImage[] }> {
  kind: PortfolioKind;
  items: readonly T[];
  idOf: (item: T) => string;
  /** What a card says below its title. */
  renderFacts: (item: T) => ReactNode;
}

/** The artist's flashes or realisations as cards, each linking to its edit page. */
export function PortfolioItemList<T extends { title: string; images: readonly FormImage[] }>({
  kind,
  items,
  idOf,
  renderFacts,
}: PortfolioItemListProps<T>) {
  const { t } = useTranslation();
  const { keys, itemPath } = PORTFOLIO_KINDS[kind];
  if (items.length === 0) return <p className="muted">{t(keys.empty)}</p>;
  return (
    <ul className="portfolio-grid">
      {items.map((item) => (
        <li key={idOf(item)}>
          <PortfolioCard
            cover={item.images.find((ref) => ref.image)?.image}
            title={item.title}
            to={itemPath(idOf(item))}
            linkLabel={t(keys.edit, { title: item.title })}
          >
            {renderFacts(item)}
          </PortfolioCard>
        </li>
      ))}
    </ul>
  );
}
