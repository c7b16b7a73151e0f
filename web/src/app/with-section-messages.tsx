import { sectionMessages } from 'virtual:inkslot-message-sections';
import type { ComponentType } from 'react';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { useSectionMessages } from '../lib/section-messages.ts';

/**
 * A route's page, shown once its lazy message sections (the `lazyMessages` of the messages files,
 * ADR 0074) are loaded (at once) in the shown language.
 */
export function withSectionMessages<P extends object>(
  sections: string | readonly string[],
  Page: ComponentType<P>,
) {
  const loaders = (typeof sections === 'string' ? [sections] : sections).map((name) => {
    const loader = sectionMessages[name];
    if (!loader) throw new Error(`no lazy message section web.${name}`);
    return loader;
  });
  function WithSection(props: P) {
    if (!useSectionMessages(loaders)) return <PageLoader />;
    return <Page {...props} />;
  }
  WithSection.displayName = `WithSection(${String(sections)})`;
  return WithSection;
}
