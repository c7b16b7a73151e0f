import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { SiteHeader } from './site-header.tsx';

/** The client portal. Every customer page has the title 'Portail | Inkslot' (spec section 1). */
export function CustomerLayout({
  nav,
  wide = false,
  children,
}: {
  nav?: ReactNode;
  /** A page that needs the width (messages), instead of the narrow column. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('web.portal.pageTitle')} />
      <SiteHeader>{nav}</SiteHeader>
      <main
        id="main"
        tabIndex={-1}
        className={`site-main ${wide ? '' : 'site-main--narrow '}site-main--portal`}
      >
        {children}
      </main>
    </>
  );
}
