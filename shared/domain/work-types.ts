/**
 * The type of a realisation (work): the project type it came from, the same three kinds a booking
 * request names (spec: flash, custom project, touch-up). Styles are the artist's style categories,
 * not a property of one work.
 */
export const WORK_TYPES = ['flash', 'custom', 'touchup'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
