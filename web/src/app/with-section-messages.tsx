import type { ComponentType } from 'react';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { type SectionLoader, useSectionMessages } from '#web/src/lib/section-messages.ts';

/**
 * A route's page, shown once its lazy message sections (the `lazyMessages` of the messages files,
 * ADR 0074) are loaded (at once) in the shown language. Each section's loader is a module of its
 * own (`virtual:inkslot-message-sections/{section}`), so a page carries only those it waits for.
 */
export function withSectionMessages<P extends object>(
  sections: SectionLoader | readonly SectionLoader[],
  Page: ComponentType<P>,
) {
  const loaders: readonly SectionLoader[] = 'load' in sections ? [sections] : sections;
  function WithSection(props: P) {
    if (!useSectionMessages(loaders)) return <PageLoader />;
    return <Page {...props} />;
  }
  WithSection.displayName = `WithSection(${loaders.map(({ probe }) => probe).join(', ')})`;
  return WithSection;
}
