import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';

interface ArtistLayoutProps {
  /** The area's navigation (built by the route from the artist's account). */
  nav: ReactNode;
  children: ReactNode;
}

/** The artist's space (`/app`). */
export function ArtistLayout({ nav, children }: ArtistLayoutProps) {
  return (
    <>
      <SiteHeader>{nav}</SiteHeader>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
    </>
  );
}
