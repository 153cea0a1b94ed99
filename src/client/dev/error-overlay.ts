import type { DevProblem } from '../../shared/dev-protocol';

const OVERLAY_ID = 'esmx-docs-dev-overlay';

/** Shows the content problems over the page (replacing any shown before), each as `file:line: message`. */
export function showProblems(problems: DevProblem[]): void {
  hideProblems();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:48px 32px;background:rgba(24,24,27,.94);' +
    'color:#fafafa;font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,monospace;';
  const title = document.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.textContent = `esmx-docs: ${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
  title.style.cssText = 'margin:0 0 16px;color:#f87171;font-size:18px;';
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0;padding:0;list-style:none;white-space:pre-wrap;';
  for (const problem of problems) {
    const item = document.createElement('li');
    item.style.marginBottom = '12px';
    const where = document.createElement('strong');
    where.textContent = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}: ` : '';
    item.append(where, problem.message);
    list.append(item);
  }
  const hint = document.createElement('p');
  hint.textContent = 'Fix the file and save: this overlay goes away by itself.';
  hint.style.cssText = 'margin-top:24px;color:#a1a1aa;';
  overlay.append(title, list, hint);
  document.body.append(overlay);
}

export function hideProblems(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}
