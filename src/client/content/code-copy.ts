import { shellT } from '../../shared/i18n/shell';
import { contentLang } from '../../shared/locale';
import { announce } from '../a11y/announce';
import { writeClipboard } from './clipboard';
import { COPIED_MS } from './copied-state';

const COPIED_CLASS = 'copied';

/**
 * Copies the code of the block holding `button` (`button.code-copy` inside `.code-block`, as the
 * Markdown pipeline writes it); line numbers are CSS, so they are not part of the text. The button
 * shows its `copied` state for a while, and screen readers hear "Copied" in the page's language.
 * Loaded on the first click only.
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
  announce(shellT(contentLang(document.documentElement.lang), 'content.copied'));
  setTimeout(() => button.classList.remove(COPIED_CLASS), COPIED_MS);
}
