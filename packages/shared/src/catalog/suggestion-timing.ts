/**
 * When the header search's suggestions show (after the typing pauses) and close (after the box loses
 * focus). A module of their own (rules.ts re-exports them): the header is in the web's first download,
 * which should not carry every catalogue rule for one number (decision 067).
 */
export const SUGGESTIONS_DELAY_MS = 300;
export const SUGGESTIONS_BLUR_CLOSE_MS = 150;
