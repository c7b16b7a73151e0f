/** How often an open conversation is read again, while messages do not arrive live. */
export const THREAD_REFRESH_MS = 3_000;
/** How often the conversations list is read again while shown. */
export const CONVERSATION_LIST_REFRESH_MS = 10_000;
