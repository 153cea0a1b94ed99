/**
 * How long a copy button shows its "copied" state: long enough to notice, short enough to copy again.
 * Its own module so that the page's copy button can read it without pulling the code-block copier
 * (loaded on the first click) into the entry chunk.
 */
export const COPIED_MS = 2000;
