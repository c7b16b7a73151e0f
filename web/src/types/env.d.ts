/// <reference types="vite/client" />

/** The id of the running build (`dev` outside `vite build`); the hourly build check compares it. */
declare const __INKSLOT_BUILD_ID__: string;

/** One language's messages, built from the `messages.ts` files (`web/message-catalogues-plugin.ts`). */
declare module 'virtual:inkslot-messages/*' {
  const messages: Record<string, import('#shared/i18n/define-messages.ts').MessageTree>;
  export default messages;
}

/**
 * A lazy message section's loader (`web/message-catalogues-plugin.ts`, ADR 0074), one module per
 * section: `virtual:inkslot-message-sections/booking`.
 */
declare module 'virtual:inkslot-message-sections/*' {
  const loader: import('#web/src/lib/section-messages.ts').SectionLoader;
  export default loader;
}
