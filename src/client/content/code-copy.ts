/** How long a copy button shows its "copied" state (spec §9). */
export const COPIED_MS = 2000;

const COPIED_CLASS = 'copied';

/** Copies `text`; falls back to a hidden textarea where the Clipboard API is missing (plain HTTP). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('esmx-docs: copy command refused');
  } finally {
    area.remove();
  }
}

/**
 * Handles a click on a code block's copy button (`button.code-copy` inside `.code-block`, as the
 * Markdown pipeline writes it): copies the code text, line numbers excluded since they are CSS,
 * and marks the button `copied` for a while. Returns false when the click was not on such a button.
 */
export function handleCodeCopy(target: Element): boolean {
  const button = target.closest<HTMLButtonElement>('button.code-copy');
  const code = button?.closest('.code-block')?.querySelector('pre');
  if (!button || !code) return false;
  writeClipboard(code.textContent ?? '').then(
    () => {
      button.classList.add(COPIED_CLASS);
      setTimeout(() => button.classList.remove(COPIED_CLASS), COPIED_MS);
    },
    (error: unknown) => console.error(error),
  );
  return true;
}
