/** How often an open conversation is read again, while messages do not arrive live. */
export const THREAD_REFRESH_MS = 3_000;
/** How often the conversations list is read again while shown. */
export const CONVERSATION_LIST_REFRESH_MS = 10_000;
/** While the live connection is up, a safety-net read now and then (a push may be lost). */
export const LIVE_REFRESH_MS = 30_000;
