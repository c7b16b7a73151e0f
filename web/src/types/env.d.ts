/// <reference types="vite/client" />

/** The id of the running build (`dev` outside `vite build`); the hourly build check compares it. */
declare const __INKSLOT_BUILD_ID__: string;
