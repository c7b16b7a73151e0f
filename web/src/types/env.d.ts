/// <reference types="vite/client" />

/** The id of the running build (`dev` outside `vite build`); the hourly build check compares it. */
declare const __INKSLOT_BUILD_ID__: string;

/** One language's messages, built from `shared/i18n/messages/` (`web/message-catalogues-plugin.ts`). */
declare module 'virtual:inkslot-messages/*' {
  const messages: Record<string, import('../../../shared/i18n/define-messages.ts').MessageTree>;
  export default messages;
}
