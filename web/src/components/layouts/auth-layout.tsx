import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';

/** Sign-up, sign-in, email verification and password reset: one narrow card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main site-main--narrow">
        <div className="card">{children}</div>
      </main>
    </>
  );
}
