/// <reference types="vite/client" />

/** The id of the running build (`dev` outside `vite build`); the hourly build check compares it. */
declare const __INKSLOT_BUILD_ID__: string;

/** One language's messages, built from the `messages.ts` files (`web/message-catalogues-plugin.ts`). */
declare module 'virtual:inkslot-messages/*' {
  const messages: Record<string, import('../../../shared/i18n/define-messages.ts').MessageTree>;
  export default messages;
}

/**
 * The lazy message sections' loaders (`web/message-catalogues-plugin.ts`, ADR 0074): all of them by
 * section, and each one as a named export (those the code takes one by one are declared here).
 */
declare module 'virtual:inkslot-message-sections' {
  type SectionLoader = import('../lib/section-messages.ts').SectionLoader;
  export const sectionMessages: Record<string, SectionLoader>;
  export const booking: SectionLoader;
  export const travelDemand: SectionLoader;
}
