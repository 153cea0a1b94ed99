/** Id of the polite live region the shell renders once (see `LiveRegion`). */
export const LIVE_REGION_ID = 'a11y-announcer';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Has screen readers say `message` politely (after what they are reading). The region is emptied
 * first and filled a moment later, so the same text twice in a row ("Copied", "Copied") is still
 * heard as a change. Does nothing where the shell has not rendered its region (server side).
 *
 * @example
 * announce(t('zh', 'content.copied')) // a screen reader says "已复制"
 */
export function announce(message: string): void {
  if (typeof document === 'undefined') return;
  const region = document.getElementById(LIVE_REGION_ID);
  if (!region) return;
  clearTimeout(timer);
  region.textContent = '';
  timer = setTimeout(() => {
    region.textContent = message;
  }, 50);
}
