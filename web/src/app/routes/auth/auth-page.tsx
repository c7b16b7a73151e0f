import type { ReactNode } from 'react';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';

interface AuthPageProps {
  /** The document's title (`PageTitle` adds the product's name). */
  pageTitle: string;
  title: string;
  children: ReactNode;
}

/** The frame of a sign-in, sign-up or password page: its document title and heading above its content. */
export function AuthPage({ pageTitle, title, children }: AuthPageProps) {
  return (
    <div className="stack">
      <PageTitle page={pageTitle} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
