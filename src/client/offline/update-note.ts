import { shellT } from '../../shared/i18n/shell';
import { contentLang } from '../../shared/locale';

const NOTE_ID = 'site-updated';

/**
 * A small note at the bottom of the page: the site was deployed again with new scripts or styles, which
 * this page, still running the old ones, needs a reload to use (a lazily loaded part of the old shell may
 * be gone). A status message, so screen readers hear it without losing their place; shown once. Plain
 * DOM, so it costs the shell nothing before it is needed.
 */
export function showUpdateNote(): void {
  if (document.getElementById(NOTE_ID)) return;
  const lang = contentLang(document.documentElement.lang);
  const note = document.createElement('div');
  note.id = NOTE_ID;
  note.setAttribute('role', 'status');
  // Inline, from the theme's variables: the stylesheet every page loads stays as it is.
  note.style.cssText =
    'position:fixed;inset-inline-end:16px;bottom:16px;z-index:var(--z-top);display:flex;gap:12px;align-items:center;' +
    'padding:10px 14px;border:1px solid var(--border);border-radius:var(--radius-sm);background:var(--bg-elevated);' +
    'color:var(--text-1);box-shadow:var(--shadow);font-size:14px';
  const text = document.createElement('span');
  text.textContent = shellT(lang, 'offline.updated');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button';
  reload.textContent = shellT(lang, 'offline.reload');
  reload.addEventListener('click', () => location.reload());
  note.append(text, reload);
  document.body.append(note);
}
