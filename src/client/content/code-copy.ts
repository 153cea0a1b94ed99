/** How long a copy button shows its "copied" state: long enough to notice, short enough to copy again. */
const COPIED_MS = 2000;

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
 * Copies the code of the block holding `button` (`button.code-copy` inside `.code-block`, as the
 * Markdown pipeline writes it); line numbers are CSS, so they are not part of the text. The button
 * shows its `copied` state for a while. Loaded on the first click only.
 */
export async function copyCode(button: Element): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre');
  if (!code) return;
  try {
    await writeClipboard(code.textContent ?? '');
  } catch (error) {
    console.error(error);
    return;
  }
  button.classList.add(COPIED_CLASS);
  setTimeout(() => button.classList.remove(COPIED_CLASS), COPIED_MS);
}
