import type { ComponentType } from 'react';
import { PageLoader } from '../components/ui/page-loader.tsx';
import type { LazyWebSection } from '../lib/message-catalogues.ts';
import { useSectionMessages } from '../lib/section-messages.ts';
import { sectionMessages } from './section-messages.ts';

/** A route's page, shown once its lazy message section is loaded in the shown language. */
export function withSectionMessages<P extends object>(section: LazyWebSection, Page: ComponentType<P>) {
  function WithSection(props: P) {
    if (!useSectionMessages(sectionMessages[section])) return <PageLoader />;
    return <Page {...props} />;
  }
  WithSection.displayName = `WithSection(${section})`;
  return WithSection;
}
