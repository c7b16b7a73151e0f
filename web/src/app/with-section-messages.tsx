import type { ComponentType } from 'react';
import { PageLoader } from '../components/ui/page-loader.tsx';
import type { LazyWebSection } from '../lib/message-catalogues.ts';
import { useSectionMessages } from '../lib/section-messages.ts';
import { sectionMessages } from './section-messages.ts';

/** A route's page, shown once its lazy message sections are loaded (at once) in the shown language. */
export function withSectionMessages<P extends object>(
  sections: LazyWebSection | readonly LazyWebSection[],
  Page: ComponentType<P>,
) {
  const loaders = (typeof sections === 'string' ? [sections] : sections).map((name) => sectionMessages[name]);
  function WithSection(props: P) {
    if (!useSectionMessages(loaders)) return <PageLoader />;
    return <Page {...props} />;
  }
  WithSection.displayName = `WithSection(${String(sections)})`;
  return WithSection;
}
