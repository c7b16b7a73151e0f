import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';

const CARD_IMAGE_SIZES = '(min-width: 72rem) 17rem, (min-width: 40rem) 30vw, 45vw';

interface PortfolioCardProps {
  cover: PublicImage | undefined;
  title: string;
  to: string;
  /** The link's accessible name, when it says more than the title. */
  linkLabel?: string | undefined;
  /** What the card says below its title. */
  children: ReactNode;
}

/** One flash or realisation as a card: its cover image and title; the whole card links to `to`. */
export function PortfolioCard({ cover, title, to, linkLabel, children }: PortfolioCardProps) {
  return (
    <article className="portfolio-card">
      <div className="portfolio-card__media">
        {cover && <ResponsiveImage image={cover} alt="" sizes={CARD_IMAGE_SIZES} />}
      </div>
      <div className="portfolio-card__body">
        <h3 className="portfolio-card__title">
          <Link className="portfolio-card__link" to={to} aria-label={linkLabel}>
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}
